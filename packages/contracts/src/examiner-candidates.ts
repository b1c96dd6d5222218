// zod/mini: the examiner's pages parse these in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { fieldErrorSchema, notice } from "./errors";
import { slugParams } from "./exam-address";
import { meritQuery } from "./exam-results";
import { code } from "./messages/code";
import { lineRule, requiredLine } from "./text";

/**
 * One exam's candidates as its examiner controls them (issue 46 points 3 and 4, decisions
 * 213-218): the allow-list, extra time for one candidate, reopening one handed-in attempt, and the
 * exam's log with who is sitting now.
 */

/** The most rows an allow-list holds. */
export const LIST_LIMIT = 5000;
/** Extra time: up to 300 minutes, or up to 100 per cent of the exam's duration. */
export const EXTRA_MINUTES_MAX = 300;
export const EXTRA_PERCENT_MAX = 100;

export const candidateSchema = z.object({
  email: z.nullable(z.string()),
  roll: z.nullable(z.string()),
  name: z.nullable(z.string()),
  /** On the allow-list (else kept only for its extra time). */
  listed: z.boolean(),
  extra_minutes: z.nullable(z.number()),
  extra_percent: z.nullable(z.number()),
  /** The account that sat as this candidate, once it started. */
  account: z.nullable(z.object({ name: z.string(), email: z.string() })),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidatesResponseSchema = z.object({
  /** A list is in force: only its candidates may start. */
  list_in_force: z.boolean(),
  candidates: z.array(candidateSchema),
});
export type CandidatesResponse = z.infer<typeof candidatesResponseSchema>;

/**
 * The allow-list as text: pasted, or a CSV file read in the browser. One candidate a line; a first
 * line naming columns (email, roll / symbol / roll number, name) is a header; without one, each
 * line's first field is an e-mail or a roll number and its second, if any, a name. Comma,
 * semicolon or tab; quoted fields; a BOM and CRLF are read as such. Empty: the list is lifted.
 */
export const listRequestSchema = z.object({
  text: z.string().check(z.maxLength(2_000_000, code("exams.listTextTooLong"))),
  /** The examiner saw who the list takes off an open exam (the preview's `removed`). */
  confirm: z.optional(z.boolean()),
});
export type ListRequest = z.input<typeof listRequestSchema>;
/**
 * The bytes a list's request may hold: 5,000 rows of e-mail, roll number and a Devanagari name
 * (3 bytes a letter) are about 0.7 MB; the 2,000,000 characters of `text` in Devanagari are 6 MB.
 */
export const LIST_BODY_LIMIT = 6 * 1024 * 1024;
/** The rows a preview shows (all are counted). */
export const PREVIEW_ROWS = 200;

export const listRowSchema = z.object({
  /** The row's line in the text (from 1, as a spreadsheet numbers it). */
  line: z.number(),
  email: z.nullable(z.string()),
  roll: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type ListRow = z.infer<typeof listRowSchema>;

/** The list as the site read it, before it is saved (issue 68 point 1). */
export const listPreviewSchema = z.object({
  /** The first line named the columns. */
  header: z.boolean(),
  /** The candidates read. */
  count: z.number(),
  /** The first PREVIEW_ROWS of them, as read. */
  rows: z.array(listRowSchema),
  /** The rows that could not be read; the first 100 are named in `faults`. */
  unread: z.number(),
  faults: z.array(fieldErrorSchema),
  /** More rows than a list holds. */
  too_long: z.boolean(),
  /** The exam is open now: a list that takes candidates off is saved only when confirmed. */
  open: z.boolean(),
  /** What saving it does to the list in force (issue 68 point 2). */
  change: z.object({
    kept: z.number(),
    added: z.number(),
    removed: z.number(),
    /** Of those taken off, how many have an account bound (started, or claimed their roll). */
    removed_started: z.number(),
  }),
  /** The first 100 taken off, and whether each has started. */
  removed: z.array(
    z.object({
      email: z.nullable(z.string()),
      roll: z.nullable(z.string()),
      name: z.nullable(z.string()),
      started: z.boolean(),
    }),
  ),
});
export type ListPreview = z.infer<typeof listPreviewSchema>;

const who = z
  .string(code("exams.noCandidate"))
  .check(...lineRule(), z.trim(), z.minLength(1), z.maxLength(200));

const outOfRange = code("exams.extraTimeRange");
/** Whole, from 0 to `most`; left out or null: none. */
const extraTime = (most: number) =>
  z.optional(
    z.nullable(z.int(outOfRange).check(z.minimum(0, outOfRange), z.maximum(most, outOfRange))),
  );

/**
 * Extra time for one candidate (`who`: an e-mail or roll number); both left out or 0: none. `mode`
 * "set" makes it this much, "add" adds this to what they have (issue 68 point 2). `preview` only
 * says what the change would do; `shorten` confirms a change that gives a sitting candidate less.
 */
export const extraTimeRequestSchema = z
  .object({
    who,
    minutes: extraTime(EXTRA_MINUTES_MAX),
    percent: extraTime(EXTRA_PERCENT_MAX),
    mode: z.optional(z.enum(["set", "add"])),
    preview: z.optional(z.boolean()),
    shorten: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => !(v.minutes && v.percent), {
      message: code("exams.extraTimeOne"),
      path: ["percent"],
    }),
  );
export type ExtraTimeRequest = z.input<typeof extraTimeRequestSchema>;

export const reopenRequestSchema = z.object({
  who,
  reason: requiredLine(code("exams.reopenReason"), 500, code("exams.reopenReason")),
  /** Minutes given on top of the time the attempt had left when it was handed in. */
  minutes: z._default(
    z
      .int(code("exams.reopenMinutes"))
      .check(
        z.minimum(0, code("exams.reopenMinutes")),
        z.maximum(EXTRA_MINUTES_MAX, code("exams.reopenMinutes")),
      ),
    0,
  ),
});
export type ReopenRequest = z.input<typeof reopenRequestSchema>;

/**
 * Frees a roll number claimed by the wrong account (decision 251): the right candidate can then
 * claim it; the reason goes to the log, and the wrong account's attempt, if any, is removed.
 */
export const freeRollRequestSchema = z.object({
  roll: z
    .string(code("exams.noCandidate"))
    .check(...lineRule(), z.trim(), z.minLength(1), z.maxLength(40)),
  reason: requiredLine(code("exams.freeRollReason"), 500, code("exams.freeRollReason")),
});
export type FreeRollRequest = z.input<typeof freeRollRequestSchema>;

export const DEVICE_KINDS = ["phone", "tablet", "computer"] as const;
export const LOG_EVENT_KINDS = [
  "started",
  "resumed",
  "gap",
  "late",
  "submitted",
  "timed_out",
  "extra_time",
  "reopened",
  "roll_freed",
  "list_replaced",
  "refused",
  "times_changed",
  "key_corrected",
  "released",
] as const;
export type LogEventKind = (typeof LOG_EVENT_KINDS)[number];

/** Why a start was refused, as the log keeps it (issue 68 point 10, decision 0477). */
export const START_REFUSALS = [
  "wrongCode",
  "notOnList",
  "rollNeeded",
  "rollNotOnList",
  "rollTaken",
  "listEmailUnverified",
] as const;
export type StartRefusal = (typeof START_REFUSALS)[number];

/** An exam's window and its minutes, as a times change found and left them (decision 0478). */
const examTimesSchema = z.object({
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
});

/** How the times changed: the form before opening, more time while it runs, Close now, cancelled. */
export const TIMES_CHANGES = ["edit", "extend", "close", "cancel"] as const;

export const logEventSchema = z.object({
  kind: z.enum(LOG_EVENT_KINDS),
  at: z.string(),
  /** started, resumed, late: the kind of device. */
  device: z.optional(z.nullable(z.enum(DEVICE_KINDS))),
  /** gap: when saving went on again. */
  until: z.optional(z.string()),
  /** gap: its length; extra_time, reopened: the minutes given. */
  minutes: z.optional(z.nullable(z.number())),
  /** extra_time: a percentage of the duration instead. */
  percent: z.optional(z.nullable(z.number())),
  /** extra_time: the candidate's extra minutes before this change (null: none). */
  before_minutes: z.optional(z.nullable(z.number())),
  /** An examiner's act: who did it. */
  by: z.optional(z.string()),
  /** reopened, roll_freed: the reason typed. */
  reason: z.optional(z.string()),
  /** roll_freed: the roll number taken back from this account. */
  roll: z.optional(z.string()),
  /** roll_freed: how many answers the removed attempt held (null: it had none). */
  answered: z.optional(z.nullable(z.number())),
  /** list_replaced: the list's candidates before and after, added, taken off (and started). */
  list: z.optional(
    z.object({
      before: z.number(),
      after: z.number(),
      added: z.number(),
      removed: z.number(),
      removed_started: z.number(),
    }),
  ),
  /** late: a start or an answer. */
  what: z.optional(z.enum(["start", "answer"])),
  /** refused: why the start was refused (the roll given, when one was, in `roll`). */
  refusal: z.optional(z.enum(START_REFUSALS)),
  /**
   * times_changed: the window and minutes before and after; `moved`: the running attempts whose
   * end moved with it (extend, close).
   */
  times: z.optional(
    z.object({
      how: z.enum(TIMES_CHANGES),
      before: examTimesSchema,
      after: examTimesSchema,
      moved: z.optional(z.number()),
    }),
  ),
  /**
   * key_corrected: the question's number in the exam, the change, and its key before and after as
   * letters of the written order ("B", "B, C") or "dropped"; the reason typed is in `reason`.
   */
  key: z.optional(
    z.object({
      question: z.number(),
      change: z.enum(["key", "accept", "drop"]),
      before: z.string(),
      after: z.string(),
    }),
  ),
  /** released: how many students a release after corrections told (absent: the first release). */
  told: z.optional(z.number()),
});
export type LogEvent = z.infer<typeof logEventSchema>;

/** Where a candidate stands now (decision 218). */
export const CANDIDATE_STATES = [
  "not_started",
  "sitting",
  "silent",
  "submitted",
  "timed_out",
  "refused",
  "freed",
] as const;
export type CandidateState = (typeof CANDIDATE_STATES)[number];

export const logCandidateSchema = z.object({
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  roll: z.nullable(z.string()),
  state: z.enum(CANDIDATE_STATES),
  /** The last word from the candidate: the start, a resume or an answer saved. */
  last_seen_at: z.nullable(z.string()),
  deadline: z.nullable(z.string()),
  answered: z.number(),
  events: z.array(logEventSchema),
});
export type LogCandidate = z.infer<typeof logCandidateSchema>;
export const logResponseSchema = z.object({
  /** The server's clock when the log was read (silences are counted from it). */
  now: z.string(),
  /** Open now (or a candidate's extra time still runs): the page asks again. */
  live: z.boolean(),
  sitting: z.number(),
  silent: z.number(),
  candidates: z.array(logCandidateSchema),
  /** The examiner's acts on the exam as a whole (the list replaced), oldest first. */
  exam_events: z.array(logEventSchema),
});
export type LogResponse = z.infer<typeof logResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getExamCandidates = route("GET /examiner/exams/:slug/candidates", "examiner", {
  params: slugParams,
  responses: { 200: candidatesResponseSchema },
  errors: { 404: ["exams.noExam"] },
});

/** Reads a list as it would be saved, and saves nothing. */
export const previewExamList = route("POST /examiner/exams/:slug/candidates/preview", "examiner", {
  params: slugParams,
  body: listRequestSchema,
  responses: { 200: listPreviewSchema },
  errors: { 404: ["exams.noExam"], 422: ["exams.listTooLong", "exams.listTextTooLong"] },
});

/** Replaces the allow-list, all or nothing: a wrong row is named by its line, nothing is saved. */
export const putExamList = route("PUT /examiner/exams/:slug/candidates", "examiner", {
  params: slugParams,
  body: listRequestSchema,
  responses: { 200: notice(["exams.listSaved", "exams.listLifted"]) },
  errors: {
    404: ["exams.noExam"],
    409: ["exams.listConfirm"],
    422: ["exams.listRefused", "exams.listTooLong", "exams.listTextTooLong"],
  },
});

/**
 * Extra time for one candidate, before or during the exam (the deadline moves at once); with
 * `preview`, what it would do (who, their state, before and after) and nothing changed.
 */
export const setExtraTime = route("PUT /examiner/exams/:slug/candidates/extra-time", "examiner", {
  params: slugParams,
  body: extraTimeRequestSchema,
  responses: {
    200: notice([
      "exams.extraTimeSet",
      "exams.extraTimeRemoved",
      "exams.extraTimeWouldWaiting",
      "exams.extraTimeWouldSitting",
      "exams.extraTimeWouldShorten",
    ]),
  },
  errors: {
    404: ["exams.noExam", "exams.noCandidate"],
    409: ["exams.extraTimeHandedIn", "exams.extraTimeShorter"],
    422: ["exams.extraTimeRange"],
  },
});

/** Reopens one candidate's handed-in attempt with a reason. */
export const reopenAttempt = route("POST /examiner/exams/:slug/candidates/reopen", "examiner", {
  params: slugParams,
  body: reopenRequestSchema,
  responses: { 200: notice(["exams.reopened"]) },
  errors: {
    404: ["exams.noExam", "exams.noCandidate"],
    409: ["exams.stillSitting", "exams.resultsFixedNoReopen"],
    422: ["exams.reopenNoTime", "exams.reopenPastClose"],
  },
});

/** Takes a roll number back from the account that claimed it, with a reason. */
export const freeRoll = route("POST /examiner/exams/:slug/candidates/free-roll", "examiner", {
  params: slugParams,
  body: freeRollRequestSchema,
  responses: { 200: notice(["exams.rollFreed"]) },
  errors: {
    404: ["exams.noExam", "exams.noCandidate"],
    409: ["exams.rollNotClaimed", "exams.resultsFixedNoFree"],
  },
});

/** The exam's log per candidate, live while it runs; `format=csv` one event a row. */
export const getExamLog = route("GET /examiner/exams/:slug/log", "examiner", {
  params: slugParams,
  query: meritQuery,
  responses: { 200: z.union([logResponseSchema, z.string()]) },
  errors: { 404: ["exams.noExam"] },
});
