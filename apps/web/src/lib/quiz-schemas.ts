// Every schema the practice screens parse with, in one module that the build replaces by plain
// checks written from these schemas (build/compiled-schemas.ts; decision 93): the quiz
// parses every question as zod would, without zod's core on the way to the first question (8.7 KB
// brotli). Its exports are schemas and endpoints only (what `compileChecks` writes); its imports
// are zod/mini and the contracts of the question and the banks, nothing else. Unit tests and
// `vite dev` use it as written.
import * as z from "zod/mini";
import { questionListSchema, questionSchema, type Question } from "@tayari/contracts/question";
import {
  compactDrawnQuestionSchema,
  drawnQuestionSchema,
  getCompactDraw,
  getEntranceExplanations,
  getYearPaper,
  type DrawnQuestion,
  type Explanation,
} from "@tayari/contracts/banks";

export { questionListSchema, questionSchema, type Question };
export {
  compactDrawnQuestionSchema,
  getCompactDraw,
  getEntranceExplanations,
  getYearPaper,
  type DrawnQuestion,
  type Explanation,
};

/**
 * The spec's `categoryQuestions`: category -> the questions drawn from it, in quota order. An
 * entrance draw's questions come without their explanations, which are added when they arrive. A
 * set drawn from the student's history (weak topics, review, "Practise next") mixes banks: each of
 * its questions keeps its `bank`, so a resumed set says which bank each answer is from (issue 64:
 * it was dropped here, and the server refused the resumed set's attempt).
 */
export const storedDrawSchema = z.record(
  z.string(),
  z.array(z.extend(drawnQuestionSchema, { bank: z.optional(z.string()) })),
);

/** What the result screen needs to review a finished attempt, kept beside the spec's keys. */
export const attemptReviewSchema = z.object({
  title: z.string(),
  /** The landing the test was started from: where "Practise again" leads. */
  landing: z.catch(z.optional(z.string().check(z.startsWith("/"))), undefined),
  /** Seconds from its first question to its end (decision 192); absent in a review kept before. */
  seconds: z.catch(z.optional(z.number()), undefined),
  questions: z.array(
    z.extend(
      // With the formulas' trees and the figure, so the review shows them as the quiz did.
      z.pick(questionSchema, {
        question: true,
        options: true,
        answer: true,
        math: true,
        figure: true,
      }),
      {
        /** The question's id in its bank: how a missing explanation is asked for (decision 88). */
        id: z.optional(z.int()),
        /** Its subject in the bank: a paper set in subjects is reviewed by them (decision 123). */
        category: z.optional(z.string()),
        /** Absent while an entrance draw's explanations have not arrived (decision 88). */
        explanation: z.optional(z.string()),
        pick: z.nullable(z.string()),
      },
    ),
  ),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;
