import { describe, expect, it } from "vitest";
import * as ss from "simple-statistics";
import {
  analyseExam,
  analysePapers,
  analysisSteps,
  extremeGroups,
  rankOrder,
  thirdsOf,
  type AnalysedQuestion,
  type Paper,
  type Response,
} from "./item-analysis";
import { judgeQuestions } from "./content-suspects";
import { kr20, scoreHistogram } from "./paper-figures";
import { createRng } from "./random";
import { simulateAnswer, simulateBank, simulateStudents, syntheticBank } from "./simulate";

const ONE_MARK = { correct: 100, wrong: 0 };
const question = (
  key: number[],
  category = "mathematics",
  marks = ONE_MARK,
  dropped = false,
): AnalysedQuestion => ({ options: 4, key: { accepted: key, dropped }, marks, category });

/*
 * Six candidates, four questions (options 0-3), one mark each. Q3's key is planted wrong (1; the
 * abler candidates chose 0).
 *
 *        Q1 Q2 Q3 Q4   verdicts   total
 *   c0    0  0  0  0   r r w r      3
 *   c1    0  0  0  1   r r w w      2
 *   c2    0  0  0  -   r r w -      2
 *   c3    0  1  0  0   r w w r      2
 *   c4    1  -  1  2   w - r w      1
 *   c5    2  1  2  2   w w w w      0
 *
 * Order: c0, then c1 c2 c3 tied at 2 in the order given, c4, c5. Thirds (round(6/3) = 2): top
 * {c0, c1}, middle {c2, c3}, bottom {c4, c5}; 27% groups (round(1.62) = 2): {c0, c1} and {c4, c5}.
 *
 * Q1: right 1 1 1 1 0 0, rest 2 1 1 1 1 0. Means 2/3 and 1; Sxy = 1/3(1) + (-2/3)(-1) = 1,
 *     Sxx = 4/3, Syy = 2: r = 1 / sqrt(8/3) = 0.61237. Facility 4/6; D = 2/2 - 0/2 = 1.
 * Q2: right 1 1 1 0 0 0, rest 2 1 1 2 1 0. Means 1/2 and 7/6; Sxy = 1/2(3/6) - 1/2(-3/6) = 1/2,
 *     Sxx = 3/2, Syy = 17/6: r = 0.5 / sqrt(4.25) = 0.24254. Omit 1/6; D = 1 - 0 = 1.
 * Q3: right 0 0 0 0 1 0, rest 3 2 2 2 0 0. Means 1/6 and 3/2; Sxy = -1/6(1.5) + 5/6(-1.5) = -1.5,
 *     Sxx = 5/6, Syy = 7.5: r = -1.5 / 2.5 = -0.6. Facility 1/6; D = 0 - 1/2 = -0.5; the top
 *     third chose 0 twice and the key never: check the key.
 * Q4: right 1 0 0 1 0 0, rest 2 2 2 1 1 0. Means 1/3 and 4/3; Sxy = 2/9 + 1/9 = 1/3, Sxx = 4/3,
 *     Syy = 10/3: r = 1 / sqrt(40) = 0.15811. D = 1/2 - 0 = 0.5.
 * Paper: mean 10/6, median 2, sample SD sqrt(5.3333 / 5) = 1.03280.
 * KR-20: sum pq = 8/36 + 9/36 + 5/36 + 8/36 = 5/6; var(number right) = 5.3333 / 6 = 8/9;
 *     4/3 (1 - (5/6) / (8/9)) = 4/3 x 1/16 = 1/12.
 */
const handQuestions = [
  question([0]),
  question([0]),
  question([1], "physics"),
  question([0], "english"),
];
const handResponses: Response[][] = [
  [0, 0, 0, 0],
  [0, 0, 0, 1],
  [0, 0, 0, null],
  [0, 1, 0, 0],
  [1, null, 1, 2],
  [2, 1, 2, 2],
];

describe("item analysis worked by hand", () => {
  const analysis = analyseExam(handQuestions, handResponses, 6);
  const [q1, q2, q3, q4] = analysis.questions;

  it("scores, orders and groups the candidates; ties keep the order given", () => {
    expect(analysis.totals).toEqual([300, 200, 200, 200, 100, 0]);
    const order = rankOrder(analysis.totals);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(thirdsOf(order)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(extremeGroups(order)).toEqual([
      [0, 1],
      [4, 5],
    ]);
    // Given in another order, the tied candidates swap groups but the groups keep their sizes.
    expect(thirdsOf(rankOrder([200, 300, 200, 200, 100, 0]))).toEqual([
      [1, 0],
      [2, 3],
      [4, 5],
    ]);
  });

  it("facility, omit rate, point-biserial with the rest, and the 27% index", () => {
    expect(q1).toMatchObject({ state: "analysed", candidates: 6, omitRate: 0, discrimination: 1 });
    expect(q1!.facility).toBeCloseTo(4 / 6, 10);
    expect(q1!.pointBiserial).toBeCloseTo(Math.sqrt(3 / 8), 10);
    expect(q2!.facility).toBe(0.5);
    expect(q2!.omitRate).toBeCloseTo(1 / 6, 10);
    expect(q2!.pointBiserial).toBeCloseTo(0.5 / Math.sqrt(4.25), 10);
    expect(q2!.discrimination).toBe(1);
    expect(q3!.pointBiserial).toBeCloseTo(-0.6, 10);
    expect(q3!.discrimination).toBe(-0.5);
    expect(q4!.pointBiserial).toBeCloseTo(1 / Math.sqrt(40), 10);
    expect(q4!.discrimination).toBe(0.5);
  });

  it("counts each option in the top, middle and bottom thirds", () => {
    expect(q2!.thirds).toEqual({
      top: { chose: [2, 0, 0, 0], unanswered: 0 },
      middle: { chose: [1, 1, 0, 0], unanswered: 0 },
      bottom: { chose: [0, 1, 0, 0], unanswered: 1 },
    });
    expect(q4!.thirds.bottom).toEqual({ chose: [0, 0, 2, 0], unanswered: 0 });
  });

  it("flags with a reason: the wrong key, an option nobody chose", () => {
    expect(q3!.flags).toEqual([
      { code: "check-key", option: 0 },
      { code: "negative-discrimination" },
      { code: "too-hard" },
      { code: "unused-distractor", option: 3 },
    ]);
    expect(q1!.flags).toEqual([{ code: "unused-distractor", option: 3 }]);
    expect(q2!.flags).toEqual([
      { code: "unused-distractor", option: 2 },
      { code: "unused-distractor", option: 3 },
    ]);
    expect(q4!.flags).toEqual([{ code: "unused-distractor", option: 3 }]);
  });

  it("the paper: mean, median, sample SD, KR-20, histogram and sections", () => {
    const paper = analysis.paper;
    expect(paper.candidates).toBe(6);
    expect(paper.mean).toBeCloseTo(10 / 6, 10);
    expect(paper.median).toBe(2);
    expect(paper.sd).toBeCloseTo(Math.sqrt(5.3333333333 / 5), 8);
    expect(paper.kr20).toBeCloseTo(1 / 12, 10);
    expect(paper.maxMarks).toBe(4);
    expect(paper.histogram).toEqual([
      { from: 0, to: 1, count: 1 },
      { from: 1, to: 2, count: 1 },
      { from: 2, to: 3, count: 3 },
      { from: 3, to: 4, count: 1 },
    ]);
    expect(paper.sections).toEqual([
      { category: "mathematics", mean: 7 / 6, max: 2 },
      { category: "physics", mean: 1 / 6, max: 1 },
      { category: "english", mean: 2 / 6, max: 1 },
    ]);
  });

  it("below the minimum of candidates: every figure, no flag, and the state says why", () => {
    const few = analyseExam(handQuestions, handResponses);
    expect(few.questions.map((q) => q.state)).toEqual(Array(4).fill("too-few-candidates"));
    expect(few.questions.every((q) => q.flags.length === 0)).toBe(true);
    expect(few.questions[2]!.pointBiserial).toBeCloseTo(-0.6, 10);
  });
});

describe("item analysis after a correction", () => {
  it("the corrected key moves the totals and clears the flag", () => {
    const corrected = handQuestions.map((q, j) => (j === 2 ? question([0], "physics") : q));
    const analysis = analyseExam(corrected, handResponses, 6);
    // c4 chose 1 there, now wrong: 1 -> 0.
    expect(analysis.totals).toEqual([400, 300, 300, 300, 0, 0]);
    expect(analysis.questions[2]!.flags.map((f) => f.code)).not.toContain("check-key");
    expect(analysis.questions[2]!.pointBiserial).toBeGreaterThan(0);
  });

  it("a dropped question gives everyone its marks (negative marking kept elsewhere) and is not judged", () => {
    const cee = { correct: 100, wrong: 25 };
    const questions = [
      question([0], "biology", cee),
      question([0], "biology", cee, true),
      question([0], "biology", cee),
    ];
    const analysis = analyseExam(
      questions,
      [
        [0, 1, 1], // 1 + 1 (dropped) - 0.25
        [1, null, null], // -0.25 + 1
        [0, 0, 0], // 3
      ],
      1,
    );
    expect(analysis.totals).toEqual([175, 75, 300]);
    expect(analysis.questions[1]).toMatchObject({
      state: "dropped",
      facility: null,
      pointBiserial: null,
      flags: [],
    });
    // The examiner still sees what was chosen.
    expect(analysis.questions[1]!.thirds.top.chose).toEqual([1, 0, 0, 0]);
    // KR-20 is taken over the two questions left: rights [1, 0, 2] -> pq = 2/9 + 2/9, var = 2/3.
    expect(analysis.paper.kr20).toBeCloseTo(2 * (1 - 4 / 9 / (2 / 3)), 10);
  });

  it("several accepted options count as right for the facility and the check-key count", () => {
    const analysis = analyseExam([question([0, 2])], [[0], [2], [2], [1], [2], [3]], 3);
    expect(analysis.questions[0]!.facility).toBeCloseTo(4 / 6, 10);
    expect(analysis.questions[0]!.flags.map((f) => f.code)).not.toContain("check-key");
  });
});

describe("papers drawn from a pool", () => {
  it("a question not on a paper counts neither way; KR-20 is not given", () => {
    const analysis = analyseExam(
      [question([0]), question([0])],
      [
        [0, undefined],
        [undefined, 0],
        [1, 0],
      ],
      1,
    );
    expect(analysis.questions.map((q) => q.candidates)).toEqual([2, 2]);
    expect(analysis.questions[0]!.facility).toBe(0.5);
    expect(analysis.paper.kr20).toBeNull();
    expect(analysis.paper.maxMarks).toBe(2);
  });
});

describe("the figures agree with simple-statistics on a seeded exam", () => {
  const truths = simulateBank(syntheticBank(40, ["mathematics", "physics"]), { seed: 7 });
  const students = simulateStudents(120, ["mathematics", "physics"], 8);
  const rng = createRng(9);
  const responses = students.map((s) =>
    truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.1)),
  );
  const questions = truths.map((t) => question([t.keyed], t.subject));
  const analysis = analyseExam(questions, responses);

  it("mean, median and sample SD of the scores", () => {
    const marks = analysis.totals.map((t) => t / 100);
    expect(analysis.paper.mean).toBeCloseTo(ss.mean(marks), 10);
    expect(analysis.paper.median).toBeCloseTo(ss.median(marks), 10);
    expect(analysis.paper.sd).toBeCloseTo(ss.sampleStandardDeviation(marks), 10);
  });

  it("each point-biserial is Pearson's r of right/not with the rest of the paper", () => {
    questions.forEach((q, j) => {
      const right = responses.map((row) => (row[j] === q.key.accepted[0] ? 1 : 0));
      const rest = analysis.totals.map((t, c) => t / 100 - right[c]!);
      expect(analysis.questions[j]!.pointBiserial).toBeCloseTo(
        ss.sampleCorrelation(right, rest),
        10,
      );
    });
  });

  it("KR-20 equals Cronbach's alpha from item and total variances", () => {
    const items = questions.map((q, j) =>
      responses.map((row) => (row[j] === q.key.accepted[0] ? 1 : 0)),
    );
    const k = items.length;
    const itemVariance = ss.sum(items.map((x) => ss.variance(x)));
    const totalVariance = ss.variance(analysis.totals.map((t) => t / 100));
    const alpha = (k / (k - 1)) * (1 - itemVariance / totalVariance);
    expect(analysis.paper.kr20).toBeCloseTo(alpha, 10);
    // A real paper of 40 questions measures something: reliability well above zero.
    expect(analysis.paper.kr20!).toBeGreaterThan(0.7);
  });

  it("the histogram counts every candidate once", () => {
    expect(ss.sum(analysis.paper.histogram.map((b) => b.count))).toBe(120);
  });
});

describe("score histograms", () => {
  it("a 100-mark paper in bins of 5; the full score is in the last bin", () => {
    const bins = scoreHistogram([0, 4.99, 5, 99.5, 100], 0, 100);
    expect(bins).toHaveLength(20);
    expect(bins[0]).toEqual({ from: 0, to: 5, count: 2 });
    expect(bins[1]!.count).toBe(1);
    expect(bins[19]).toEqual({ from: 95, to: 100, count: 2 });
  });

  it("negative marks start the bins below zero", () => {
    // 42.5 marks of range: bins of 5 (the round width above 42.5 / 20), from -5.
    const bins = scoreHistogram([-2.5, 0, 38], -2.5, 40);
    expect(bins[0]).toEqual({ from: -5, to: 0, count: 1 });
    expect(bins.at(-1)!.to).toBeGreaterThanOrEqual(40);
    expect(ss.sum(bins.map((b) => b.count))).toBe(3);
  });

  it("KR-20 needs two questions and some spread", () => {
    expect(kr20([["right"], ["wrong"]])).toBeNull();
    expect(
      kr20([
        ["right", "right"],
        ["right", "right"],
      ]),
    ).toBeNull();
  });
});

describe("a seeded exam with keys planted wrong", () => {
  // A 100-question paper of the entrance's shape sat by 60 candidates who may guess.
  const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
  const truths = simulateBank(syntheticBank(100, subjects), {
    seed: 41,
    wrongKeys: 3,
    guess: true,
  });
  const students = simulateStudents(60, subjects, 42);
  const rng = createRng(43);
  const responses = students.map((s) =>
    truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.05)),
  );
  const analysis = analyseExam(
    truths.map((t) => question([t.keyed], t.subject)),
    responses,
  );

  it("each wrong key is flagged 'check the key', naming the right option", () => {
    truths.forEach((t, j) => {
      if (t.fault?.kind !== "wrong-key") return;
      expect(analysis.questions[j]!.flags).toContainEqual({ code: "check-key", option: t.answer });
    });
  });

  it("few sound questions are flagged for the key or for discrimination", () => {
    const falseFlags = truths.filter(
      (t, j) =>
        !t.fault &&
        analysis.questions[j]!.flags.some(
          (f) => f.code === "check-key" || f.code === "negative-discrimination",
        ),
    );
    expect(falseFlags.length).toBeLessThanOrEqual(10);
  });
});

describe("from 100 candidates, 'check the key' only where the answers name the option (decision 424)", () => {
  // 200 candidates who may guess; two keys planted wrong and six distractors drawing 40-60% of
  // those who know: the top third may prefer such a distractor to the key, but the key still draws
  // some of those who know.
  const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
  const truths = simulateBank(syntheticBank(100, subjects), {
    seed: 51,
    wrongKeys: 2,
    attractive: 6,
    attractiveShare: [0.4, 0.6],
    guess: true,
  });
  const students = simulateStudents(200, subjects, 52);
  const rng = createRng(53);
  const responses = students.map((s) =>
    truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.05)),
  );
  const analysis = analyseExam(
    truths.map((t) => question([t.keyed], t.subject)),
    responses,
  );
  const codes = (j: number) => analysis.questions[j]!.flags.map((f) => f.code);

  it("a strong distractor is never 'check the key'; a wrong key is still flagged", () => {
    const strong = truths.flatMap((t, j) => (t.fault?.kind === "attractive-distractor" ? [j] : []));
    expect(strong).toHaveLength(6);
    for (const j of strong) expect(codes(j)).not.toContain("check-key");
    const wrong = truths.flatMap((t, j) => (t.fault?.kind === "wrong-key" ? [j] : []));
    for (const j of wrong)
      expect(
        codes(j).some((c) =>
          ["check-key", "check-distractor", "negative-discrimination"].includes(c),
        ),
      ).toBe(true);
  });

  it("no sound question is 'check the key'", () => {
    truths.forEach((t, j) => {
      if (!t.fault) expect(codes(j)).not.toContain("check-key");
    });
  });
});

describe("from 100 candidates, the content suspects' rules flag the exam (decision 429)", () => {
  // 300 candidates who may guess; two keys planted wrong and six distractors drawing 40-60% of
  // those who know.
  const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
  const truths = simulateBank(syntheticBank(100, subjects), {
    seed: 71,
    wrongKeys: 2,
    attractive: 6,
    attractiveShare: [0.4, 0.6],
    guess: true,
  });
  const students = simulateStudents(300, subjects, 72);
  const rng = createRng(73);
  const responses = students.map((s) =>
    truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.05)),
  );
  const questions = truths.map((t) => question([t.keyed], t.subject));
  const analysis = analyseExam(questions, responses);
  const keyFlags = (j: number) =>
    analysis.questions[j]!.flags.filter(
      (f) => f.code === "check-key" || f.code === "check-distractor",
    );

  it("flags the options the content suspects flag on the same answers, rest score as ability", () => {
    const judged = judgeQuestions(
      questions.map((q, j) => {
        const rest = responses.map(
          (row, c) => analysis.totals[c]! - (row[j] === q.key.accepted[0] ? 100 : 0),
        );
        const m = ss.mean(rest);
        const sd = ss.standardDeviation(rest);
        return {
          id: String(j),
          options: 4,
          key: q.key,
          answers: responses.map((row, c) => ({
            pick: row[j] ?? null,
            ability: (rest[c]! - m) / sd,
          })),
        };
      }),
    );
    judged.forEach((report, j) => {
      const options = report.reasons.flatMap((r) => (r.option === null ? [] : [r.option]));
      expect(
        keyFlags(j)
          .map((f) => (f as { option: number }).option)
          .sort(),
      ).toEqual(options.sort());
    });
  });

  it("finds strong distractors as 'check the distractor', never as the key; few sound ones flagged", () => {
    const strong = truths.flatMap((t, j) =>
      t.fault?.kind === "attractive-distractor" ? [{ j, option: t.fault.option }] : [],
    );
    const found = strong.filter(({ j, option }) =>
      keyFlags(j).some((f) => f.code === "check-distractor" && f.option === option),
    );
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const { j } of strong) expect(keyFlags(j).map((f) => f.code)).not.toContain("check-key");
    truths.forEach((t, j) => {
      if (t.fault?.kind === "wrong-key") expect(keyFlags(j).length).toBeGreaterThan(0);
    });
    const soundFlagged = truths.filter((t, j) => !t.fault && keyFlags(j).length > 0);
    expect(soundFlagged.length).toBeLessThanOrEqual(3);
  });
});

describe("item analysis in steps", () => {
  it("readies the questions for judging 16 at a time, not the whole pool in one step", () => {
    // 320 questions on 2 papers: too few candidates to judge, so the steps are mostly those of
    // readying the questions (320 / 16) and of their figures (320 / 16); made in one step, the
    // readying gave 20 fewer.
    const questions = Array.from({ length: 320 }, (_, j) => question([j % 4]));
    const papers: Paper[] = [0, 1].map((c) => questions.map((_, j) => [j, (c + j) % 4] as const));
    const steps = analysisSteps(questions, papers);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields += 1;
    expect(yields).toBeGreaterThanOrEqual(40);
    expect(next.value).toEqual(analysePapers(questions, papers));
  });

  it("fits one question's answers a step, for the prior's slopes as for the judging", () => {
    // 40 questions, 200 candidates (over the minimum of answers): each question fitted twice.
    const rng = createRng(67);
    const questions = Array.from({ length: 40 }, (_, j) => question([j % 4]));
    const papers: Paper[] = Array.from({ length: 200 }, () =>
      questions.map((_, j) => [j, Math.floor(rng() * 4)] as const),
    );
    const steps = analysisSteps(questions, papers);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields += 1;
    expect(yields).toBeGreaterThanOrEqual(80);
    expect(next.value).toEqual(analysePapers(questions, papers));
  });
});
