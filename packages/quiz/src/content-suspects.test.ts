import { describe, expect, it } from "vitest";
import {
  contentSuspects,
  judgeQuestion,
  KEY_LR,
  KEY_SHARE,
  MIN_ANSWERS,
  MIN_KEY_CHOSEN,
  optionFigures,
  SUSPECT_LR,
} from "./content-suspects";
import {
  fitKnowing,
  prepare,
  type AnswerWithAbility,
  type SuspectQuestion,
} from "./content-suspects-fit";
import { refineAbilities, slopePrior } from "./refine-abilities";
import { createRng } from "./random";
import { syntheticBank } from "./simulate";
import { suspectsTrial } from "./simulate-suspects";
import { logistic, normal } from "./statistics";

/**
 * Answers to one four-option question from `n` students of abilities ~ N(0, 1): one who knows
 * (chance logistic(1.7 (ability - b))) picks `known()`, one who does not guesses among the four.
 */
function answers(n: number, seed: number, known: (rng: () => number) => number, b = 0) {
  const rng = createRng(seed);
  return Array.from({ length: n }, (): AnswerWithAbility => {
    const ability = normal(rng);
    const pick = rng() < logistic(1.7 * (ability - b)) ? known(rng) : Math.floor(rng() * 4);
    return { pick, ability };
  });
}
const question = (id: string, list: AnswerWithAbility[], key = [0]): SuspectQuestion => ({
  id,
  options: 4,
  key: { accepted: key, dropped: false },
  answers: list,
});

describe("one question's answers", () => {
  const sound = question(
    "bank:1",
    answers(300, 1, () => 0),
  );
  // Keyed 0, but those who know pick 2: the key is wrong.
  const wrongKey = question(
    "bank:2",
    answers(300, 2, () => 2),
  );
  // Those who know pick 0 or, a third of the time, 3: option 3 reads as right to many.
  const twoRight = question(
    "bank:3",
    answers(300, 3, (rng) => (rng() < 0.35 ? 3 : 0)),
  );

  it("a sound question: the key goes with ability, no wrong option draws those who know", () => {
    const report = judgeQuestion(sound);
    expect(report.reasons).toEqual([]);
    expect(report.keyR!).toBeGreaterThan(0.3);
    expect(report.options.filter((o) => o.option !== 0).every((o) => o.lr! < 5)).toBe(true);
  });

  it("a wrong key: check the key, naming the option those who know chose", () => {
    const report = judgeQuestion(wrongKey);
    expect(report.reasons).toEqual([{ code: "check-key", option: 2 }]);
    expect(report.options[2]!.drawsKnowers!).toBeGreaterThan(0.9);
    expect(report.keyR!).toBeLessThan(0);
  });

  it("an option that draws a third of those who know: check the distractor", () => {
    const report = judgeQuestion(twoRight);
    expect(report.reasons).toEqual([{ code: "check-distractor", option: 3 }]);
    expect(report.options[3]!.drawsKnowers!).toBeGreaterThan(0.2);
    expect(report.options[3]!.drawsKnowers!).toBeLessThan(0.5);
  });

  // Decision 423: those who know pick option 3 six times in ten; those who do not pick it half the
  // time and the key a quarter (guessing): the key barely rises with ability. With abilities known
  // only roughly (blurred, sd 0.6), the fits can put the option's share near all who know; yet the
  // key still rises, so it is never "check the key".
  it("a distractor drawing 60% of those who know, and the guessers too: never 'check the key'", () => {
    const strong = Array.from({ length: 12 }, (_, i) => {
      const rng = createRng(500 + i);
      const list = Array.from({ length: 200 }, (): AnswerWithAbility => {
        const ability = normal(rng);
        const u = rng();
        const pick =
          rng() < logistic(2.5 * (ability - 0.7))
            ? u < 0.6
              ? 3
              : 0
            : u < 0.5
              ? 3
              : u < 0.75
                ? 0
                : u < 0.9
                  ? 1
                  : 2;
        return { pick, ability: ability + 0.6 * normal(rng) };
      });
      return judgeQuestion(question(`bank:${10 + i}`, list));
    });
    expect(strong.flatMap((r) => r.reasons).filter((x) => x.code === "check-key")).toEqual([]);
    expect(strong.filter((r) => r.reasons.length > 0).length).toBeGreaterThanOrEqual(1);
  });

  // Decision 430: one in twelve knows the answer and every one of them chose option 1; nobody chose
  // the key. The fits say option 1 draws all who know, credibly more than 60%, yet a handful who
  // know can all pick a strong distractor (seed 465 of the grid): the key's own answers show
  // nothing against it, so the option is "check the distractor", never "check the key".
  it("a key nobody chose is not called wrong: check the distractor", () => {
    const reports = Array.from({ length: 10 }, (_, i) => {
      const rng = createRng(1 + i);
      const list = Array.from({ length: 200 }, (): AnswerWithAbility => {
        const ability = normal(rng);
        const knows = rng() < logistic(2.5 * (ability - 1.5));
        const u = rng();
        return { pick: knows ? 1 : u < 0.12 ? 1 : u < 0.56 ? 2 : 3, ability };
      });
      return judgeQuestion(question(`bank:${30 + i}`, list));
    });
    const byFits = reports.filter(
      (r) => r.options[1]!.drawsKnowers! >= KEY_SHARE && r.options[1]!.keyLr! >= KEY_LR,
    );
    expect(byFits.length).toBeGreaterThanOrEqual(8);
    for (const r of reports) {
      expect(r.options[0]!.chose).toBe(0);
      expect(r.reasons).toEqual([{ code: "check-distractor", option: 1 }]);
    }
  });

  // Decision 430 amended (seed 1065 of the grid): a very hard question whose distractor 2 draws
  // 88% of those who do not know; the few who know pick option 3 or the key; abilities blurred.
  // Here the key's few choosers are no abler than most, and most of everyone and of the abler third
  // chose option 2, yet choosing it falls with ability: not what a right answer does.
  it("a distractor most of those who do not know choose is not named the answer", () => {
    const rng = createRng(20);
    const list = Array.from({ length: 200 }, (): AnswerWithAbility => {
      const ability = normal(rng);
      const knows = rng() < logistic(ability - 3.2);
      const u = rng();
      const pick = knows ? (u < 0.6 ? 3 : 0) : u < 0.88 ? 2 : u < 0.96 ? 3 : 1;
      return { pick, ability: ability + normal(rng) };
    });
    const report = judgeQuestion(question("bank:60", list));
    const top = report.options.reduce((n, o) => n + o.topThird, 0);
    expect(report.facility).toBeLessThan(0.1);
    expect(report.keyR!).toBeLessThanOrEqual(0);
    expect(report.options[2]!.share).toBeGreaterThanOrEqual(0.75);
    expect(report.options[2]!.topThird).toBeGreaterThan(top / 2);
    expect(report.options[2]!.r!).toBeLessThan(0);
    expect(report.reasons.filter((r) => r.code === "check-key")).toEqual([]);
  });

  it("the figures per option: who chose it and how that goes with ability", () => {
    const report = optionFigures(sound);
    expect(report.answers).toBe(300);
    expect(report.options.reduce((n, o) => n + o.chose, 0)).toBe(300);
    expect(report.options[0]!.meanAbility!).toBeGreaterThan(report.options[1]!.meanAbility!);
    expect(report.facility).toBeCloseTo(report.options[0]!.share, 12);
  });

  it("below the minimum of answers, or dropped: figures, no reason", () => {
    const few = question("bank:4", wrongKey.answers.slice(0, MIN_ANSWERS - 1));
    expect(judgeQuestion(few).reasons).toEqual([]);
    expect(judgeQuestion(few).options[2]!.chose).toBeGreaterThan(0);
    const dropped = { ...wrongKey, key: { accepted: [], dropped: true } };
    expect(judgeQuestion(dropped).reasons).toEqual([]);
  });

  it("the list holds only the suspects, the strongest first", () => {
    const list = contentSuspects([sound, twoRight, wrongKey]);
    expect(list.map((r) => r.id)).toEqual(["bank:2", "bank:3"]);
  });

  it("the slope prior is learnt from the questions judged together", () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      question(
        `bank:${i}`,
        answers(150, 100 + i, () => 0, (i % 5) - 2),
      ),
    );
    const prior = slopePrior(many)!;
    // Abilities ~ N(0, 1) and a discrimination of 1.7: the fitted slopes sit near 1.7.
    expect(prior.mean).toBeGreaterThan(1.2);
    expect(prior.mean).toBeLessThan(2.3);
    expect(slopePrior(many.slice(0, 10))).toBeNull();
  });
});

describe("where few chose the key (decision 428)", () => {
  // 200 answers with abilities blurred as the server's (correlation 0.8 with the truth), no guessing:
  // those who know (chance logistic(1.7 (t - b))) pick `known`, the rest options 1-3 by uneven pulls.
  const answered = (seed: number, b: number, known: number) => {
    const rng = createRng(seed);
    return Array.from({ length: 200 }, (): AnswerWithAbility => {
      const truth = normal(rng);
      if (rng() < logistic(1.7 * (truth - b)))
        return { pick: known, ability: 0.8 * truth + 0.6 * normal(rng) };
      const u = rng();
      return { pick: u < 0.2 ? 1 : u < 0.5 ? 2 : 3, ability: 0.8 * truth + 0.6 * normal(rng) };
    });
  };

  it("a sound question one in twenty knows is not flagged by a chance likelihood ratio", () => {
    const judged = Array.from({ length: 100 }, (_, i) =>
      judgeQuestion(question(`bank:${i}`, answered(i + 1, 2.3, 0))),
    );
    const byChance = judged.filter(
      (r) =>
        r.options[0]!.chose < MIN_KEY_CHOSEN &&
        r.options.some((o) => (o.lr ?? 0) >= SUSPECT_LR && (o.drawsKnowers ?? 0) >= 0.15),
    );
    expect(byChance.length).toBeGreaterThan(0);
    expect(byChance.filter((r) => r.reasons.length > 0)).toEqual([]);
  });

  it("a wrong key on a question nearly everyone knows is still named, however few chose it", () => {
    const report = judgeQuestion(question("bank:k", answered(7, -2.5, 2)));
    expect(report.options[0]!.chose).toBeLessThan(MIN_KEY_CHOSEN);
    expect(report.reasons).toContainEqual({ code: "check-key", option: 2 });
  });
});

// Decision 433: a very hard question (discrimination 2.5, one in twenty knows) of a weak-only stress
// run (seed 2101, no guessing, 200 answers, abilities as the grid's server refines them, in
// hundredths): key 3, which nobody chose; option 2 draws 60% of those who know; option 1 drew 162
// of the 200 and 60 of the abler 67, its choosing rising with ability by chance (r 0.15, z 2.06).
// The abler third's rule named option 1 the key; with nobody on the key it now asks the rise to
// meet the fits' own level for naming a key.
const STRESS_PICKS =
  "11112211111121111111112111111111011111111110111111112111111111211101221111012111111111111012-11111101110101111101111111110212211111111111211-1121-0111111100111111111111111111211212111111111102111101-1";
const STRESS_ABILITIES = [
  -42, -71, 84, -13, -126, -33, -103, -38, -95, -27, -33, 19, -114, -25, -35, -88, -119, -32, -83,
  12, -92, -122, 29, -123, -110, -120, -33, -23, 118, -64, -104, -32, -7, -23, 67, -43, -96, -26,
  -94, 4, -102, -107, 2, -115, -107, -55, 54, -21, -102, -112, -61, -101, -110, 5, -111, -98, -54,
  -100, -56, -125, -122, 93, -111, -36, -130, -87, -114, 7, -44, 138, -50, 80, 122, 48, -125, 16,
  19, -88, -91, 54, -79, -66, -48, -26, 72, -124, 56, 2, -28, -92, -107, -96, -94, -78, -7, -40, 33,
  -109, -110, -32, -112, -20, -38, -92, -118, -33, -96, 91, -13, 62, 12, -77, -51, -15, -107, 61,
  -45, -123, -81, -55, -31, -104, -90, 42, -31, -109, 9, -15, -54, 40, -6, 17, -141, -121, 65, -104,
  -100, -51, 20, 15, -4, -30, 17, 86, -102, -115, -84, -37, 53, -48, -21, -18, -100, -58, -89, -62,
  -125, -38, -38, 128, -31, -130, 11, -110, -101, 112, -30, 45, 56, -65, -108, -12, -8, -2, -116,
  -17, 1, -80, -97, -14, -6, -33, -98, -111, -97, 7, -104, 12, -86, -31, -92, -32, 108, 78, -103,
  -118, -48, -60, -145, -133,
];

describe("a key nobody chose, on a very hard question (decision 433)", () => {
  it("a distractor most chose, barely rising with ability, is not named the answer", () => {
    const list = [...STRESS_PICKS].map((p, i): AnswerWithAbility => ({
      pick: p === "-" ? null : Number(p),
      ability: STRESS_ABILITIES[i]! / 100,
    }));
    const report = judgeQuestion(question("bank:stress", list, [3]));
    expect(report.options.map((o) => o.chose)).toEqual([15, 162, 19, 0]);
    expect(report.options[1]!.topThird).toBe(60);
    expect(report.options[1]!.r!).toBeGreaterThan(0);
    expect(report.reasons.filter((r) => r.code === "check-key")).toEqual([]);
  });
});

describe("abilities refined by each student's own answers", () => {
  // 150 students of true abilities ~ N(0, 1) answer 30 questions each; the ability each answer is
  // given is the true one blurred (sd 0.8), the same for all of one student's answers.
  const rng = createRng(44);
  const truth = Array.from({ length: 150 }, () => normal(rng));
  const given = truth.map((t) => t + 0.8 * normal(rng));
  const questions = Array.from({ length: 30 }, (_, i): SuspectQuestion => {
    const b = (i % 7) - 3;
    return question(
      `bank:${i}`,
      truth.map((t, s) => ({
        pick: rng() < logistic(1.7 * (t - b)) ? 0 : 1 + Math.floor(rng() * 3),
        ability: given[s]!,
        who: `student ${s}`,
      })),
    );
  });
  const abilityOf = (list: readonly SuspectQuestion[]) => list[0]!.answers.map((a) => a.ability);

  it("come closer to the truth than the abilities given", () => {
    const refined = refineAbilities(questions, MIN_ANSWERS);
    const r = (xs: number[]) =>
      Math.abs(
        xs.reduce((n, x, i) => n + x * truth[i]!, 0) /
          Math.sqrt(xs.reduce((n, x) => n + x * x, 0) * truth.reduce((n, t) => n + t * t, 0)),
      );
    expect(r(abilityOf(refined))).toBeGreaterThan(r(given) + 0.05);
  });

  it("a question is judged by each student's other answers: their own answer does not vouch for itself", () => {
    const refined = refineAbilities(questions, MIN_ANSWERS);
    const student = 3;
    const right = questions.findIndex((q) => q.answers[student]!.pick === 0);
    const wrong = questions.findIndex((q) => q.answers[student]!.pick !== 0);
    const ability = (i: number) => refined[i]!.answers[student]!.ability;
    // Taking out a right answer leaves them lower than taking out a wrong one.
    expect(ability(right)).toBeLessThan(ability(wrong));
    expect(Math.abs(ability(right) - ability(wrong))).toBeLessThan(1);
  });

  it("the one who answered every question right is put above the one who answered none", () => {
    const all = questions.map((q) => ({
      ...q,
      answers: [
        ...q.answers,
        { pick: 0, ability: 0, who: "all right" },
        { pick: 2, ability: 0, who: "all wrong" },
      ],
    }));
    const refined = refineAbilities(all, MIN_ANSWERS)[0]!.answers;
    expect(refined.at(-2)!.ability).toBeGreaterThan(1);
    expect(refined.at(-1)!.ability).toBeLessThan(-1);
  });

  it("answers without a student, and questions below the minimum, keep the ability given", () => {
    const anonymous = questions.map((q) => ({
      ...q,
      answers: q.answers.map(({ pick, ability }) => ({ pick, ability })),
    }));
    expect(refineAbilities(anonymous, MIN_ANSWERS)).toBe(anonymous);
    expect(refineAbilities(questions, 151)).toBe(questions);
  });
});

describe("abilities weighed with the student's other subjects (decision 426)", () => {
  // 150 students, abilities in three subjects correlated 0.6, answer 10 questions a subject (few:
  // each subject alone says little); the ability given is the prior's mean for everyone.
  const rng = createRng(45);
  const subjects = ["physics", "chemistry", "mathematics"];
  const truth = Array.from({ length: 150 }, () => {
    const general = normal(rng);
    return subjects.map(() => Math.sqrt(0.6) * general + Math.sqrt(0.4) * normal(rng));
  });
  const questions = Array.from({ length: 30 }, (_, i): SuspectQuestion => {
    const subject = i % 3;
    const b = (i % 7) - 3;
    return question(
      `bank:${i}`,
      truth.map((t, s) => ({
        pick: rng() < logistic(1.7 * (t[subject]! - b)) ? 0 : 1 + Math.floor(rng() * 3),
        ability: 0,
        who: `${s}:${subjects[subject]}`,
        student: `${s}`,
      })),
    );
  });
  const closeness = (list: readonly SuspectQuestion[]) => {
    const xs = list.flatMap((q) => q.answers.map((a) => a.ability));
    const ts = list.flatMap((q, i) => q.answers.map((_, s) => truth[s]![i % 3]!));
    const mx = xs.reduce((n, x) => n + x, 0) / xs.length;
    const mt = ts.reduce((n, t) => n + t, 0) / ts.length;
    let sxt = 0;
    let sxx = 0;
    let stt = 0;
    xs.forEach((x, i) => {
      sxt += (x - mx) * (ts[i]! - mt);
      sxx += (x - mx) ** 2;
      stt += (ts[i]! - mt) ** 2;
    });
    return sxt / Math.sqrt(sxx * stt);
  };

  it("come closer to the truth than each subject refined alone", () => {
    const alone = refineAbilities(questions, MIN_ANSWERS, null, false);
    const pooled = refineAbilities(questions, MIN_ANSWERS, null, true);
    expect(closeness(pooled)).toBeGreaterThan(closeness(alone) + 0.02);
  });

  it("answers that do not say whose they are refine each subject alone", () => {
    const unnamed = questions.map((q) => ({
      ...q,
      answers: q.answers.map(({ pick, ability, who }) => ({ pick, ability, who })),
    }));
    const abilities = (list: readonly SuspectQuestion[]) =>
      list.map((q) => q.answers.map((a) => a.ability));
    expect(abilities(refineAbilities(unnamed, MIN_ANSWERS))).toEqual(
      abilities(refineAbilities(questions, MIN_ANSWERS, null, false)),
    );
  });
});

describe("a seeded population with planted faults (the full run: scripts/learning/suspects.ts)", () => {
  const trial = suspectsTrial(
    syntheticBank(250, ["mathematics", "physics", "chemistry", "english", "computer"]),
    {
      seed: 17,
      students: 400,
      answersPerQuestion: 200,
      wrongKeys: 10,
      attractive: 10,
      attractiveShare: [0.4, 0.6],
    },
  );

  // Decision 423: "check the key" asks for stronger evidence than "check the distractor", so a
  // wrong key the answers cannot tell from a strong distractor is found but not named.
  it("every planted wrong key is found, most named as the key; no distractor is named so", () => {
    expect(trial.found.wrongKey).toBe(trial.planted.wrongKey);
    const named = (kind: string) =>
      trial.truths.filter(
        (t) =>
          t.fault?.kind === kind &&
          trial.flagged.get(t.id)?.reasons.some((r) => r.code === "check-key"),
      ).length;
    expect(named("wrong-key")).toBeGreaterThanOrEqual(0.7 * trial.planted.wrongKey);
    expect(named("attractive-distractor")).toBe(0);
  });

  it("most attractive distractors are found; at most 5% of clean questions are flagged", () => {
    expect(trial.found.attractive).toBeGreaterThanOrEqual(7);
    expect(trial.cleanFlagged / trial.clean).toBeLessThanOrEqual(0.05);
  });
});

describe("the fits (decision 429)", () => {
  it("answers alike in ability and pick are counted once, weighed by their number: the same fit", () => {
    const list = answers(150, 91, (rng) => (rng() < 0.5 ? 0 : 2)).map((a) => ({
      ...a,
      ability: Math.round(a.ability * 4) / 4,
    }));
    const grouped = prepare(list, 4, [0]);
    // The same answers, each ability moved by a trillionth so that none is grouped with another.
    const apart = prepare(
      list.map((a, i) => ({ ...a, ability: a.ability + i * 1e-12 })),
      4,
      [0],
    );
    expect(grouped.levels.length).toBeLessThan(30);
    expect(apart.levels.length).toBe(150);
    for (const drawn of [null, 2]) {
      const a = fitKnowing(grouped, { drawn });
      const b = fitKnowing(apart, { drawn });
      expect(b.logLikelihood).toBeCloseTo(a.logLikelihood, 6);
      expect(b.slope).toBeCloseTo(a.slope, 6);
      expect(b.share).toBeCloseTo(a.share, 6);
    }
  });

  it("the accelerated EM reaches a maximum: no start found fits better", () => {
    const q = prepare(
      answers(300, 92, (rng) => (rng() < 0.4 ? 2 : 0), 0.5),
      4,
      [0],
    );
    const fit = fitKnowing(q, { drawn: 2 });
    for (const startShare of [0.05, 0.3, 0.6, 0.9]) {
      const other = fitKnowing(q, { drawn: 2, startShare });
      expect(other.logLikelihood).toBeLessThanOrEqual(fit.logLikelihood + 0.01);
    }
    expect(fit.share).toBeGreaterThan(0.25);
    expect(fit.share).toBeLessThan(0.55);
  });
});
