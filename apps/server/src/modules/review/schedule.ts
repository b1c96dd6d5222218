import { createEmptyCard, fsrs, Rating, type Card } from "ts-fsrs";
import * as repo from "./repository";

// Days, not minutes: a missed question comes back on a later day's review, never within the same
// quiz (see docs/decisions/0023). No fuzz, so a schedule can be checked.
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export interface GradedAnswer {
  bank: string;
  questionId: number;
  correct: boolean;
  pick: string | null;
  /** Time on screen; 0 with no pick: never reached (the test was finished early). */
  seconds: number;
}

/** A question the student never reached tells nothing: it makes no card and grades none. */
const unseen = (answer: GradedAnswer) => answer.pick === null && answer.seconds === 0;

/**
 * Keeps the review cards in step with a recorded attempt. Outside a review, a wrong answer (or a
 * time-out) makes a card (graded Again) unless the question has one; in a review, every answer
 * grades its card: right = Good, wrong = Again. A question never reached changes nothing. An
 * attempt older than a card's last review leaves the card alone.
 */
export async function gradeAnswers(
  trx: repo.Tx,
  userId: number,
  answers: readonly GradedAnswer[],
  isReview: boolean,
  at: Date,
): Promise<void> {
  const cards = await repo.findCards(trx, userId, answers);
  const existing = new Map(cards.map((c) => [`${c.bank}\n${c.question_id}`, c]));
  for (const answer of answers) {
    if (unseen(answer)) continue;
    const stored = existing.get(`${answer.bank}\n${answer.questionId}`);
    if (stored && !isReview) continue;
    if (!stored && answer.correct) continue;
    if (stored?.last_review && stored.last_review > at) continue;
    const card: Card = stored
      ? { ...stored, last_review: stored.last_review ?? undefined }
      : createEmptyCard(at);
    const next = scheduler.next(card, at, answer.correct ? Rating.Good : Rating.Again).card;
    await repo.saveCard(trx, userId, answer, next);
  }
}
