// zod/mini like question.ts: the progress pages parse these answers in the browser, and one classic
// zod schema there would pull all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { questionSchema } from "./question";
import { wholeNumber } from "./numbers";

/**
 * The scored modes whose finished attempts are kept. Each names where its questions come from:
 * `source` is the bank's part (a paper year, an English topic, a unit id) and every question's `id`
 * is its id there. The two modes built from a student's own history (weak topics, review) mix
 * banks, so each of their questions names its `bank`.
 */
export const ATTEMPT_MODES = [
  "entrance",
  "year-paper",
  "english-topic",
  "category-test",
  "school-unit",
  "mcq-unit",
  "weak-topics",
  "review",
] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];

/** Modes whose questions each carry their own bank key. */
export const MIXED_MODES: readonly AttemptMode[] = ["weak-topics", "review"];

/** The longest attempt: the entrance test's 100 questions, with room to spare. */
export const MAX_ATTEMPT_QUESTIONS = 200;

export const attemptIdParam = z.uuid({ error: "The attempt id must be a UUID." });

/** A bank key: `entrance`, `category-test`, `english:<topic>`, `unit:<id>` or `mcq-unit:<id>`. */
export const bankKeySchema = z.string({ error: "The bank must be a string." }).check(
  z.regex(/^(entrance|category-test|english:[^\n]{1,100}|unit:\d{1,9}|mcq-unit:\d{1,9})$/, {
    error: "The bank is not one of ours.",
  }),
);

const isoDate = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what} must be an ISO date and time.` });

export const attemptAnswerSchema = z.object({
  id: wholeNumber("A question id must be a number.", "A question id must be a whole number.").check(
    z.nonnegative("A question id cannot be negative."),
  ),
  bank: z.optional(bankKeySchema),
  pick: z.nullable(
    z.string({ error: "A pick must be an option's text or null." }).check(z.maxLength(1000)),
  ),
  seconds: wholeNumber(
    "The seconds spent must be a number.",
    "The seconds spent must be a whole number.",
  ).check(
    z.minimum(0, "The seconds spent cannot be negative."),
    z.maximum(3600, "The seconds spent on one question are at most 3600."),
  ),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

/** `PUT /api/attempts/{uuid}`: a finished attempt. Any score sent along is ignored: the server scores. */
export const putAttemptRequestSchema = z.object({
  mode: z.enum(ATTEMPT_MODES, { error: `The mode must be one of: ${ATTEMPT_MODES.join(", ")}.` }),
  source: z
    .string({ error: "The source must be a string." })
    .check(
      z.trim(),
      z.minLength(1, "The source is required."),
      z.maxLength(100, "The source is at most 100 characters."),
    ),
  started_at: isoDate("started_at"),
  finished_at: isoDate("finished_at"),
  questions: z
    .array(attemptAnswerSchema, { error: "questions must be a list." })
    .check(
      z.minLength(1, "An attempt has at least one question."),
      z.maxLength(
        MAX_ATTEMPT_QUESTIONS,
        `An attempt has at most ${MAX_ATTEMPT_QUESTIONS} questions.`,
      ),
    ),
});
export type PutAttemptRequest = z.infer<typeof putAttemptRequestSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  mode: z.enum(ATTEMPT_MODES),
  source: z.string(),
  title: z.string(),
  score: z.number(),
  total: z.number(),
  started_at: z.string(),
  finished_at: z.string(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const putAttemptResponseSchema = z.object({
  message: z.string(),
  attempt: attemptSummarySchema,
});
export type PutAttemptResponse = z.infer<typeof putAttemptResponseSchema>;

export const attemptsQuerySchema = z.object({
  before: z.optional(isoDate("before")),
  limit: z._default(
    z.coerce
      .number({ error: "limit must be a number." })
      .check(
        z.refine(Number.isSafeInteger, "limit must be a whole number."),
        z.minimum(1, "limit is at least 1."),
        z.maximum(100, "limit is at most 100."),
      ),
    20,
  ),
});

/** `GET /api/me/attempts`: newest first; `next_before` asks for the page after this one. */
export const attemptsResponseSchema = z.object({
  attempts: z.array(attemptSummarySchema),
  next_before: z.nullable(z.string()),
});
export type AttemptsResponse = z.infer<typeof attemptsResponseSchema>;

/** A question as a student saw it, with where it comes from. */
export const bankQuestionSchema = z.object({ ...questionSchema.shape, bank: z.string() });
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const reviewedQuestionSchema = z.extend(bankQuestionSchema, {
  pick: z.nullable(z.string()),
  correct: z.boolean(),
  seconds: z.number(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

/** `GET /api/me/attempts/{uuid}`: the attempt's full review. */
export const attemptReviewResponseSchema = z.object({
  attempt: attemptSummarySchema,
  questions: z.array(reviewedQuestionSchema),
});
export type AttemptReviewResponse = z.infer<typeof attemptReviewResponseSchema>;
