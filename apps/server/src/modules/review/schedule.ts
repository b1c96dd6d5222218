import { gradeCard } from "@tayari/quiz/review-cards";
import * as repo from "./repository";
import type { Tx } from "../../db/db";

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
 * Keeps the review cards in step with a recorded attempt, by the rule a guest's browser replays
 * too (`gradeCard`, packages/quiz): outside a review, a wrong answer (or a time-out) makes a card
 * (graded Again) unless the question has one; in a review, every answer grades its card: right =
 * Good, wrong = Again. A question never reached changes nothing. An attempt older than a card's
 * last review leaves the card alone.
 */
export async function gradeAnswers(
  trx: Tx,
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
    const card = stored ? { ...stored, last_review: stored.last_review ?? undefined } : null;
    const next = gradeCard(card, answer.correct, isReview, at);
    if (next) await repo.saveCard(trx, userId, answer, next);
  }
}
