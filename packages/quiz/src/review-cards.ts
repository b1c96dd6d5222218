/**
 * Spaced-repetition review cards (decision 23): how an answer moves a question's FSRS card, the one
 * rule the server applies to a signed-in student's recorded attempts and a guest's browser replays
 * from the attempts it keeps (decision 0217). Kept apart from next-step.ts, so a page that only asks
 * "what next" does not carry the scheduler.
 */
import { createEmptyCard, fsrs, Rating, type Card } from "ts-fsrs";
import type { DueReview } from "./next-step";

// Days, not minutes: a missed question comes back on a later day's review, never within the same
// quiz. No fuzz, so a schedule can be checked.
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export type ReviewCard = Card;

/** One answer as a card reads it: a question reached (a time-out is wrong) and whether it was right. */
export interface CardAnswer {
  /** The question's address (`{bank}:{id}`). */
  question: string;
  right: boolean;
}

/**
 * The card an answer leaves, or null when it leaves the card as it was. Outside a review, a wrong
 * answer (or a time-out) makes a card (graded Again) unless the question has one; in a review (the
 * review quiz, "Practise next"), every answer grades its card: right = Good, wrong = Again. An
 * answer older than the card's last review leaves it alone. A question never reached is not an
 * answer: the caller leaves it out.
 */
export function gradeCard(
  card: ReviewCard | null,
  right: boolean,
  isReview: boolean,
  at: Date,
): ReviewCard | null {
  if (card && !isReview) return null;
  if (!card && right) return null;
  if (card?.last_review && card.last_review > at) return null;
  return scheduler.next(card ?? createEmptyCard(at), at, right ? Rating.Good : Rating.Again).card;
}

/** One finished attempt as the cards read it: when, whether it was a review, its answers in order. */
export interface CardAttempt {
  at: number;
  review: boolean;
  answers: readonly CardAnswer[];
}

/**
 * The cards a student's attempts leave, replayed in the order they were finished (a guest's, from
 * what the browser keeps): the same `gradeCard` the server applies as each attempt is recorded.
 */
export function replayCards(attempts: readonly CardAttempt[]): Map<string, ReviewCard> {
  const cards = new Map<string, ReviewCard>();
  const ordered = [...attempts].sort((a, b) => a.at - b.at);
  for (const attempt of ordered) {
    const at = new Date(attempt.at);
    for (const answer of attempt.answers) {
      const next = gradeCard(cards.get(answer.question) ?? null, answer.right, attempt.review, at);
      if (next) cards.set(answer.question, next);
    }
  }
  return cards;
}

/** The cards due by `dueBy` (ms since the epoch), most overdue first, as "Practise next" reads them. */
export function dueReviews(cards: ReadonlyMap<string, ReviewCard>, dueBy: number): DueReview[] {
  return [...cards]
    .map(([id, card]) => ({ id, due: card.due.getTime() }))
    .filter((d) => d.due <= dueBy)
    .sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
}
