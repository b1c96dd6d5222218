import type { BankQuestion } from "@tayari/contracts/attempts";
import type { ReviewResponse } from "@tayari/contracts/progress";
import type { Db } from "../../db/db";
import { nepalDay, nepalDayEnd } from "../../lib/nepal-day";
import type { QuestionBanks } from "../questions/question-banks";
import * as reviewRepo from "../review/repository";

/** One review quiz asks at most this many due cards; the rest wait for the next. */
const REVIEW_QUIZ_SIZE = 50;

/**
 * The student's review of missed questions due today (the use case behind `GET /api/me/review`):
 * the due cards' questions, how many wait for later and the next day one is due.
 */
export async function reviewQuiz(
  deps: { db: Db; now: () => Date; banks: Pick<QuestionBanks, "finder"> },
  userId: number,
): Promise<ReviewResponse> {
  const { db, banks } = deps;
  const now = deps.now();
  // A card is due for the whole of its day in Nepal: "first review tomorrow" holds from the
  // day's first minute, not from the hour of yesterday's mistake.
  const dueBy = nepalDayEnd(now);
  const [due, cards, waiting] = await Promise.all([
    reviewRepo.countDueCards(db, userId, dueBy),
    reviewRepo.listDueCards(db, userId, dueBy, REVIEW_QUIZ_SIZE),
    reviewRepo.waitingCards(db, userId, dueBy),
  ]);
  const find = banks.finder(db);
  const questions: BankQuestion[] = [];
  const gone: reviewRepo.CardKey[] = [];
  for (const card of cards) {
    const question = (await find(card.bank))?.questions.get(card.question_id);
    if (question) questions.push({ ...question, bank: card.bank });
    else gone.push({ bank: card.bank, questionId: card.question_id });
  }
  // A card whose question was withdrawn (decision 0082) is never asked: not counted, removed.
  await reviewRepo.deleteCards(db, userId, gone);
  return {
    due: due - gone.length,
    questions,
    waiting: waiting.count,
    next_due: waiting.first ? nepalDay(waiting.first) : null,
    today: nepalDay(now),
  };
}
