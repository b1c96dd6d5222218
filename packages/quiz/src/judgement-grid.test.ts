import { describe, expect, it } from "vitest";
import { MIN_ANSWERS } from "./content-suspects";
import {
  difficultyFor,
  gridQuestion,
  LEVELS,
  practiceSelection,
  practiceWeight,
  sampleWeighted,
} from "./judgement-grid";
import { readinessFigures, readinessRun } from "./judgement-readiness";
import {
  suspectsCells,
  suspectsRun,
  suspectsSummary,
  type JudgedQuestion,
} from "./judgement-suspects";
import type { SuspectReason, SuspectReport } from "./content-suspects";
import { createRng } from "./random";
import { simulateStudents } from "./simulate";
import { logistic, normal } from "./statistics";

describe("the grid's populations", () => {
  it("a level is the share of students who know the answer, whatever the discrimination", () => {
    const rng = createRng(3);
    const abilities = Array.from({ length: 20_000 }, () => normal(rng));
    for (const a of [0.5, 2.5])
      for (const share of [LEVELS["very easy"], LEVELS["very hard"]]) {
        const b = difficultyFor(a, share);
        const known = abilities.reduce((s, t) => s + logistic(a * (t - b)), 0) / abilities.length;
        expect(known).toBeCloseTo(share, 2);
      }
  });

  it("one who does not know picks the answer with the guessing chance", () => {
    const q = gridQuestion("q", "s", 1, "medium", 0.25, "sound", createRng(1));
    expect(q.pull[q.answer]).toBe(0.25);
    expect(q.pull.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    const key = gridQuestion("k", "s", 1, "medium", 0, "wrong-key", createRng(1));
    expect(key.keyed).not.toBe(key.answer);
  });

  it("a way of practising seen from one subject leans as the grid's weights do (decision 431)", () => {
    // 60,000 students of the grid: those near each ability, weighted as weak-only and strong-only
    // practice weigh them, against practiceSelection.
    const students = simulateStudents(60_000, ["a", "b", "c"], 5);
    for (const t of [-1.5, 0, 1.5]) {
      const near = students.filter((s) => Math.abs(s.ability.a! - t) < 0.1);
      for (const practice of ["weak-only", "strong-only"] as const) {
        const mean =
          near.reduce(
            (sum, s) =>
              sum + practiceWeight(practice, s, { subject: "a", difficulty: 0 }, ["a", "b", "c"]),
            0,
          ) / near.length;
        expect(practiceSelection(practice, 0)(t)).toBeCloseTo(mean, 1);
      }
    }
    expect(practiceSelection("random", 0)(2)).toBe(1);
  });

  it("weighted draws are distinct and lean to the heavier", () => {
    const weights = Array.from({ length: 100 }, (_, i) => (i < 50 ? 1 : 0.05));
    const drawn = sampleWeighted(weights, 40, createRng(2));
    expect(new Set(drawn).size).toBe(40);
    expect(drawn.filter((i) => i < 50).length).toBeGreaterThan(30);
  });
});

describe("the grid's tally", () => {
  // A question with a distractor planted to draw 60% of those who know, judged with the reasons given.
  const judgedWith = (reasons: SuspectReason[]): JudgedQuestion => {
    const truth = gridQuestion("q", "s", 1.7, "medium", 0, { pull: 0.6 }, createRng(4));
    const figures: SuspectReport = {
      id: "q",
      answers: 200,
      facility: 0.4,
      keyR: 0.3,
      options: [],
      judged: true,
      needed: 0,
      reasons,
    };
    return { truth, judged: true, report: reasons.length ? figures : null, figures };
  };
  const planted = (j: JudgedQuestion) =>
    j.truth.fault && j.truth.fault.kind === "attractive-distractor" ? j.truth.fault.option : -1;
  const other = (j: JudgedQuestion) =>
    [0, 1, 2, 3].find((o) => o !== planted(j) && o !== j.truth.keyed)!;

  it("counts a strong distractor as called a wrong key only where the call names it", () => {
    const named = judgedWith([]);
    named.report = { ...named.figures, reasons: [{ code: "check-key", option: planted(named) }] };
    const elsewhere = judgedWith([]);
    elsewhere.report = {
      ...elsewhere.figures,
      reasons: [
        { code: "check-key", option: other(elsewhere) },
        { code: "check-distractor", option: planted(elsewhere) },
      ],
    };
    const none = judgedWith([{ code: "check-key", option: null }]);
    const distractor = judgedWith([]);
    distractor.report = {
      ...distractor.figures,
      reasons: [{ code: "check-distractor", option: planted(distractor) }],
    };
    const summary = suspectsSummary(suspectsCells([named, elsewhere, none, distractor]));
    expect(summary.broken).toMatchObject({ n: 4, hit: 4 });
    expect(summary.strongAsKey).toBe(1);
    expect(summary.keyElsewhere).toBe(2);
  });
});

describe("content suspects on a small grid (the whole one: npm run bench:judgements)", () => {
  // Issue 65's marks at 200 answers, discrimination >= 1, distractors drawing 40% and 60% of those
  // who know, guessing 0.25: 250 students, so each answers about as many questions in a subject
  // as on the whole grid (abilities as the server reads them, refined as the command does).
  const judged = suspectsRun({
    seed: 65,
    guessing: 0.25,
    answers: 200,
    practice: "random",
    students: 250,
    sound: 12,
    wrongKeys: 2,
    broken: 2,
    discriminations: [1, 2.5],
    levels: ["easy", "medium", "hard"],
    pulls: [0.4, 0.6],
  });
  const summary = suspectsSummary(suspectsCells(judged));

  it("at most 3% of sound questions are flagged, at most 5% of the hard ones", () => {
    expect(summary.sound.n).toBe(72);
    expect(summary.sound.hit).toBeLessThanOrEqual(0.03 * summary.sound.n);
    expect(summary.soundHard.n).toBe(24);
    expect(summary.soundHard.hit).toBeLessThanOrEqual(0.05 * summary.soundHard.n);
  });

  it("at least 90% of wrong keys are found, most named; a strong distractor is never called a wrong key", () => {
    expect(summary.wrongKey.n).toBe(12);
    expect(summary.wrongKey.hit).toBeGreaterThanOrEqual(0.9 * summary.wrongKey.n);
    expect(summary.wrongKey.named).toBeGreaterThanOrEqual(0.75 * summary.wrongKey.n);
    expect(summary.strongAsKey).toBe(0);
    expect(summary.keyElsewhere).toBe(0);
  });

  // Short of the 90% over all cells: in most of them no test on the answers reaches 90%
  // (decision 427, docs/judgements-suspects-bound.md); where one does, the detector finds about 93%.
  it("distractors drawing those who know are found (short of the mark where no test reaches it: decision 427)", () => {
    expect(summary.broken.n).toBe(24);
    expect(summary.broken.hit).toBeGreaterThanOrEqual(0.6 * summary.broken.n);
  });

  it(`below ${MIN_ANSWERS} answers no question is judged, and each says how many more it needs`, () => {
    const few = suspectsRun({
      seed: 66,
      guessing: 0,
      answers: 60,
      practice: "weak-only",
      students: 200,
      sound: 2,
      wrongKeys: 1,
      broken: 0,
      discriminations: [1],
      levels: ["medium"],
    });
    expect(few.every((j) => !j.judged && j.report === null)).toBe(true);
    expect(few.map((j) => j.figures.needed)).toEqual(few.map(() => MIN_ANSWERS - 60));
  });
});

describe("readiness on a small grid (the whole one: npm run bench:judgements -- readiness)", () => {
  // Issue 65's marks with guessing 0.25, on a seed the range was not fitted on (decision 425): 400
  // students over a bank of 100 questions a subject, practising easy units first or at random.
  const run = (practice: "easy-first" | "random") =>
    readinessFigures(
      readinessRun({
        seed: 66,
        guessing: 0.25,
        practice,
        students: 400,
        medianAnswers: 60,
        perSubject: 100,
      }),
    ).at(-1)!;

  it("easy units first: the 80% range holds 75-85% of mock scores, the error under 0.8 x naive", () => {
    const all = run("easy-first");
    expect(all.n).toBeGreaterThan(150);
    expect(all.coverage).toBeGreaterThanOrEqual(0.75);
    expect(all.coverage).toBeLessThanOrEqual(0.85);
    expect(all.modelMae).toBeLessThanOrEqual(0.8 * all.naiveMae);
  });

  it("at random: the range holds 75-85%, the error no worse than naive", () => {
    const all = run("random");
    expect(all.n).toBeGreaterThan(150);
    expect(all.coverage).toBeGreaterThanOrEqual(0.75);
    expect(all.coverage).toBeLessThanOrEqual(0.85);
    expect(all.modelMae).toBeLessThanOrEqual(all.naiveMae);
  });
});
