// zod/mini like question.ts: the progress pages parse these answers in the browser, and one classic
// zod schema there would pull all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { fieldErrorSchema, noticeWith } from "./errors";
import { code } from "./messages/code";
import { passageListSchema, questionSchema } from "./question";
import { wholeNumber } from "./numbers";
import { dateTime } from "./dates";

/**
 * The scored modes whose finished attempts are kept. Each names where its questions come from:
 * `source` is the bank's part (a paper year, an English topic, a unit id) and every question's `id`
 * is its id there. The two modes built from a student's own history (weak topics, review) mix
 * banks, so each of their questions names its `bank`. A `mock` sitting names its paper
 * (`mock-3`, `model-2076`): the whole paper, in paper order (decision 64).
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
  "mock",
  /** "Practise next": the set the learner model chooses (decision 193). */
  "next-step",
] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];

/** Modes whose questions each carry their own bank key. */
export const MIXED_MODES: readonly AttemptMode[] = ["weak-topics", "review", "next-step"];

/** The longest attempt: the entrance test's 100 questions, with room to spare. */
export const MAX_ATTEMPT_QUESTIONS = 200;

export const attemptIdParam = z.uuid({ error: code("attempts.idNotUuid") });

/** A bank key: `entrance`, `category-test`, `english:<topic>`, `unit:<id>` or `mcq-unit:<id>`. */
export const bankKeySchema = z.string({ error: code("attempts.bankNotText") }).check(
  z.regex(/^(entrance|category-test|english:[^\n]{1,100}|unit:\d{1,9}|mcq-unit:\d{1,9})$/, {
    error: code("attempts.bankUnknown"),
  }),
);

export const attemptAnswerSchema = z.object({
  id: wholeNumber(code("attempts.questionIdNotNumber"), code("attempts.questionIdNotWhole")).check(
    z.nonnegative(code("attempts.questionIdNegative")),
    z.maximum(2 ** 31 - 1, code("attempts.questionIdTooLarge")),
  ),
  bank: z.optional(bankKeySchema),
  pick: z.nullable(
    z
      .string({ error: code("attempts.pickNotText") })
      .check(z.maxLength(1000, code("attempts.pickTooLong"))),
  ),
  seconds: wholeNumber(code("attempts.secondsNotNumber"), code("attempts.secondsNotWhole")).check(
    z.minimum(0, code("attempts.secondsNegative")),
    z.maximum(3600, code("attempts.secondsTooMany")),
  ),
  /**
   * Its place in the attempt (0 first): an answer sent again on its own (a retried refusal)
   * says where it stands. Absent: its index in the list sent.
   */
  position: z.optional(
    wholeNumber(code("attempts.positionNotWhole"), code("attempts.positionNotWhole")).check(
      z.minimum(0, code("attempts.positionNotWhole")),
      z.maximum(MAX_ATTEMPT_QUESTIONS - 1, code("attempts.positionNotWhole")),
    ),
  ),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

/** `PUT /api/attempts/{uuid}`: a finished attempt. Any score sent along is ignored: the server scores. */
export const putAttemptRequestSchema = z.object({
  mode: z.enum(ATTEMPT_MODES, { error: code("attempts.unknownMode") }),
  source: z
    .string({ error: code("attempts.sourceNotText") })
    .check(
      z.trim(),
      z.minLength(1, code("attempts.sourceRequired")),
      z.maxLength(100, code("attempts.sourceTooLong")),
    ),
  started_at: dateTime(code("attempts.startedAtNotDate")),
  finished_at: dateTime(code("attempts.finishedAtNotDate")),
  /**
   * The seed the options were shown in (decision 69): the review shows each question's options in
   * that order. Absent: the written order (an attempt made before seeds).
   */
  seed: z.optional(
    wholeNumber(code("attempts.seedNotNumber"), code("attempts.seedNotWhole")).check(
      z.minimum(0, code("attempts.seedNegative")),
      z.maximum(2 ** 31 - 1, code("attempts.seedTooLarge")),
    ),
  ),
  questions: z
    .array(attemptAnswerSchema, { error: code("attempts.questionsNotList") })
    .check(
      z.minLength(1, code("attempts.noQuestions")),
      z.maxLength(MAX_ATTEMPT_QUESTIONS, code("attempts.tooManyQuestions")),
    ),
});
export type PutAttemptRequest = z.infer<typeof putAttemptRequestSchema>;

/**
 * What an attempt was, as a coded value the interface names in its own language (issue 63 point 4):
 * a bank (`entrance`, `category-test`), a paper (`year-paper` and `model-paper` with their `year`,
 * `mock` with its `family` and `number`), an English topic with its `topic`, or a set the site made
 * (`weak-topics`, `review`, `next-step`). `content`: a unit of the catalog, whose title is content.
 */
export const ATTEMPT_LABEL_KINDS = [
  "entrance",
  "category-test",
  "year-paper",
  "model-paper",
  "mock",
  "english-topic",
  "weak-topics",
  "review",
  "next-step",
  "content",
] as const;
export const attemptLabelSchema = z.object({
  kind: z.enum(ATTEMPT_LABEL_KINDS),
  year: z.optional(z.number()),
  number: z.optional(z.number()),
  family: z.optional(z.enum(["csit", "bca"])),
  topic: z.optional(z.string()),
});
export type AttemptLabel = z.infer<typeof attemptLabelSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  mode: z.enum(ATTEMPT_MODES),
  source: z.string(),
  /** The title as the server names it in English; `label` says what it is, for any language. */
  title: z.string(),
  label: attemptLabelSchema,
  score: z.number(),
  total: z.number(),
  started_at: z.string(),
  finished_at: z.string(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** Why a kept answer does not stand as sent (decision 343): its question, or its option, changed. */
export const ANSWER_MARKS = ["withdrawn", "left", "reworded"] as const;
export type AnswerMark = (typeof ANSWER_MARKS)[number];

/**
 * What the server did with one answer of those sent, in the order sent (decision 343): kept as it
 * stands, kept but marked (graded by the question as it was), or refused with a code. `pick` is the
 * answer the server keeps for the question: the first one kept, when the question was kept before.
 */
export const answerOutcomeSchema = z.object({
  state: z.enum(["kept", "marked", "refused"]),
  pick: z.nullable(z.string()),
  mark: z.optional(z.enum(ANSWER_MARKS)),
  refusal: z.optional(fieldErrorSchema),
});
export type AnswerOutcome = z.infer<typeof answerOutcomeSchema>;

/**
 * A new attempt (201, `attempts.saved`), answers added to one (200, `attempts.saved`), one sent
 * again with nothing new (200, `attempts.alreadySaved`), or none of its answers kept (200,
 * `attempts.noneKept`: no attempt is made of none); with each answer's outcome.
 */
export const putAttemptResponseSchema = noticeWith(
  ["attempts.saved", "attempts.alreadySaved", "attempts.noneKept"],
  {
    attempt: attemptSummarySchema,
    answers: z.array(answerOutcomeSchema),
  },
);
export type PutAttemptResponse = z.infer<typeof putAttemptResponseSchema>;

export const attemptsQuerySchema = z.object({
  before: z.optional(dateTime(code("attempts.beforeNotDate"))),
  limit: z._default(
    z.coerce
      .number({ error: code("attempts.limitNotNumber") })
      .check(
        z.refine(Number.isSafeInteger, code("attempts.limitNotWhole")),
        z.minimum(1, code("attempts.limitTooSmall")),
        z.maximum(100, code("attempts.limitTooLarge")),
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
  /**
   * The question is no longer in its bank (an examiner unpublished it, decision 0082): its text,
   * options and key are gone; the pick and the verdict recorded at the time are kept.
   */
  withdrawn: z.optional(z.literal(true)),
  /** Kept but marked (decision 343): why the answer does not stand as it was sent. */
  mark: z.optional(z.enum(ANSWER_MARKS)),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

/** `GET /api/me/attempts/{uuid}`: the attempt's full review. */
export const attemptReviewResponseSchema = z.object({
  attempt: attemptSummarySchema,
  questions: z.array(reviewedQuestionSchema),
  /** The passages its questions stand on, each once (decision 174); absent where there are none. */
  passages: z.optional(passageListSchema),
});
export type AttemptReviewResponse = z.infer<typeof attemptReviewResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const attemptParams = z.object({ id: attemptIdParam });

/**
 * `PUT /api/attempts/{uuid}`: a finished attempt, scored by the server. The same attempt sent
 * again is answered 200 with what was kept; the id is the browser's, so a resend is harmless.
 */
export const putAttempt = route("PUT /attempts/:id", "signed-in", {
  params: attemptParams,
  body: putAttemptRequestSchema,
  responses: { 200: putAttemptResponseSchema, 201: putAttemptResponseSchema },
  errors: {
    // A mock paper's sitting arrives as an attempt (mode mock): its refusals are MOCK_ATTEMPT_ERRORS
    // of mocks.ts, written out here so the attempts schemas the browser bundles stay apart from mocks'.
    404: ["mocks.noSuchPaper"],
    409: ["attempts.idTaken"],
    429: ["general.tooManyAttempts"],
    // An attempt is never refused for one of its answers (decision 343): each answer's refusal
    // is its outcome in the 200 or 201 (attempts.questionWithoutBank ... attempts.pickNotOption).
    422: [
      "mocks.notThePapersQuestions",
      "mocks.tooLong",
      "mocks.tooFast",
      "mocks.secondsExceed",
      "attempts.mixedSource",
      "attempts.noSuchSource",
    ],
  },
});

export const getAttempts = route("GET /me/attempts", "signed-in", {
  query: attemptsQuerySchema,
  responses: { 200: attemptsResponseSchema },
});

export const getAttemptReview = route("GET /me/attempts/:id", "signed-in", {
  params: attemptParams,
  responses: { 200: attemptReviewResponseSchema },
  errors: { 404: ["attempts.notFound"] },
});
