import * as z from "zod/mini";
import { questionSchema } from "@tayari/contracts/question";
import { readJson, writeJson } from "./storage";

/** What the result screen needs to review a finished attempt, kept beside the spec's keys. */
const attemptReviewSchema = z.object({
  title: z.string(),
  questions: z.array(
    z.extend(
      // With the formulas' trees and the figure, so the review shows them as the quiz did.
      z.pick(questionSchema, {
        question: true,
        options: true,
        answer: true,
        explanation: true,
        math: true,
        figure: true,
      }),
      {
        pick: z.nullable(z.string()),
      },
    ),
  ),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;
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
