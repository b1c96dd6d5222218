import type { Question } from "@tayari/contracts/question";
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS, writeJson } from "../../lib/storage";
import type { QueuedAttempt } from "./attempt-queue";
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
  it("marks the entrance bank's answers by its key and leaves out blanks, other banks, unknown ids and repeats", () => {
    const kept = keptAttempts(
      [
        queued(null, "entrance", "entrance", [
          { id: 1, pick: "B", seconds: 10 },
          { id: 2, pick: "A", seconds: 10 },
          { id: 3, pick: null, seconds: 60 },
          { id: 9_999, pick: "B", seconds: 10 },
          { id: 1, pick: "A", seconds: 10 },
        ]),
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
});
