import {
  attemptReviewSchema,
  type AttemptReview,
  type DrawnQuestion,
  type Explanation,
} from "./quiz-schemas";
import { readJson, writeJson } from "./storage";

export type { AttemptReview };
export type ReviewedQuestion = AttemptReview["questions"][number];

export const REVIEW_KEY = "lastAttempt";

/** A question as a review shows it, with the student's pick (or null): its subject, text and key. */
export const reviewedOf = (q: DrawnQuestion, pick: string | null): ReviewedQuestion => ({
  id: q.id,
  category: q.category,
  question: q.question,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  math: q.math,
  figure: q.figure,
  // The passage it stands on (decision 174): the review's screen provides the passages.
  ...(q.passage === undefined ? {} : { passage: q.passage }),
  pick,
});

export function saveAttemptReview(review: AttemptReview): void {
  writeJson(REVIEW_KEY, review);
}

/** The last attempt's review, or null when there is none or it does not read as one. */
export function readAttemptReview(): AttemptReview | null {
  const parsed = attemptReviewSchema.safeParse(readJson(REVIEW_KEY));
  return parsed.success ? parsed.data : null;
}

/** Finds explanations by question id (the entrance quiz's: from the server, else its cached bank). */
export type FindExplanations = (
  ids: readonly number[],
) => Promise<ReadonlyMap<number, Explanation>>;

let explanations: FindExplanations | null = null;

/**
 * Where the result screen asks for the explanations a review lacks (an entrance attempt finished
 * before its draw's explanations arrived, decision 88): set by the quiz whose draw left them out,
 * so the result's code does not import the quiz's.
 */
export function explainWith(find: FindExplanations): void {
  explanations = find;
}

export const explanationFinder = (): FindExplanations | null => explanations;
