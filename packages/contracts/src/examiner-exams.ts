// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { notice } from "./errors";
import { examWindowSchema, slugParams, slugSchema } from "./exam-address";
import { PUBLIC_EXAM_BANKS } from "./exam-banks";
import { code } from "./messages/code";
import { lineRule } from "./text";
import { isDateInRange } from "./dates";
import { EXAM_MAX_WINDOW_DAYS } from "./limits";
import { ID_MAX } from "./numbers";

/** Exams as their examiner sees them: set, listed with live counts, closed early, released. */

export const MARKING_PROFILES = ["csit", "ioe", "cee", "bca", "custom"] as const;
/**
 * What the examiner's list warns of, as a code the page words in the examiner's language
 * (`exams.publicBank`: the exam's questions come from a public practice bank, keys and all).
 */
export const EXAM_WARNINGS = ["exams.publicBank"] as const;

// An empty time (a date picker left empty on the examiner's form) is asked for in words; one given
// that is not a time is told the form the API takes.
const isoDateTime = z.iso.datetime({ offset: true });
const isoTime = z.string(code("exams.giveDate")).check(
  z.minLength(1, code("exams.chooseDate")),
  z.refine((v) => v === "" || isoDateTime.safeParse(v).success, code("exams.giveDate")),
  z.refine(
    (v) => v === "" || !isoDateTime.safeParse(v).success || isDateInRange(v),
    code("input.dateOutOfRange"),
  ),
);

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

/** What an exam is made of: the create form's fields, and (its address kept) the edit's. */
const examFields = {
  title: z.string({ error: code("exams.titleRequired") }).check(
    ...lineRule(),
    z.trim(),
    // An empty title is only asked for, not also told its length (issue 30: one fault, one line).
    z.minLength(1, code("exams.titleRequired")),
    z.refine((v) => v === "" || v.length >= 3, code("exams.titleLength")),
    z.maxLength(160, code("exams.titleLength")),
  ),
  // `live-…` addresses are the live mocks' (decision 257): their standings page is found by it.
  slug: slugSchema.check(
    z.refine((v) => !v.trim().startsWith("live-"), code("exams.slugReserved")),
  ),
  source: z.union(
    [
      z.object({ bank_id: z.int().check(z.positive(), z.maximum(ID_MAX)) }),
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
  /**
   * Equal totals ordered by the marks in these sections, in this order (issue 44, decision 209);
   * left out: the marking profile's order. Each a section (category) of the paper.
   */
  tie_break: z.optional(
    z
      .array(z.string().check(...lineRule(), z.trim(), z.minLength(1), z.maxLength(80)))
      .check(z.maxLength(20)),
  ),
  /**
   * Saved although another of the examiner's exams has the same title and questions and an
   * overlapping window (the first answer was 409 `exams.repeatsAnother`, decision 206).
   */
  confirm_repeat: z.optional(z.boolean({ error: code("exams.yesOrNo") })),
};

const DAY_MS = 24 * 60 * 60_000;

/** Open to close longer than EXAM_MAX_WINDOW_DAYS (decision 397); two times that are not times are not. */
export const isWindowTooLong = (opensAt: string | Date, closesAt: string | Date): boolean =>
  new Date(closesAt).getTime() - new Date(opensAt).getTime() > EXAM_MAX_WINDOW_DAYS * DAY_MS;

type ExamWindow = { opens_at: string; closes_at: string; profile: string; custom_marks?: object };
const examChecks = [
  // Said only of two times that are times: an empty picker has its own message.
  z.refine<ExamWindow>((v) => !(Date.parse(v.closes_at) <= Date.parse(v.opens_at)), {
    message: code("exams.closeAfterOpen"),
    path: ["closes_at"],
  }),
  // Decision 397: an exam that shares a question holds others' results while it runs, so it runs
  // at most EXAM_MAX_WINDOW_DAYS.
  z.refine<ExamWindow>((v) => !isWindowTooLong(v.opens_at, v.closes_at), {
    message: code("exams.windowTooLong"),
    path: ["closes_at"],
  }),
  z.refine<ExamWindow>(
    (v) => v.profile !== "custom" || Boolean(v.custom_marks && Object.keys(v.custom_marks).length),
    {
      message: code("exams.customMarksNeeded"),
      path: ["custom_marks"],
    },
  ),
] as const;

export const createExamRequestSchema = z.object(examFields).check(...examChecks);
export type CreateExamRequest = z.input<typeof createExamRequestSchema>;

/**
 * An exam changed before it opens (decision 205): everything the create form asks but its address
 * (kept: students have the link) and the create's key; `version` as the examiner read it, so a
 * change made meanwhile elsewhere is not overwritten (409 `exams.editedMeanwhile`).
 */
const { slug: _slug, idempotency_key: _key, ...editFields } = examFields;
const versionField = z
  .int(code("exams.versionRequired"))
  .check(
    z.positive(code("exams.versionRequired")),
    z.maximum(ID_MAX, code("exams.versionRequired")),
  );
export const editExamRequestSchema = z
  .object({ ...editFields, version: versionField })
  .check(...examChecks);
export type EditExamRequest = z.input<typeof editExamRequestSchema>;

/**
 * A running exam given more time (decision 205): a later close, minutes added for everyone, or
 * both. Attempts running get their deadlines moved by the one deadline rule.
 */
export const extendExamRequestSchema = z.object({
  version: versionField,
  closes_at: z.optional(isoTime),
  add_minutes: z.optional(
    z
      .int(code("exams.addMinutesRange"))
      .check(
        z.minimum(1, code("exams.addMinutesRange")),
        z.maximum(600, code("exams.addMinutesRange")),
      ),
  ),
});
export type ExtendExamRequest = z.input<typeof extendExamRequestSchema>;

export const examinerExamSchema = z.extend(examWindowSchema, {
  profile: z.string(),
  release: z.enum(["at_close", "manual"]),
  released: z.boolean(),
  /** When the results went out (by hand or at close); null while they are not out. */
  released_at: z.nullable(z.string()),
  /** Students whose score a correction moved since their last mail: a release tells them (0475). */
  untold: z.number(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  /**
   * Closed, results not out, and another exam not closed yet (running, or opening later) shares its
   * questions (decisions 98, 142 and 397): which, when it opens (null once open), until when the
   * hold lasts (`until`: its end, or a bound if earlier), when it closes, whether it is another
   * examiner's, and `limit_days`: the bound in days after this exam's close when the holding exam is
   * one of the same examiner's not open yet (7); null when the holding exam holds while it runs
   * (bounded only by its window: EXAM_MAX_WINDOW_DAYS, and a day of candidates' own time).
   */
  held_by: z.nullable(
    z.object({
      title: z.string(),
      opens: z.nullable(z.string()),
      until: z.string(),
      closes: z.string(),
      another_examiner: z.boolean(),
      limit_days: z.nullable(z.number()),
    }),
  ),
  source: z.string(),
  access_code: z.nullable(z.string()),
  started: z.number(),
  submitted: z.number(),
  warning: z.nullable(z.enum(EXAM_WARNINGS)),
  /** Changed by each edit or extension: sent back with the next one (decision 205). */
  version: z.number(),
  /** How the paper is drawn: each section's count, or null (all of the bank, or a fixed list). */
  quotas: z.nullable(z.array(z.object({ category: z.string(), count: z.number() }))),
  /** A fixed list of some of the source's questions, by id; null: all of it, or quotas. */
  question_ids: z.nullable(z.array(z.number())),
  /** The time per question when it was set so; null: the whole paper's `duration_seconds`. */
  per_question_seconds: z.nullable(z.number()),
  custom_marks: z.nullable(
    z.record(z.string(), z.object({ correct: z.number(), wrong: z.number() })),
  ),
  /** The tie-break order chosen for this exam; null: the marking profile's (decision 209). */
  tie_break: z.nullable(z.array(z.string())),
});
export type ExaminerExam = z.infer<typeof examinerExamSchema>;
export const examinerExamsResponseSchema = z.object({ exams: z.array(examinerExamSchema) });
/** Results released (a notice with the moment they went out), or, after the results mail, the corrections told. */
export const releaseResponseSchema = notice([
  "exams.released",
  "exams.correctionsTold",
  "exams.nothingToTell",
]);

/**
 * Closed now: a notice with the moment it closed and how many students were still sitting it; or,
 * for an exam not open yet, cancelled (its window now and empty).
 */
export const closeResponseSchema = notice(["exams.closedNow", "exams.cancelled"]);

/** What a new exam's form and an edited one's are refused with alike. */
const EXAM_FORM_ERRORS = [
  "exams.customMarksMissing",
  "exams.closesBeforeCreated",
  "exams.noSuchQuestions",
  "exams.listedTwice",
  "exams.quotaTwice",
  "exams.quotaShort",
  "exams.poolTooLarge",
  "exams.paperTooLong",
  "exams.tieBreakSection",
  "exams.tieBreakTwice",
] as const;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const createExam = route("POST /examiner/exams", "examiner", {
  body: createExamRequestSchema,
  /** 201: made; 200: made before, by a request with the same `idempotency_key`. */
  responses: { 200: examinerExamSchema, 201: examinerExamSchema },
  errors: {
    404: ["exams.noBank"],
    422: [...EXAM_FORM_ERRORS, "exams.slugTaken"],
    409: ["exams.repeatsAnother"],
  },
});

/** Changes an exam that has not opened, its address kept (decision 205). */
export const editExam = route("PUT /examiner/exams/:slug", "examiner", {
  params: slugParams,
  body: editExamRequestSchema,
  responses: { 200: examinerExamSchema },
  errors: {
    404: ["exams.noExam", "exams.noBank"],
    409: ["exams.editAfterOpen", "exams.editedMeanwhile", "exams.repeatsAnother"],
    422: EXAM_FORM_ERRORS,
  },
});

/** Moves a running exam's close later and adds minutes for everyone (decision 205). */
export const extendExam = route("POST /examiner/exams/:slug/extend", "examiner", {
  params: slugParams,
  body: extendExamRequestSchema,
  responses: { 200: notice(["exams.extended"]) },
  errors: {
    404: ["exams.noExam"],
    409: ["exams.extendClosed", "exams.extendNotOpen", "exams.editedMeanwhile"],
    422: ["exams.extendLater", "exams.extendNothing", "exams.windowTooLong"],
  },
});

/** The examiner's exams with their live counts, the latest made first. */
export const listExaminerExams = route("GET /examiner/exams", "examiner", {
  responses: { 200: examinerExamsResponseSchema },
});

/** Releases the results of a closed exam: students see them, and are mailed. */
export const releaseResults = route("POST /examiner/exams/:slug/release", "examiner", {
  params: slugParams,
  responses: { 200: releaseResponseSchema },
  errors: {
    404: ["exams.noExam"],
    409: ["exams.openUntil", "exams.heldBack", "exams.heldBackLimit", "exams.heldBackWindow"],
  },
});

/**
 * Closes a running exam now: no one starts it any more, and the students still sitting it can save
 * no more answers (on every server process: the end is kept with each attempt in the database).
 */
export const closeExamNow = route("POST /examiner/exams/:slug/close", "examiner", {
  params: slugParams,
  responses: { 200: closeResponseSchema },
  errors: { 404: ["exams.noExam"], 409: ["exams.notRunning"] },
});
