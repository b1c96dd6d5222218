import type { MathTrees } from "@tayari/contracts/math";
import type { Figure } from "@tayari/contracts/question";
import { readJson, writeJson } from "./storage";

/** What the result screen needs to review a finished attempt, kept beside the spec's keys. */
export interface ReviewedQuestion {
  question: string;
  options: string[];
  answer: string;
  explanation: string;
  /** The formulas of the texts as trees, and the drawing, so the review shows them as the quiz did. */
  math?: MathTrees;
  figure?: Figure;
  pick: string | null;
}
export interface AttemptReview {
  title: string;
  questions: ReviewedQuestion[];
}

export const REVIEW_KEY = "lastAttempt";

export function saveAttemptReview(review: AttemptReview): void {
  writeJson(REVIEW_KEY, review);
}

export function readAttemptReview(): AttemptReview | null {
  const value = readJson(REVIEW_KEY) as Partial<AttemptReview> | null;
  if (!value || typeof value.title !== "string" || !Array.isArray(value.questions)) return null;
  const questions = value.questions.filter(
    (q): q is ReviewedQuestion =>
      typeof q === "object" &&
      q !== null &&
      typeof q.question === "string" &&
      Array.isArray(q.options) &&
      typeof q.answer === "string" &&
      typeof q.explanation === "string" &&
      (q.pick === null || typeof q.pick === "string"),
  );
  return { title: value.title, questions };
}
