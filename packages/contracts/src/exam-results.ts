// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { slugParams, slugSchema } from "./exam-address";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import { passageListSchema, questionSchema } from "./question";

/** Results: the student's score and review once they are out, and the examiner's merit list. */

export const reviewItemSchema = z.object({
  ...questionSchema.shape,
  pick: z.nullable(z.string()),
  correct: z.boolean(),
  /**
   * The examiner corrected this question's key after the paper was set (issue 44): `answer` is the
   * corrected key (its first accepted option), `accepted` every option now right where several
   * are, `dropped` where every candidate got the marks.
   */
  key_corrected: z.optional(z.boolean()),
  /** When the key in force was set by the examiner (decision 346). */
  corrected_at: z.optional(z.string()),
  accepted: z.optional(z.array(z.string())),
  dropped: z.optional(z.boolean()),
  /** The marks this answer earned under the exam's marking (negative with a penalty); examiner only. */
  marks: z.optional(z.number()),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const resultResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  score: z.number(),
  max_score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  /** Questions dropped by a key correction: their marks given to everyone (decision 155). */
  dropped: z.optional(z.number()),
  rank: z.number(),
  candidates: z.number(),
  percentile: z.number(),
  review: z.array(reviewItemSchema),
  /** The passages the review's questions stand on, each once (decision 221); absent where none. */
  passages: z.optional(passageListSchema),
});
export type ResultResponse = z.infer<typeof resultResponseSchema>;

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
  /**
   * When the server received the candidate's last saved answer (null: none). While the exam runs,
   * a time far behind the others' shows a candidate whose answers stopped arriving (decision 143).
   */
  last_answer_at: z.nullable(z.string()),
  /** Marks per section (category, lower-case), as the paper's sections are named (decision 187). */
  sections: z.optional(z.record(z.string(), z.number())),
  /** The candidate's roll (symbol) number, when the exam's list names them (decision 215). */
  roll: z.optional(z.nullable(z.string())),
  /** The candidate's account: their answers open at `candidates/{user_id}/answers` (issue 46). */
  user_id: z.optional(z.number()),
});
export type MeritRow = z.infer<typeof meritRowSchema>;
export const meritResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  final: z.boolean(),
  rows: z.array(meritRowSchema),
  /** The sections (categories, lower-case) in the order of the exam's questions. */
  sections: z.optional(z.array(z.string())),
  /**
   * Equal totals are ordered by these sections' marks in turn (the profile's order: CSIT's
   * mathematics, physics, chemistry, English); still equal, they share a rank. Empty: they share it.
   */
  tie_break: z.optional(z.array(z.string())),
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
/** The student's result and review, once results are out. */
export const getExamResult = route("GET /exams/:slug/result", "signed-in", {
  params: slugParams,
  responses: { 200: resultResponseSchema },
  errors: {
    404: ["exams.didNotSit", "exams.opensLater", "exams.closedAt"],
    409: ["exams.resultsAt", "exams.resultsNotReleased", "exams.resultsHeld"],
  },
});

/** The merit list as JSON, or (`format=csv`) as a CSV file. */
export const getMerit = route("GET /examiner/exams/:slug/merit", "examiner", {
  params: slugParams,
  query: meritQuery,
  responses: { 200: z.union([meritResponseSchema, z.string()]) },
  errors: { 404: ["exams.noExam"] },
});

const notACandidate = code("exams.candidateId");
export const candidateAnswersParams = z.object({
  slug: slugSchema,
  user: wholeNumberParam(notACandidate, 1, Number.MAX_SAFE_INTEGER),
});

/**
 * One candidate's paper as the examiner reads it, live or after the close: every question in the
 * candidate's order and option order, their pick beside the (corrected) key, and the marks each
 * earned under the exam's marking (decision 210).
 */
export const candidateAnswersResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  candidate: z.object({
    user_id: z.number(),
    name: z.string(),
    email: z.string(),
    submitted_at: z.nullable(z.string()),
  }),
  /** The exam is over: the marks are the fixed ones; otherwise as the answers stand now. */
  final: z.boolean(),
  score: z.number(),
  max_score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  dropped: z.number(),
  review: z.array(reviewItemSchema),
  passages: z.optional(passageListSchema),
});
export type CandidateAnswersResponse = z.infer<typeof candidateAnswersResponseSchema>;

/** One candidate's answers, opened from their row of the merit list (issues 44 and 46). */
export const getCandidateAnswers = route(
  "GET /examiner/exams/:slug/candidates/:user/answers",
  "examiner",
  {
    params: candidateAnswersParams,
    responses: { 200: candidateAnswersResponseSchema },
    errors: { 404: ["exams.noExam", "exams.noCandidate"] },
  },
);
