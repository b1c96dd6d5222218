// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { endpoint } from "./endpoint";
import { notice } from "./errors";
import { importCountsSchema } from "./import-report";
import { code } from "./messages/code";
import { lineRule } from "./text";
import { figureSchema, mathTreesSchema, questionSchema } from "./question";

/**
 * Scholarship exams: the server keeps the paper, the clock and the score. A student's question
 * never carries its answer or explanation; those come only in the review, after release.
 */

export const PUBLIC_EXAM_BANKS = ["science", "management", "entrance"] as const;
export const MARKING_PROFILES = ["csit", "ioe", "cee", "bca", "custom"] as const;
/**
 * What the examiner's list warns of, as a code the page words in the examiner's language
 * (`exams.publicBank`: the exam's questions come from a public practice bank, keys and all).
 */
export const EXAM_WARNINGS = ["exams.publicBank"] as const;

export const slugSchema = z.string({ error: code("exams.slugRequired") }).check(
  z.trim(),
  // An empty slug is only asked for, not also told its length and letters. No check aborts: the
  // form's other faults, the object's own checks included, are said at the same time.
  z.minLength(1, code("exams.slugRequired")),
  z.refine((v) => v === "" || v.length >= 3, code("exams.slugShort")),
  z.maxLength(60, code("exams.slugLong")),
  z.refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), code("exams.slugChars")),
);

export const slugParams = z.object({ slug: slugSchema });
export const answerParams = z.object({
  slug: slugSchema,
  question_id: z.coerce
    .number({ error: code("exams.notAQuestion") })
    .check(
      z.refine(Number.isSafeInteger, code("exams.notAQuestion")),
      z.nonnegative(code("exams.notAQuestion")),
      z.maximum(2 ** 31 - 1, code("exams.notAQuestion")),
    ),
});

// An empty time (a date picker left empty on the examiner's form) is asked for in words; one given
// that is not a time is told the form the API takes.
const isoDateTime = z.iso.datetime({ offset: true });
const isoTime = z.string(code("exams.giveDate")).check(
  z.minLength(1, code("exams.chooseDate")),
  z.refine((v) => v === "" || isoDateTime.safeParse(v).success, code("exams.giveDate")),
);

// ---------------------------------------------------------------------------------------------
// Student

export const openExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
  needs_access_code: z.boolean(),
  /** "none", "running", "submitted": this student's attempt. */
  attempt: z.enum(["none", "running", "submitted"]),
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

export const startAttemptRequestSchema = z.nullish(
  z.object({
    access_code: z.optional(
      z.string().check(...lineRule(), z.maxLength(100, code("exams.accessCodeTooLong"))),
    ),
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
  questions: z.array(paperQuestionSchema),
  answers: z.record(z.string(), z.string()),
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

/**
 * `GET /api/exams/{slug}/attempt`: where the student's attempt stands now, read from the database
 * (a light status the sitting asks for every 30 s and when the page is shown again). "Close now"
 * moves `deadline` earlier; `submitted` is true once the attempt is handed in (on any device).
 */
export const attemptStatusSchema = z.object({
  deadline: z.string(),
  seconds_left: z.number(),
  submitted: z.boolean(),
});
export type AttemptStatus = z.infer<typeof attemptStatusSchema>;

export const answerRequestSchema = z.object({
  pick: z
    .string({ error: code("exams.pickRequired") })
    .check(
      z.minLength(1, code("exams.pickRequired")),
      z.maxLength(2000, code("exams.pickTooLong")),
    ),
  /**
   * The attempt's sequence number of this pick: the sitting counts every pick of the attempt (1,
   * 2, 3, ... going on from the attempt's `seq` on a resume). The server keeps, per question, the
   * pick with the highest number, so a save that arrives after a later one does not replace it.
   */
  seq: z
    .int({ error: code("exams.seqRequired") })
    .check(
      z.positive(code("exams.seqRequired")),
      z.maximum(2 ** 31 - 1, code("exams.seqRequired")),
    ),
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
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** The answers are in: a notice saying when results are out, and what was submitted. */
export const submitResponseSchema = z.object({
  code: z.enum(["exams.answersInAt", "exams.answersInManual"]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
  submitted_at: z.string(),
  answered: z.number(),
  results_at: z.nullable(z.string()),
});

export const reviewItemSchema = z.object({
  ...questionSchema.shape,
  pick: z.nullable(z.string()),
  correct: z.boolean(),
});
export const resultResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  score: z.number(),
  max_score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  rank: z.number(),
  candidates: z.number(),
  percentile: z.number(),
  review: z.array(reviewItemSchema),
});
export type ResultResponse = z.infer<typeof resultResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Examiner

export const bankSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  question_count: z.number(),
  categories: z.record(z.string(), z.number()),
  created_at: z.string(),
});
export type BankSummary = z.infer<typeof bankSummarySchema>;

/** A CSV, Aiken, GIFT or Moodle XML file's report: every block accounted for, and the passing count. */
export const bankReportSchema = z.extend(importCountsSchema, { accepted: z.number() });
export type BankReport = z.infer<typeof bankReportSchema>;

/** A bank saved (201): its summary, and the report when it came from a CSV, Aiken, GIFT or Moodle XML file. */
export const bankSavedSchema = z.extend(bankSummarySchema, {
  report: z.optional(bankReportSchema),
});
export type BankSaved = z.infer<typeof bankSavedSchema>;
export const banksResponseSchema = z.object({ banks: z.array(bankSummarySchema) });
export const bankParams = z.object({
  id: z.coerce
    .number({ error: code("exams.bankIdInvalid") })
    .check(
      z.refine(Number.isSafeInteger, code("exams.bankIdInvalid")),
      z.positive(code("exams.bankIdInvalid")),
      z.maximum(2 ** 31 - 1, code("exams.bankIdInvalid")),
    ),
});
/** `GET /api/examiner/banks/{id}`: the bank's questions as students will see them, keys and all. */
export const bankQuestionsResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  questions: z.array(questionSchema),
  /** The questions whose options keep their written order in every exam ("All of the above"). */
  written_order: z.array(z.number()),
});
export type BankQuestionsResponse = z.infer<typeof bankQuestionsResponseSchema>;

/** `GET /api/examiner/public-banks/{name}`: which product bank, and which page of it. */
export const publicBankParams = z.object({
  name: z.enum(PUBLIC_EXAM_BANKS, { error: code("exams.publicBankName") }),
});
const pageNumber = (most: number) =>
  z.coerce
    .number({ error: code("exams.pageRange") })
    .check(
      z.refine(Number.isSafeInteger, code("exams.pageRange")),
      z.minimum(0, code("exams.pageRange")),
      z.maximum(most, code("exams.pageRange")),
    );
export const publicBankQuery = z.object({
  offset: z._default(pageNumber(1_000_000), 0),
  limit: z._default(pageNumber(100).check(z.minimum(1, code("exams.pageRange"))), 20),
});
/**
 * A page of a public practice bank's questions as students will see them, keys and all (the bank
 * is public: anyone practising reads them), in its written order, with the bank's size.
 */
export const publicBankQuestionsResponseSchema = z.object({
  name: z.enum(PUBLIC_EXAM_BANKS),
  total: z.number(),
  offset: z.number(),
  categories: z.record(z.string(), z.number()),
  questions: z.array(questionSchema),
  /** Of this page, the questions whose options keep their written order in every exam. */
  written_order: z.array(z.number()),
});
export type PublicBankQuestionsResponse = z.infer<typeof publicBankQuestionsResponseSchema>;

// Each fault of a quota or marks row has its own words (a count that is no number too), never the
// general "This field is invalid": the examiner's form shows them beside the field (issue 30).
const quotaSchema = z.object({
  category: z
    .string(code("exams.quotaCategory"))
    .check(...lineRule(), z.trim(), z.minLength(1, code("exams.quotaCategory"))),
  count: z
    .int(code("exams.quotaCount"))
    .check(z.positive(code("exams.quotaCount")), z.maximum(1000, code("exams.quotaCount"))),
});
const marksRow = z.object({
  correct: z
    .number(code("exams.marksRight"))
    .check(z.positive(code("exams.marksRight")), z.maximum(100, code("exams.marksRight"))),
  wrong: z
    .number(code("exams.penaltyPositive"))
    .check(
      z.minimum(0, code("exams.penaltyPositive")),
      z.maximum(100, code("exams.penaltyPositive")),
    ),
});

export const createExamRequestSchema = z
  .object({
    title: z.string({ error: code("exams.titleRequired") }).check(
      ...lineRule(),
      z.trim(),
      // An empty title is only asked for, not also told its length (issue 30: one fault, one line).
      z.minLength(1, code("exams.titleRequired")),
      z.refine((v) => v === "" || v.length >= 3, code("exams.titleLength")),
      z.maxLength(160, code("exams.titleLength")),
    ),
    slug: slugSchema,
    source: z.union(
      [
        z.object({ bank_id: z.int().check(z.positive()) }),
        z.object({ public_bank: z.enum(PUBLIC_EXAM_BANKS) }),
      ],
      { error: code("exams.chooseSource") },
    ),
    /** A fixed list (all of the bank when question_ids is left out), or a draw per student. */
    selection: z.discriminatedUnion(
      "mode",
      [
        z.object({
          mode: z.literal("fixed"),
          question_ids: z.optional(
            z.array(z.int().check(z.nonnegative())).check(z.minLength(1), z.maxLength(1000)),
          ),
        }),
        z.object({
          mode: z.literal("quota"),
          quotas: z.array(quotaSchema).check(z.minLength(1), z.maxLength(50)),
        }),
      ],
      { error: code("exams.chooseSelection") },
    ),
    timing: z.discriminatedUnion(
      "mode",
      [
        z.object({
          mode: z.literal("per_question"),
          seconds: z
            .int(code("exams.timeRange"))
            .check(z.minimum(5, code("exams.timeRange")), z.maximum(3600, code("exams.timeRange"))),
        }),
        z.object({
          mode: z.literal("whole_paper"),
          minutes: z
            .int(code("exams.timeRange"))
            .check(z.minimum(1, code("exams.timeRange")), z.maximum(600, code("exams.timeRange"))),
        }),
      ],
      { error: code("exams.giveTime") },
    ),
    opens_at: isoTime,
    closes_at: isoTime,
    profile: z.enum(MARKING_PROFILES, {
      error: code("exams.chooseProfile"),
    }),
    custom_marks: z.optional(z.record(z.string(), marksRow)),
    access_code: z.optional(
      z.string().check(...lineRule(), z.trim(), z.maxLength(100, code("exams.accessCodeTooLong"))),
    ),
    release: z.enum(["at_close", "manual"], { error: code("exams.chooseRelease") }),
    /**
     * Each student meets the questions of each section in their own order (default: yes). A
     * question whose options name others by place ("All of the above") keeps its written order
     * whatever `shuffle_options` says.
     */
    shuffle_questions: z.optional(z.boolean({ error: code("exams.yesOrNo") })),
    /** Each student sees each question's options in their own order (default: yes). */
    shuffle_options: z.optional(z.boolean({ error: code("exams.yesOrNo") })),
    /**
     * A key the page makes once per exam it sets: a repeat of the request with the same key (a
     * double tap, a retry after a lost answer) answers the exam the first one made (200), whatever
     * else it says.
     */
    idempotency_key: z.optional(
      z
        .string({ error: code("exams.idempotencyKey") })
        .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, code("exams.idempotencyKey"))),
    ),
  })
  .check(
    // Said only of two times that are times: an empty picker has its own message.
    z.refine((v) => !(Date.parse(v.closes_at) <= Date.parse(v.opens_at)), {
      message: code("exams.closeAfterOpen"),
      path: ["closes_at"],
    }),
    z.refine(
      (v) =>
        v.profile !== "custom" || Boolean(v.custom_marks && Object.keys(v.custom_marks).length),
      {
        message: code("exams.customMarksNeeded"),
        path: ["custom_marks"],
      },
    ),
  );
export type CreateExamRequest = z.input<typeof createExamRequestSchema>;

export const examinerExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
  profile: z.string(),
  release: z.enum(["at_close", "manual"]),
  released: z.boolean(),
  /** When the results went out (by hand or at close); null while they are not out. */
  released_at: z.nullable(z.string()),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  /**
   * Closed, results not out, and another exam not closed yet (running, or opening later) shares its
   * questions: which, when it opens (null once open), and until when.
   */
  held_by: z.nullable(
    z.object({ title: z.string(), opens: z.nullable(z.string()), until: z.string() }),
  ),
  source: z.string(),
  access_code: z.nullable(z.string()),
  started: z.number(),
  submitted: z.number(),
  warning: z.nullable(z.enum(EXAM_WARNINGS)),
});
export type ExaminerExam = z.infer<typeof examinerExamSchema>;
export const examinerExamsResponseSchema = z.object({ exams: z.array(examinerExamSchema) });

export const meritRowSchema = z.object({
  rank: z.number(),
  name: z.string(),
  email: z.string(),
  score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  percentile: z.number(),
  submitted_at: z.nullable(z.string()),
});
export type MeritRow = z.infer<typeof meritRowSchema>;
export const meritResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  final: z.boolean(),
  rows: z.array(meritRowSchema),
});
export type MeritResponse = z.infer<typeof meritResponseSchema>;

/** An IANA time zone name the runtime knows ("Asia/Kathmandu", "UTC"); not an offset. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone the merit CSV gives local times in when the request names none (decision 84). */
export const MERIT_DEFAULT_ZONE = "Asia/Kathmandu";

/**
 * `GET /api/examiner/exams/{slug}/merit?format=csv`: the list as a CSV file instead. `tz`: the
 * examiner's time zone (an IANA name), for the column of submitted times in local time beside
 * the ISO UTC one (default Asia/Kathmandu).
 */
export const meritQuery = z.object({
  format: z._default(z.enum(["json", "csv"], { error: code("exams.meritFormat") }), "json"),
  tz: z.optional(
    z
      .string({ error: code("exams.timeZone") })
      .check(z.maxLength(64, code("exams.timeZone")), z.refine(isTimeZone, code("exams.timeZone"))),
  ),
});

/** Results released: a notice with the moment they went out. */
export const releaseResponseSchema = notice(["exams.released"]);

/**
 * Closed now: a notice with the moment it closed and how many students were still sitting it; or,
 * for an exam not open yet, cancelled (its window now and empty).
 */
export const closeResponseSchema = notice(["exams.closedNow", "exams.cancelled"]);

// ---------------------------------------------------------------------------------------------
// Endpoints: the student's

/** The exams open now (with this student's attempt at each) and the closed ones they sat. */
export const listOpenExams = endpoint({
  method: "GET",
  path: "/exams",
  access: "signed-in",
  responses: { 200: openExamsResponseSchema },
});

/** Starts the one attempt (201), or resumes the running one (200): the paper and the clock. */
export const startExamAttempt = endpoint({
  method: "POST",
  path: "/exams/:slug/attempt",
  access: "signed-in",
  params: slugParams,
  body: startAttemptRequestSchema,
  responses: { 200: attemptResponseSchema, 201: attemptResponseSchema },
  errors: {
    403: ["exams.needsCode", "exams.wrongCode", "exams.examinersDoNotSit"],
    404: ["exams.notOpen"],
    409: ["exams.oneAttempt"],
    429: ["general.tooManyAttempts"],
  },
});

/**
 * The running attempt's clock as the server has it now: the sitting learns of "Close now" (or a
 * submit on another device) within a bounded time, without waiting for its next save.
 */
export const getAttemptStatus = endpoint({
  method: "GET",
  path: "/exams/:slug/attempt",
  access: "signed-in",
  params: slugParams,
  responses: { 200: attemptStatusSchema },
  errors: { 404: ["exams.notStarted"] },
});

/** Saves one answer; the session, the limit and the attempt are checked in one statement (0050). */
export const saveExamAnswer = endpoint({
  method: "PUT",
  path: "/exams/:slug/attempt/answers/:question_id",
  access: "signed-in",
  params: answerParams,
  body: answerRequestSchema,
  responses: { 200: answerResponseSchema },
  errors: {
    404: ["exams.notStarted", "exams.notOnPaper"],
    409: ["exams.timeUp", "exams.alreadySubmitted"],
    422: ["exams.chooseOption"],
    429: ["general.tooManyAttempts"],
  },
});

/** Hands the attempt in (again: the same answer as the first time). */
export const submitExamAttempt = endpoint({
  method: "POST",
  path: "/exams/:slug/attempt/submit",
  access: "signed-in",
  params: slugParams,
  responses: { 200: submitResponseSchema },
  errors: { 404: ["exams.notStarted"] },
});

/** The student's result and review, once results are out. */
export const getExamResult = endpoint({
  method: "GET",
  path: "/exams/:slug/result",
  access: "signed-in",
  params: slugParams,
  responses: { 200: resultResponseSchema },
  errors: {
    404: ["exams.didNotSit"],
    409: ["exams.resultsAt", "exams.resultsNotReleased", "exams.resultsHeld"],
  },
});

// ---------------------------------------------------------------------------------------------
// Endpoints: the examiner's (the bank upload is in bank-upload.ts)

export const listExaminerBanks = endpoint({
  method: "GET",
  path: "/examiner/banks",
  access: "examiner",
  responses: { 200: banksResponseSchema },
});

/** A bank's questions as students will see them, keys and all. */
export const getExaminerBank = endpoint({
  method: "GET",
  path: "/examiner/banks/:id",
  access: "examiner",
  params: bankParams,
  responses: { 200: bankQuestionsResponseSchema },
  errors: { 404: ["exams.noBank"] },
});

/** A public practice bank an exam can be made from, page by page (decision 91). */
export const getPublicExamBank = endpoint({
  method: "GET",
  path: "/examiner/public-banks/:name",
  access: "examiner",
  params: publicBankParams,
  query: publicBankQuery,
  responses: { 200: publicBankQuestionsResponseSchema },
});

/** `DELETE /api/examiner/banks/{id}`: a bank no exam was made from, removed; the removal is recorded. */
export const deleteExaminerBank = endpoint({
  method: "DELETE",
  path: "/examiner/banks/:id",
  access: "examiner",
  params: bankParams,
  responses: { 200: notice(["exams.bankDeleted"]) },
  errors: { 404: ["exams.noBank"], 409: ["exams.bankInUse"] },
});

export const createExam = endpoint({
  method: "POST",
  path: "/examiner/exams",
  access: "examiner",
  body: createExamRequestSchema,
  /** 201: made; 200: made before, by a request with the same `idempotency_key`. */
  responses: { 200: examinerExamSchema, 201: examinerExamSchema },
  errors: {
    404: ["exams.noBank"],
    422: [
      "exams.customMarksMissing",
      "exams.closesBeforeCreated",
      "exams.slugTaken",
      "exams.noSuchQuestions",
      "exams.listedTwice",
      "exams.quotaTwice",
      "exams.quotaShort",
    ],
  },
});

/** The examiner's exams with their live counts, the latest made first. */
export const listExaminerExams = endpoint({
  method: "GET",
  path: "/examiner/exams",
  access: "examiner",
  responses: { 200: examinerExamsResponseSchema },
});

/** The merit list as JSON, or (`format=csv`) as a CSV file. */
export const getMerit = endpoint({
  method: "GET",
  path: "/examiner/exams/:slug/merit",
  access: "examiner",
  params: slugParams,
  query: meritQuery,
  responses: { 200: z.union([meritResponseSchema, z.string()]) },
  errors: { 404: ["exams.noExam"] },
});

/** Releases the results of a closed exam: students see them, and are mailed. */
export const releaseResults = endpoint({
  method: "POST",
  path: "/examiner/exams/:slug/release",
  access: "examiner",
  params: slugParams,
  responses: { 200: releaseResponseSchema },
  errors: { 404: ["exams.noExam"], 409: ["exams.openUntil", "exams.heldBack"] },
});

/**
 * Closes a running exam now: no one starts it any more, and the students still sitting it can save
 * no more answers (on every server process: the end is kept with each attempt in the database).
 */
export const closeExamNow = endpoint({
  method: "POST",
  path: "/examiner/exams/:slug/close",
  access: "examiner",
  params: slugParams,
  responses: { 200: closeResponseSchema },
  errors: { 404: ["exams.noExam"], 409: ["exams.notRunning"] },
});
