import { describe, expect, it } from "vitest";
import type { KeptAttempt } from "./learner-model";
import { nextStepFromAttempts } from "./next-step";
import { dueReviews, gradeCard, replayCards, type CardAttempt } from "./review-cards";

const DAY = 86_400_000;
// The clock the tests read: a fixed instant, never the machine's.
const NOW = Date.parse("2026-11-26T06:00:00Z");

// The paper's bank: 20 questions a subject, addressed `entrance:{id}`.
const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
const questions = subjects.flatMap((category, s) =>
  Array.from({ length: 20 }, (_, i) => ({ id: s * 100 + i + 1, category })),
);
const paperMarks = { mathematics: 25, physics: 25, chemistry: 25, english: 15, computer: 10 };
const subjectOf = (id: number) => questions.find((q) => q.id === id)!.category;

/** An attempt finished at `at` with the answers `[id, right]`, for the model and for the cards. */
function attempt(at: number, answers: Array<[number, boolean]>, review = false) {
  const model: KeptAttempt = {
    at,
    answers: answers.map(([id, right]) => ({
      question: `entrance:${id}`,
      subject: subjectOf(id),
      right,
    })),
  };
  const cards: CardAttempt = {
    at,
    review,
    answers: answers.map(([id, right]) => ({ question: `entrance:${id}`, right })),
  };
  return { model, cards };
}

function guestSet(attempts: ReturnType<typeof attempt>[], now: number) {
  const cards = replayCards(attempts.map((a) => a.cards));
  return nextStepFromAttempts({
    paperMarks,
    bank: "entrance",
    questions,
    attempts: attempts.map((a) => a.model),
    due: dueReviews(cards, now),
    now,
    seed: 7,
  });
}

describe("a guest's review cards, replayed from the attempts it keeps", () => {
  it("a question answered wrong days ago is due and comes first; one answered right today is not", () => {
    const attempts = [
      attempt(NOW - 4 * DAY, [
        [1, false],
        [101, true],
      ]),
      attempt(NOW - 60_000, [
        [201, true],
        [2, false],
      ]),
    ];
    const cards = replayCards(attempts.map((a) => a.cards));
    // Cards only for the wrong answers; the wrong one of today is due tomorrow, not now.
    expect([...cards.keys()].sort()).toEqual(["entrance:1", "entrance:2"]);
    expect(dueReviews(cards, NOW).map((d) => d.id)).toEqual(["entrance:1"]);
    expect(cards.get("entrance:2")!.due.getTime()).toBeGreaterThan(NOW);

    const set = guestSet(attempts, NOW);
    expect(set).toHaveLength(10);
    expect(set[0]).toMatchObject({ id: "entrance:1", reason: "review", subject: "mathematics" });
    expect(set.filter((q) => q.reason === "review").map((q) => q.id)).toEqual(["entrance:1"]);
    // Answered today: neither a review nor new ground.
    for (const id of ["entrance:201", "entrance:2"])
      expect(set.some((q) => q.id === id)).toBe(false);

    // The same attempts read four days earlier plus a minute: nothing due yet, no review.
    const before = guestSet(attempts.slice(0, 1), NOW - 4 * DAY + 60_000);
    expect(before.some((q) => q.reason === "review")).toBe(false);
  });

  it("a review answered right moves the card out of today; wrong brings it back tomorrow", () => {
    const missed = attempt(NOW - 5 * DAY, [
      [1, false],
      [3, false],
    ]);
    const reviewed = attempt(
      NOW - DAY,
      [
        [1, true],
        [3, false],
      ],
      true,
    );
    const cards = replayCards([reviewed.cards, missed.cards]);
    // Replayed in the order they were finished, whatever order they are kept in.
    expect(cards.get("entrance:1")!.reps).toBe(2);
    expect(cards.get("entrance:1")!.due.getTime()).toBeGreaterThan(NOW + DAY);
    expect(cards.get("entrance:3")!.due.getTime()).toBe(NOW);
    expect(dueReviews(cards, NOW).map((d) => d.id)).toEqual(["entrance:3"]);
  });

  it("outside a review an answer leaves an existing card alone, and an older answer never moves it", () => {
    const at = new Date(NOW - 3 * DAY);
    const card = gradeCard(null, false, false, at)!;
    expect(card.due.getTime()).toBe(NOW - 2 * DAY);
    expect(gradeCard(card, true, false, new Date(NOW))).toBeNull();
    expect(gradeCard(card, false, false, new Date(NOW))).toBeNull();
    expect(gradeCard(card, true, true, new Date(NOW - 4 * DAY))).toBeNull();
    expect(gradeCard(null, true, true, new Date(NOW))).toBeNull();
    expect(gradeCard(card, true, true, new Date(NOW))!.due.getTime()).toBeGreaterThan(NOW);
  });

  it("a long queue of due cards takes at most three of ten places, most overdue first", () => {
    const wrong = Array.from({ length: 8 }, (_, i) =>
      attempt(NOW - (10 - i) * DAY, [[i + 1, false]]),
    );
    const set = guestSet(wrong, NOW);
    expect(set).toHaveLength(10);
    expect(set.filter((q) => q.reason === "review").map((q) => q.id)).toEqual([
      "entrance:1",
      "entrance:2",
      "entrance:3",
    ]);
  });
});
