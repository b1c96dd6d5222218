// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { noticeWith } from "./errors";
import { attemptStateSchema, examWindowSchema, slugParams, slugSchema } from "./exam-address";
import { EXAM_MAX_PAPER } from "./limits";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import { lineRule, requiredText } from "./text";
import { figureSchema, mathTreesSchema, passageListSchema } from "./question";

/**
 * The student's sitting: the exams open now, one attempt each, answers saved one by one on the
 * server's clock. A student's question never carries its answer or explanation; those come only
 * in the review, after release (exam-results.ts).
 */

export const answerParams = z.object({
  slug: slugSchema,
  question_id: wholeNumberParam(code("exams.notAQuestion"), 0),
});

export const openExamSchema = z.extend(examWindowSchema, {
  /** Seconds from now to the close on the server's clock: a late start has only these. */
  closes_in_seconds: z.number(),
  needs_access_code: z.boolean(),
  /** The exam's list names candidates by roll number and this student is not on it otherwise. */
  asks_roll: z.optional(z.boolean()),
  attempt: attemptStateSchema,
});
/** An exam this student sat whose window has closed: where its result is, and when it is out. */
export const satExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  closes_at: z.string(),
  /** When results are (or were) out; null while the college has yet to release them by hand. */
  results_at: z.nullable(z.string()),
});
export type SatExam = z.infer<typeof satExamSchema>;
export const openExamsResponseSchema = z.object({
  exams: z.array(openExamSchema),
  /** The student's closed exams, the latest first (at most 20), for their results. */
  sat: z.array(satExamSchema),
});
export type OpenExam = z.infer<typeof openExamSchema>;

/**
 * The longest seal (decision 0458): its numbers, the paper's ids in base 36 (at most 6 characters
 * and a "-" each, ids below 2^31) and its mac.
 */
const SEAL_MAX_LENGTH = 80 + EXAM_MAX_PAPER * 7;

/** A sealed paper's seal as a device sends it back (decision 0452): the server checks its mac. */
export const sealSchema = z
  .string({ error: code("exams.sealForged") })
  .check(
    z.minLength(1, code("exams.sealForged")),
    z.maxLength(SEAL_MAX_LENGTH, code("exams.sealForged")),
  );

export const startAttemptRequestSchema = z.nullish(
  z.object({
    access_code: z.optional(
      z.string().check(...lineRule(), z.maxLength(100, code("exams.accessCodeTooLong"))),
    ),
    /** The roll (symbol) number, for an exam whose list names candidates by it (decision 215). */
    roll: z.optional(
      z
        .string()
        .check(
          ...lineRule(),
          z.trim(),
          z.regex(/^$|^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/, code("exams.rollLength")),
        ),
    ),
    /**
     * The seal of the sealed copy this device holds (decision 0463): a resume of the attempt that
     * copy is the paper of is answered without the paper (`sealedResumeSchema`); any other start or
     * resume is answered as without it.
     */
    seal: z.optional(sealSchema),
  }),
);

export const paperQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** The trees of the formulas in the text and options (decision 35). */
  math: z.optional(mathTreesSchema),
  /** The question's drawing and its alt text (decision 36): a figure shows data, never the key. */
  figure: z.optional(figureSchema),
  /** The passage it stands on, among the attempt's `passages` (decision 221). */
  passage: z.optional(z.string()),
});
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

export const attemptResponseSchema = z.object({
  id: z.number(),
  exam: z.object({ slug: z.string(), title: z.string() }),
  started_at: z.string(),
  deadline: z.string(),
  seconds_left: z.number(),
  /** Where the student was: the question after the last one answered (the highest `seq`). */
  resume_at: z.number(),
  /** The highest sequence number of the attempt's stored picks (0: none): the next pick counts on. */
  seq: z.number(),
  /**
   * Milliseconds since the attempt started, on the server's clock as it answers: a pick's number is
   * its time on this clock (decision 341), counted on from here by the device's own elapsed time.
   */
  clock_ms: z.number(),
  questions: z.array(paperQuestionSchema),
  /** The passages the paper's questions stand on, each once (decision 221); absent where none. */
  passages: z.optional(passageListSchema),
  answers: z.record(z.string(), z.string()),
  /**
   * Each answer's number in the attempt's order of changes (decision 341), by question: a device
   * merges the server's answers with its own by them. Absent from an examiner's preview.
   */
  seqs: z.optional(z.record(z.string(), z.number())),
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

/**
 * A resume of a device that holds the attempt's sealed copy (decision 0463): the clock and the
 * answers, not the paper (some 2 KB instead of 16-20): the device opens its copy with the key and
 * goes on after the answer with the highest `seqs`.
 */
export const sealedResumeSchema = z.object({
  /** Always true: the paper is the device's sealed copy. */
  paper_from_seal: z.literal(true),
  id: z.number(),
  exam: z.object({ slug: z.string(), title: z.string() }),
  started_at: z.string(),
  deadline: z.string(),
  seconds_left: z.number(),
  seq: z.number(),
  clock_ms: z.number(),
  answers: z.record(z.string(), z.string()),
  seqs: z.record(z.string(), z.number()),
});
export type SealedResume = z.infer<typeof sealedResumeSchema>;

/**
 * `GET /api/exams/{slug}/attempt`: where the student's attempt stands now, read from the database
 * (a light status the sitting asks for every 30 s and when the page is shown again). "Close now"
 * moves `deadline` earlier; `submitted` is true once the attempt is handed in (on any device).
 */
export const attemptStatusSchema = z.object({
  deadline: z.string(),
  seconds_left: z.number(),
  submitted: z.boolean(),
  /** Milliseconds since the attempt started, on the server's clock (decision 341). */
  clock_ms: z.number(),
});
export type AttemptStatus = z.infer<typeof attemptStatusSchema>;

/**
 * How a request carrying a seal is refused when its start is (decisions 0452 and 0455): the seal
 * not this account's, or the start's own refusals (a list, the window, the start's limit).
 */
export const sealedStartErrors = {
  403: [
    "exams.sealForged",
    "exams.examinersDoNotSit",
    "exams.notOnList",
    "exams.rollNeeded",
    "exams.rollNotOnList",
    "exams.listEmailUnverified",
  ],
  404: ["exams.notOpen", "exams.opensLater", "exams.closedAt"],
  409: ["exams.oneAttempt", "exams.sealOtherPaper", "exams.rollTaken"],
  422: ["exams.sealForged"],
  429: ["general.tooManyAttempts"],
} as const;

export const answerRequestSchema = z.object({
  pick: requiredText(code("exams.pickRequired"), 2000, code("exams.pickTooLong")),
  /**
   * The pick's number in the attempt's order of changes (decision 341): its time on the attempt's
   * clock in milliseconds (`clock_ms`, counted on by the device), and always above the last number
   * the device used or saw. The server keeps, per question, the pick with the highest number, so a
   * save that arrives after a later one (of this device or another) does not replace it. A number
   * ahead of the attempt's clock is refused (`exams.seqAhead`); 1, 2, 3, ... is a valid order too.
   */
  seq: z
    .int({ error: code("exams.seqRequired") })
    .check(
      z.positive(code("exams.seqRequired")),
      z.maximum(2 ** 31 - 1, code("exams.seqRequired")),
    ),
  /**
   * A sealed paper's seal (decision 0453), sent with the answers until the server has one: the
   * first such save makes the attempt the seal fixes, its clock from the opening.
   */
  seal: z.optional(sealSchema),
});
/**
 * What the server keeps for the question after this save: the pick and its sequence number. `seq`
 * is this save's when it was kept (or was the one kept already: a retry), a higher one when a later
 * pick had arrived first (then `pick` is that later pick).
 */
export const answerResponseSchema = z.object({
  question_id: z.number(),
  pick: z.string(),
  seq: z.number(),
  saved_at: z.string(),
  seconds_left: z.number(),
  /** Milliseconds since the attempt started, on the server's clock (decision 341). */
  clock_ms: z.number(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** The answers are in: a notice saying when results are out, and what was submitted. */
export const submitResponseSchema = noticeWith(["exams.answersInAt", "exams.answersInManual"], {
  submitted_at: z.string(),
  answered: z.number(),
  results_at: z.nullable(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Endpoints

/** The exams open now (with this student's attempt at each) and the closed ones they sat. */
export const listOpenExams = route("GET /exams", "signed-in", {
  responses: { 200: openExamsResponseSchema },
});

/**
 * Starts the one attempt (201), or resumes the running one (200): the paper and the clock; a resume
 * that carries the seal of the attempt's own sealed copy, the clock and the answers (decision 0463).
 */
export const startExamAttempt = route("POST /exams/:slug/attempt", "signed-in", {
  params: slugParams,
  body: startAttemptRequestSchema,
  responses: {
    // The light answer first: the serializer tries the union's options in order (decision 0464).
    200: z.union([sealedResumeSchema, attemptResponseSchema]),
    201: attemptResponseSchema,
  },
  errors: {
    403: [
      "exams.needsCode",
      "exams.wrongCode",
      "exams.examinersDoNotSit",
      "exams.notOnList",
      "exams.rollNeeded",
      "exams.rollNotOnList",
      "exams.listEmailUnverified",
    ],
    404: ["exams.notOpen", "exams.opensLater", "exams.closedAt"],
    409: ["exams.oneAttempt", "exams.rollTaken"],
    429: ["general.tooManyAttempts"],
  },
});

/**
 * The running attempt's clock as the server has it now: the sitting learns of "Close now" (or a
 * submit on another device) within a bounded time, without waiting for its next save.
 */
export const getAttemptStatus = route("GET /exams/:slug/attempt", "signed-in", {
  params: slugParams,
  responses: { 200: attemptStatusSchema },
  errors: { 404: ["exams.notStarted"] },
});

/** Saves one answer; the session, the limit and the attempt are checked in one statement (0050). */
export const saveExamAnswer = route("PUT /exams/:slug/attempt/answers/:question_id", "signed-in", {
  params: answerParams,
  body: answerRequestSchema,
  responses: { 200: answerResponseSchema },
  errors: {
    // A sealed save's start refused (decision 0453), as the sealed start's own request says it.
    ...sealedStartErrors,
    404: ["exams.notStarted", "exams.notOnPaper", ...sealedStartErrors[404]],
    409: ["exams.timeUp", "exams.alreadySubmitted", ...sealedStartErrors[409]],
    422: ["exams.chooseOption", "exams.seqAhead", ...sealedStartErrors[422]],
  },
});

/**
 * What a hand-in sends: a sealed paper handed in before any answer recorded its start sends its
 * seal (decision 0455), and the hand-in records the start, from the opening, in its own statement.
 */
export const submitRequestSchema = z.nullish(z.object({ seal: z.optional(sealSchema) }));

/** Hands the attempt in (again: the same answer as the first time). */
export const submitExamAttempt = route("POST /exams/:slug/attempt/submit", "signed-in", {
  params: slugParams,
  body: submitRequestSchema,
  responses: { 200: submitResponseSchema },
  errors: {
    ...sealedStartErrors,
    404: ["exams.notStarted", ...sealedStartErrors[404]],
  },
});
