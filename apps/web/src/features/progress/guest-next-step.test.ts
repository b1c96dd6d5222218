import type { Question } from "@tayari/contracts/question";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS, writeJson } from "../../lib/storage";
import type { QueuedAttempt } from "./kept-attempts";
import { guestNextStep, keptAttempts } from "./guest-next-step";

// A bank of 100 in the paper's subjects, key "B" throughout.
const subjects: Array<[string, number]> = [
  ["mathematics", 25],
  ["physics", 25],
  ["chemistry", 25],
  ["english", 15],
  ["computer", 10],
];
let next = 0;
const bank: Question[] = subjects.flatMap(([category, n]) =>
  Array.from({ length: n }, () => {
    const id = ++next;
    return {
      id,
      category,
      question: `Q${id}`,
      options: ["A", "B", "C", "D"],
      answer: "B",
    } as Question;
  }),
);
const byId = new Map(bank.map((q) => [q.id, q]));
const NOW = Date.parse("2026-11-26T06:00:00Z");
const DAY = 86_400_000;

function queued(
  owner: number | null,
  mode: string,
  source: string,
  questions: QueuedAttempt["attempt"]["questions"],
  finished = NOW - 60_000,
): QueuedAttempt {
  return {
    id: crypto.randomUUID(),
    owner,
    attempt: {
      mode: mode as QueuedAttempt["attempt"]["mode"],
      source,
      started_at: new Date(finished - 600_000).toISOString(),
      finished_at: new Date(finished).toISOString(),
      questions,
    },
  };
}

afterEach(() => localStorage.clear());

describe("a guest's kept attempts, as the model reads them", () => {
  it("marks the entrance bank's answers by its key and leaves out blanks, unknown ids, repeats and unmarked other banks", () => {
    const kept = keptAttempts(
      [
        queued(null, "entrance", "entrance", [
          { id: 1, pick: "B", seconds: 10 },
          { id: 2, pick: "A", seconds: 10 },
          { id: 3, pick: null, seconds: 60 },
          { id: 4, pick: null, seconds: 0 },
          { id: 9_999, pick: "B", seconds: 10 },
          { id: 1, pick: "A", seconds: 10 },
        ]),
        // Kept before the screens kept their marks: the other banks' answers cannot be read.
        queued(null, "next-step", "next-step", [
          { id: 26, bank: "entrance", pick: "B", seconds: 10 },
          { id: 27, bank: "unit:4", pick: "B", seconds: 10 },
        ]),
        queued(null, "mock", "bca-mock-1", [{ id: 4, pick: "B", seconds: 10 }]),
        queued(null, "category-test", "category-test", [{ id: 5, pick: "B", seconds: 10 }]),
      ],
      byId,
    );
    expect(kept.map((k) => k.answers)).toEqual([
      [
        { question: "entrance:1", subject: "mathematics", right: true },
        { question: "entrance:2", subject: "mathematics", right: false },
      ],
      [{ question: "entrance:26", subject: "physics", right: true }],
    ]);
    // The cards: a time-out is a wrong answer, a question never reached none; a review grades all.
    expect(kept.map((k) => k.cards)).toEqual([
      {
        at: NOW - 60_000,
        review: false,
        answers: [
          { question: "entrance:1", right: true },
          { question: "entrance:2", right: false },
          { question: "entrance:3", right: false },
        ],
      },
      { at: NOW - 60_000, review: true, answers: [{ question: "entrance:26", right: true }] },
    ]);
  });

  it("reads the other banks' answers by the marks kept beside them, under the server's bank keys", () => {
    const mark = (subject: string, right: boolean) => ({ subject, right });
    const kept = keptAttempts(
      [
        {
          ...queued(null, "school-unit", "12", [
            { id: 3, pick: "x", seconds: 10 },
            { id: 4, pick: null, seconds: 30 },
            { id: 5, pick: "y", seconds: 10 },
          ]),
          marks: [mark("physics", false), mark("physics", false), mark("physics", true)],
        },
        {
          ...queued(null, "english-topic", "Pronouns", [{ id: 8, pick: "he", seconds: 9 }]),
          marks: [mark("english", true)],
        },
        {
          ...queued(null, "mock", "bca-mock-1", [{ id: 4, pick: "B", seconds: 10 }]),
          marks: [mark("mathematics", false)],
        },
        {
          ...queued(null, "next-step", "next-step", [
            { id: 27, bank: "mcq-unit:4", pick: "B", seconds: 10 },
            { id: 6, bank: "category-test", pick: "B", seconds: 10 },
          ]),
          marks: [mark("chemistry", true), { subject: 7 } as never],
        },
      ],
      byId,
    );
    expect(kept.map((k) => k.answers)).toEqual([
      [
        { question: "unit:12:3", subject: "physics", right: false },
        { question: "unit:12:5", subject: "physics", right: true },
      ],
      [{ question: "english:Pronouns:8", subject: "english", right: true }],
      [{ question: "bca-entrance:4", subject: "mathematics", right: false }],
      [{ question: "mcq-unit:4:27", subject: "chemistry", right: true }],
    ]);
    // Cards only for the paper's own bank: what "Practise next" can offer as a review.
    expect(kept.every((k) => k.cards.answers.length === 0)).toBe(true);
  });
});

describe("a guest's practise next", () => {
  it("gives ten questions of the entrance bank with their bank, from nothing kept", () => {
    const set = guestNextStep(bank, NOW);
    expect(set).toHaveLength(10);
    expect(set.every((q) => q.bank === "entrance" && byId.has(q.id))).toBe(true);
  });

  it("reads the guest's attempts only, not a signed-in student's waiting to be sent", () => {
    const mathsWrong = bank
      .filter((q) => q.category === "mathematics")
      .slice(0, 15)
      .map((q) => ({ id: q.id, pick: "A", seconds: 10 }));
    writeJson(STORAGE_KEYS.attemptQueue, [queued(7, "entrance", "entrance", mathsWrong)]);
    const before = guestNextStep(bank, NOW);
    writeJson(STORAGE_KEYS.attemptQueue, [queued(null, "entrance", "entrance", mathsWrong)]);
    const after = guestNextStep(bank, NOW);
    expect(after).not.toEqual(before);
    const answered = new Set(mathsWrong.map((q) => q.id));
    expect(after.some((q) => answered.has(q.id))).toBe(false);
    // Weak in mathematics: no subject has more of the set.
    const count = (category: string) => after.filter((q) => q.category === category).length;
    for (const [category] of subjects)
      expect(count("mathematics")).toBeGreaterThanOrEqual(count(category));
  });

  it("moves the paper's subjects by a unit quiz's answers, as the server's model does", () => {
    const wrong = Array.from({ length: 30 }, (_, i) => ({ id: 500 + i, pick: "x", seconds: 10 }));
    const unit = (subject: string): QueuedAttempt => ({
      ...queued(null, "school-unit", "3", wrong),
      marks: wrong.map(() => ({ subject, right: false })),
    });
    const count = (set: ReturnType<typeof guestNextStep>, category: string) =>
      set.filter((q) => q.category === category).length;
    writeJson(STORAGE_KEYS.attemptQueue, [unit("chemistry")]);
    const chemistryWeak = guestNextStep(bank, NOW);
    writeJson(STORAGE_KEYS.attemptQueue, [unit("physics")]);
    const physicsWeak = guestNextStep(bank, NOW);
    expect(count(chemistryWeak, "chemistry")).toBeGreaterThan(count(physicsWeak, "chemistry"));
    expect(count(physicsWeak, "physics")).toBeGreaterThan(count(chemistryWeak, "physics"));
    for (const [category] of subjects)
      expect(count(chemistryWeak, "chemistry")).toBeGreaterThanOrEqual(
        count(chemistryWeak, category),
      );
  });

  it("mixes in a question answered wrong days ago as a due review, first; not one answered right today", () => {
    writeJson(STORAGE_KEYS.attemptQueue, [
      queued(null, "entrance", "entrance", [{ id: 30, pick: "A", seconds: 10 }], NOW - 4 * DAY),
      queued(null, "year-paper", "2076", [{ id: 31, pick: "B", seconds: 10 }], NOW - 60_000),
      queued(null, "entrance", "entrance", [{ id: 32, pick: "A", seconds: 10 }], NOW - 60_000),
    ]);
    const set = guestNextStep(bank, NOW);
    expect(set).toHaveLength(10);
    expect(set[0]).toMatchObject({ id: 30, bank: "entrance" });
    // Answered today (right, or wrong and due tomorrow): not in the set.
    expect(set.some((q) => q.id === 31 || q.id === 32)).toBe(false);
    // Answered right in the review: not due again today.
    writeJson(STORAGE_KEYS.attemptQueue, [
      queued(null, "entrance", "entrance", [{ id: 30, pick: "A", seconds: 10 }], NOW - 4 * DAY),
      queued(
        null,
        "next-step",
        "next-step",
        [{ id: 30, bank: "entrance", pick: "B", seconds: 8 }],
        NOW - 4 * 3_600_000,
      ),
    ]);
    expect(guestNextStep(bank, NOW).some((q) => q.id === 30)).toBe(false);
  });
});
