// The build replaces progress-schemas.ts and login-schemas.ts by plain checks written from their
// schemas (decisions 93 and 293). Here the modules the build writes are held to zod itself on the
// progress pages' answers (with real questions of the entrance bank in the review queue, a
// finished attempt's review and the next step), the login's, and on each of their keys dropped or made odd: the same answer
// (accepted or not), and the same value when accepted.
import { describe, expect, it } from "vitest";
import { compiledChecks, entranceBank, sameAnswer, type Parser } from "../test/compiled-checks";
import * as loginSchemas from "./login-schemas";
import * as progressSchemas from "./progress-schemas";

/** Each key of `value` dropped or made odd. */
function oddVariants(value: Record<string, unknown>): Record<string, unknown>[] {
  const odd = [undefined, null, 0, -1, 1.5, NaN, "", "x", true, [], {}];
  return Object.keys(value).flatMap((key) => odd.map((v) => ({ ...value, [key]: v })));
}

const answerOf = (module: Record<string, unknown>, name: string) =>
  (module[name] as { responses: Record<string, Parser> }).responses["200"]!;

const withMaths = entranceBank().questions.filter((q) => q.math || q.figure);
const questions = withMaths.slice(0, 30).map((q) => ({ ...q, bank: "entrance" }));

const tally = {
  attempts: 20,
  answered: 400,
  correct: 251,
  accuracy: 0.6275,
  average_seconds: 41.5,
};
const progress = {
  totals: tally,
  by_mode: [{ mode: "entrance", ...tally }],
  by_category: [{ category: "Mathematics", ...tally }],
  by_topic: [{ topic: "Limits", ...tally }],
  by_day: [{ day: "2026-11-20", answered: 40, correct: 25, accuracy: 0.625 }],
  not_tried: { categories: ["Physics"], topics: ["Optics"] },
  today: "2026-11-27",
};
const attempt = {
  id: "4f0c6a9e-2b7d-4d1e-9a53-0c1b2d3e4f50",
  mode: "entrance",
  source: "entrance",
  title: "Entrance test",
  label: { kind: "entrance" },
  score: 61,
  total: 100,
  started_at: "2026-11-26T08:00:00.000Z",
  finished_at: "2026-11-26T10:00:00.000Z",
};
const reviewed = questions.map((q, n) => ({
  ...q,
  pick: n % 3 ? null : "A",
  correct: n % 2 === 0,
  seconds: 30 + n,
}));
const passages = [{ id: "p1", title: "A passage", text: "Read this.", math: withMaths[0]!.math }];
const review = { due: 30, questions, waiting: 4, next_due: "2026-11-28", today: "2026-11-27" };
const nextStep = {
  paper: "csit",
  questions: 10,
  reviews: 2,
  subjects: [
    { subject: "Mathematics", questions: 6, answers: 120 },
    { subject: "Physics", questions: 4, answers: 4 },
  ],
};
const estimate = {
  expected: 61.5,
  low: 52,
  high: 70,
  subjects: [{ subject: "Mathematics", answers: 120, tried: true, expected: 30, max: 50 }],
  untried: ["English"],
  few: [{ subject: "Physics", answers: 4 }],
  narrow: { answers: 50, width: 12.5 },
};
const paper = {
  paper: "csit",
  weights: [{ subject: "Mathematics", marks: 50 }],
  max: 100,
  pass_marks: 35,
  answers: 400,
  estimate,
  missing: [{ subject: "English", answers: 0, needed: 20 }],
  min_answers: 20,
};
const user = {
  id: 7,
  name: "Sita",
  email: "sita@example.com",
  role: "student",
  email_verified: false,
  language: "ne",
};

const cases: Array<[string, Record<string, unknown>, unknown[], unknown[]]> = [
  [
    "getProgress",
    progressSchemas,
    [progress, { ...progress, by_mode: [], by_day: [] }],
    [{ ...progress, by_mode: [{ mode: "other", ...tally }] }, ...oddVariants(progress)],
  ],
  [
    "getAttempts",
    progressSchemas,
    [
      { attempts: [attempt], next_before: attempt.started_at },
      { attempts: [], next_before: null },
    ],
    [
      {},
      ...oddVariants(attempt).map((a) => ({ attempts: [a], next_before: null })),
      ...oddVariants({ attempts: [attempt], next_before: null }),
    ],
  ],
  [
    "getReview",
    progressSchemas,
    [review, { ...review, questions: [], next_due: null }],
    [
      ...oddVariants(review),
      ...oddVariants(questions[0]!).map((q) => ({ ...review, questions: [q] })),
    ],
  ],
  [
    "getReadiness",
    progressSchemas,
    [
      { papers: [paper, { ...paper, estimate: null }], next_step: nextStep },
      { papers: [], next_step: null },
    ],
    [
      { papers: null, next_step: null },
      ...oddVariants(paper).map((p) => ({ papers: [p], next_step: null })),
      ...oddVariants(estimate).map((e) => ({
        papers: [{ ...paper, estimate: e }],
        next_step: null,
      })),
      ...oddVariants(nextStep).map((n) => ({ papers: [paper], next_step: n })),
      ...oddVariants(nextStep.subjects[0]!).map((s) => ({
        papers: [paper],
        next_step: { ...nextStep, subjects: [s] },
      })),
    ],
  ],
  [
    "getAttemptReview",
    progressSchemas,
    [
      { attempt, questions: reviewed },
      { attempt, questions: [...reviewed, { ...reviewed[0]!, withdrawn: true }], passages },
    ],
    [
      { attempt, questions: [{ ...reviewed[0]!, withdrawn: false }] },
      ...oddVariants(reviewed[0]!).map((q) => ({ attempt, questions: [q] })),
      ...oddVariants({ attempt, questions: reviewed, passages }),
    ],
  ],
  [
    "getNextStep",
    progressSchemas,
    [{ questions, why: [{ reason: "gain", subject: "Mathematics", chance: 0.4 }] }],
    [{ questions, why: [{ reason: "luck", subject: "Mathematics", chance: 0.4 }] }, {}],
  ],
  [
    "getWeakTopics",
    progressSchemas,
    [{ categories: ["Mathematics"], questions }],
    [{ categories: [1], questions }, { categories: [] }],
  ],
  [
    "getMe",
    loginSchemas,
    [{ user }, { user: { ...user, language: null } }, { user: { ...user, language: undefined } }],
    [{}, ...oddVariants(user).map((u) => ({ user: u }))],
  ],
];

describe("the progress page's and the login's answers, compiled, check as zod does", () => {
  it.each(cases)(
    "%s: accepts what zod accepts and refuses what it refuses",
    (name, zodModule, good, bad) => {
      const compiledAnswer = answerOf(compiledChecks(zodModule), name);
      const zodAnswer = answerOf(zodModule, name);
      for (const value of good) expect(sameAnswer(zodAnswer, compiledAnswer, value)).toBe(true);
      // Each odd value gets zod's answer; most are refused.
      const kept = bad.filter((value) => sameAnswer(zodAnswer, compiledAnswer, value));
      expect(kept.length).toBeLessThan(bad.length / 2);
    },
  );
});
