import { describe, expect, it } from "vitest";
import { chanceRight, replayAttempts, updateAttempt, type KeptAttempt } from "./learner-model";
import { nextStep, nextStepFromAttempts, topicGains, type PoolQuestion } from "./next-step";

const DAY = 86_400_000;
const at = (mean: number) => ({ mean, variance: 0.05, count: 100, at: 0 });

/** Questions of a topic at difficulties -2 to 2 by 0.1: several in every band of chance. */
function topic(subject: string, name: string): PoolQuestion[] {
  return Array.from({ length: 41 }, (_, i) => ({
    id: `${subject}:${name}:${i}`,
    subject,
    topic: name,
    difficulty: { mean: -2 + i * 0.1, variance: 0.05, count: 200 },
  }));
}

const pool = [
  ...topic("mathematics", "calculus"),
  ...topic("mathematics", "sets"),
  ...topic("english", "tag questions"),
  ...topic("biology", "cells"),
];
const paperMarks = { mathematics: 25, english: 15 };

describe("practise next", () => {
  it("ten questions from the topics of largest expected gain, each right 60-75% of the time", () => {
    const set = nextStep({
      paperMarks,
      abilities: { mathematics: at(0), english: at(2) },
      pool,
      due: [],
      recent: new Set(),
      now: 0,
    });
    expect(set).toHaveLength(10);
    expect(set.every((q) => q.reason === "gain")).toBe(true);
    expect(set.every((q) => q.chance >= 0.6 && q.chance <= 0.75)).toBe(true);
    // Mathematics weighs more and the student is weaker there: most of the set.
    const maths = set.filter((q) => q.subject === "mathematics").length;
    expect(maths).toBeGreaterThanOrEqual(7);
    // Both mathematics topics are practised, not one ten times.
    expect(new Set(set.map((q) => q.topic)).size).toBeGreaterThanOrEqual(2);
    // A subject not in the paper is never offered.
    expect(set.some((q) => q.subject === "biology")).toBe(false);
    expect(new Set(set.map((q) => q.id)).size).toBe(10);
  });

  it("a topic's gain is its weight in the paper times the chance of a wrong answer", () => {
    const gains = topicGains({
      paperMarks,
      abilities: { mathematics: at(0), english: at(0) },
      pool,
    });
    const calculus = gains.find((g) => g.topic === "calculus")!;
    expect(calculus.weight).toBe(12.5);
    const expected =
      calculus.questions.reduce((s, q) => s + chanceRight(at(0), q.difficulty), 0) / 41;
    expect(calculus.chance).toBeCloseTo(expected, 12);
    expect(gains.find((g) => g.topic === "tag questions")!.weight).toBe(15);
  });

  it("due reviews come first, most overdue first, at most three in ten; cards not due wait", () => {
    const set = nextStep({
      paperMarks,
      abilities: { mathematics: at(0), english: at(0) },
      pool,
      due: [
        { id: "english:tag questions:3", due: 5 * DAY },
        { id: "mathematics:sets:1", due: 1 * DAY },
        { id: "mathematics:sets:2", due: 2 * DAY },
        { id: "mathematics:sets:4", due: 3 * DAY },
        { id: "mathematics:calculus:9", due: 20 * DAY },
        { id: "gone:1", due: 0 },
      ],
      recent: new Set(),
      now: 10 * DAY,
    });
    expect(set.slice(0, 3).map((q) => [q.id, q.reason])).toEqual([
      ["mathematics:sets:1", "review"],
      ["mathematics:sets:2", "review"],
      ["mathematics:sets:4", "review"],
    ]);
    expect(set.slice(3).every((q) => q.reason === "gain")).toBe(true);
    expect(set.map((q) => q.id)).not.toContain("mathematics:calculus:9");
    expect(set).toHaveLength(10);
  });

  it("questions answered lately are not new ground; out of band, the nearest to it", () => {
    const small = topic("mathematics", "sets").slice(0, 3); // difficulties -2, -1.9, -1.8
    const set = nextStep({
      paperMarks,
      abilities: { mathematics: at(0) },
      pool: small,
      due: [],
      recent: new Set([small[2]!.id]),
      now: 0,
    });
    // Two left, both easier than the band: the harder of them first.
    expect(set.map((q) => q.id)).toEqual([small[1]!.id, small[0]!.id]);
    expect(set[0]!.chance).toBeGreaterThan(0.75);
  });

  it("a student never seen (a guest with nothing kept) still gets a set, from the priors", () => {
    const set = nextStep({
      paperMarks,
      abilities: {},
      pool,
      due: [],
      recent: new Set(),
      now: 0,
      seed: 3,
    });
    expect(set).toHaveLength(10);
    expect(
      nextStep({ paperMarks, abilities: {}, pool, due: [], recent: new Set(), now: 0, seed: 3 }),
    ).toEqual(set);
  });
});

describe("practise next from the answers a browser keeps (a guest)", () => {
  // A bank of 200: 50 mathematics, 50 physics, 50 chemistry, 30 english, 20 computer.
  const counts: Array<[string, number]> = [
    ["mathematics", 50],
    ["physics", 50],
    ["chemistry", 50],
    ["english", 30],
    ["computer", 20],
  ];
  let next = 0;
  const questions = counts.flatMap(([category, n]) =>
    Array.from({ length: n }, () => ({ id: ++next, category })),
  );
  const csit = { mathematics: 25, physics: 25, chemistry: 25, english: 15, computer: 10 };
  const idsOf = (category: string) =>
    questions.filter((q) => q.category === category).map((q) => q.id);
  const answers = (category: string, count: number, right: boolean) =>
    idsOf(category)
      .slice(0, count)
      .map((id) => ({ question: `entrance:${id}`, subject: category, right }));
  const now = 30 * DAY;
  /** The next step on the CSIT paper from the whole entrance bank, as the server asks it. */
  const entranceStep = (attempts: readonly KeptAttempt[], seed?: number) =>
    nextStepFromAttempts({ paperMarks: csit, bank: "entrance", questions, attempts, now, seed });

  it("with no answers kept, ten questions over the heavy subjects, as the server gives a new student", () => {
    const set = entranceStep([]);
    expect(set).toHaveLength(10);
    expect(set.every((q) => q.reason === "gain" && q.id.startsWith("entrance:"))).toBe(true);
    expect(new Set(set.slice(0, 3).map((q) => q.subject))).toEqual(
      new Set(["mathematics", "physics", "chemistry"]),
    );
  });

  it("turns to the subject the guest gets wrong, leaving out what was answered lately", () => {
    const attempts = [
      {
        at: now - DAY,
        answers: [
          ...answers("mathematics", 15, false),
          ...answers("physics", 15, true),
          ...answers("chemistry", 15, true),
        ],
      },
    ];
    const set = entranceStep(attempts);
    expect(set).toHaveLength(10);
    const maths = set.filter((q) => q.subject === "mathematics");
    expect(maths.length).toBeGreaterThan(set.filter((q) => q.subject === "physics").length);
    expect(maths.length).toBeGreaterThanOrEqual(4);
    const answered = new Set(attempts[0]!.answers.map((a) => a.question));
    expect(set.some((q) => answered.has(q.id))).toBe(false);
    // A paper of mathematics alone, whose 15 questions were all answered: nothing new within 3
    // days, all of them again after a week.
    const onlyMaths = {
      paperMarks: { mathematics: 25 },
      bank: "entrance",
      questions: questions.filter((q) => idsOf("mathematics").slice(0, 15).includes(q.id)),
      now,
    };
    expect(nextStepFromAttempts({ ...onlyMaths, attempts })).toEqual([]);
    const older = nextStepFromAttempts({
      ...onlyMaths,
      attempts: attempts.map((a) => ({ ...a, at: now - 7 * DAY })),
    });
    expect(older).toHaveLength(10);
    expect(older.every((q) => answered.has(q.id))).toBe(true);
  });

  it("is the same set for the same answers and seed, whatever order the attempts are kept in", () => {
    const a = { at: now - 2 * DAY, answers: answers("english", 10, false) };
    const b = { at: now - DAY, answers: answers("computer", 10, true) };
    expect(entranceStep([b, a], 7)).toEqual(entranceStep([a, b], 7));
  });
});

describe("replaying kept attempts", () => {
  it("moves abilities and difficulties as the server's attempt by attempt update does", () => {
    const first = [{ question: "entrance:1", subject: "physics", right: true }];
    const second = [
      { question: "entrance:1", subject: "physics", right: false },
      { question: "entrance:2", subject: "english", right: true },
    ];
    const replayed = replayAttempts([
      { at: 2 * DAY, answers: second },
      { at: DAY, answers: first },
    ]);
    const step1 = updateAttempt({ abilities: {}, difficulties: {} }, first, DAY);
    const step2 = updateAttempt(step1, second, 2 * DAY);
    expect(replayed.abilities).toEqual({ ...step1.abilities, ...step2.abilities });
    expect(replayed.difficulties).toEqual({ ...step1.difficulties, ...step2.difficulties });
    expect(replayed.abilities.physics!.count).toBe(2);
    expect(replayAttempts([])).toEqual({ abilities: {}, difficulties: {} });
  });
});
