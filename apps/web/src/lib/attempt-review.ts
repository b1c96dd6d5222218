import { attemptReviewSchema, type AttemptReview } from "./quiz-schemas";
import { readJson, writeJson } from "./storage";

export type { AttemptReview };
export type ReviewedQuestion = AttemptReview["questions"][number];

export const REVIEW_KEY = "lastAttempt";

export function saveAttemptReview(review: AttemptReview): void {
  writeJson(REVIEW_KEY, review);
}

/** The last attempt's review, or null when there is none or it does not read as one. */
export function readAttemptReview(): AttemptReview | null {
  const parsed = attemptReviewSchema.safeParse(readJson(REVIEW_KEY));
  return parsed.success ? parsed.data : null;
}
