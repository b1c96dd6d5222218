import { readJson, writeJson } from "./storage";

/** What the result screen needs to review a finished attempt, kept beside the spec's keys. */
export interface ReviewedQuestion {
  question: string;
  options: string[];
  answer: string;
  explanation: string;
  pick: string | null;
}
export interface AttemptReview {
  title: string;
  /** The landing the test was started from: where "Practise again" leads. */
  landing?: string;
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
  const landing =
    typeof value.landing === "string" && value.landing.startsWith("/") ? value.landing : undefined;
  return { title: value.title, landing, questions };
}
