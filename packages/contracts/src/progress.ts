// zod/mini: the progress pages parse these in the browser (see attempts.ts).
import * as z from "zod/mini";
import { ATTEMPT_MODES, bankQuestionSchema } from "./attempts";
import { route } from "./endpoint";

const tally = {
  attempts: z.number(),
  answered: z.number(),
  correct: z.number(),
  /** correct / answered, 0..1 (0 when nothing was answered). */
  accuracy: z.number(),
  average_seconds: z.number(),
};

/** `GET /api/me/progress`: totals, per mode, per category and English topic, and per day. */
export const progressResponseSchema = z.object({
  totals: z.object(tally),
  by_mode: z.array(z.object({ mode: z.enum(ATTEMPT_MODES), ...tally })),
  by_category: z.array(z.object({ category: z.string(), ...tally })),
  by_topic: z.array(z.object({ topic: z.string(), ...tally })),
  /** The last 90 days (Nepal time) with at least one answer, oldest first. */
  by_day: z.array(
    z.object({ day: z.string(), answered: z.number(), correct: z.number(), accuracy: z.number() }),
  ),
  /** The practice banks' categories and English topics with no answer yet: never ranked weakest. */
  not_tried: z.object({ categories: z.array(z.string()), topics: z.array(z.string()) }),
  /** Today in Nepal (YYYY-MM-DD): the last of the 90 days. */
  today: z.string(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** `GET /api/me/review`: the review cards due today (Nepal time), as questions to ask. */
export const reviewResponseSchema = z.object({
  due: z.number(),
  questions: z.array(bankQuestionSchema),
  /** Missed questions not due yet, and the day (YYYY-MM-DD, Nepal) the first of them is. */
  waiting: z.number(),
  next_due: z.nullable(z.string()),
  /** Today in Nepal, so "tomorrow" is the server's and not the device's. */
  today: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** `GET /api/me/weak-topics`: a 20-question quiz from the three weakest categories. */
export const weakTopicsResponseSchema = z.object({
  categories: z.array(z.string()),
  questions: z.array(bankQuestionSchema),
});
export type WeakTopicsResponse = z.infer<typeof weakTopicsResponseSchema>;

const subjectCount = { subject: z.string(), answers: z.number() };

/**
 * One full paper's readiness (decision 191): a predicted score out of `max` with an 80% range, or,
 * with too little evidence, the subjects short of answers instead of a number.
 */
export const paperReadinessSchema = z.object({
  /** The paper: `csit` (the B.Sc.CSIT entrance) or `bca` (the BCA entrance). */
  paper: z.string(),
  /** The paper's weights: the marks each subject carries, in the paper's order (decision 227). */
  weights: z.array(z.object({ subject: z.string(), marks: z.number() })),
  max: z.number(),
  pass_marks: z.number(),
  /** Answers in the paper's subjects that the figure rests on. */
  answers: z.number(),
  estimate: z.nullable(
    z.object({
      /** Marks, one decimal; the range is the 10th to the 90th percentile. */
      expected: z.number(),
      low: z.number(),
      high: z.number(),
      subjects: z.array(
        z.object({ ...subjectCount, tried: z.boolean(), expected: z.number(), max: z.number() }),
      ),
      /** Subjects with no answers: estimated from the others. */
      untried: z.array(z.string()),
      /** Subjects with some answers, fewer than `min_answers`: leaning on the others. */
      few: z.array(z.object(subjectCount)),
      /**
       * About how many more answers (spread over the paper) would narrow the range by a fifth, and
       * its width then in marks; null where more answers would narrow it little.
       */
      narrow: z.nullable(z.object({ answers: z.number(), width: z.number() })),
    }),
  ),
  /** With no estimate: each subject short of answers, heaviest first, and how many more it needs. */
  missing: z.array(z.object({ ...subjectCount, needed: z.number() })),
  /** Answers before a subject counts as tried. */
  min_answers: z.number(),
});
export type PaperReadiness = z.infer<typeof paperReadinessSchema>;

/**
 * What "Practise next" holds today (issue 69 point 4, decision 0498): the set `GET /api/me/next-step`
 * draws, told by subject with the student's answers in each as the readiness card and the progress
 * table count them.
 */
export const nextStepSummarySchema = z.object({
  /** The paper the set is chosen for (`csit`). */
  paper: z.string(),
  questions: z.number(),
  /** Of them, due reviews of questions missed before. */
  reviews: z.number(),
  /** Most questions first: how many of the set each subject holds, and its answers so far. */
  subjects: z.array(z.object({ ...subjectCount, questions: z.number() })),
});
export type NextStepSummary = z.infer<typeof nextStepSummarySchema>;

/** `GET /api/me/readiness`: each full paper the site offers, and what Practise next holds. */
export const readinessResponseSchema = z.object({
  papers: z.array(paperReadinessSchema),
  /** Null where the install holds no entrance bank to draw from. */
  next_step: z.nullable(nextStepSummarySchema),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/**
 * `GET /api/me/next-step`: about ten questions to practise next (decision 193), each with why: a
 * due review, or the largest expected gain in marks, at the student's chance of getting it right.
 */
export const nextStepResponseSchema = z.object({
  questions: z.array(bankQuestionSchema),
  why: z.array(
    z.object({
      reason: z.enum(["review", "gain"]),
      subject: z.string(),
      /** The student's chance of a right answer, 0..1. */
      chance: z.number(),
    }),
  ),
});
export type NextStepResponse = z.infer<typeof nextStepResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getProgress = route("GET /me/progress", "signed-in", {
  responses: { 200: progressResponseSchema },
});

export const getReview = route("GET /me/review", "signed-in", {
  responses: { 200: reviewResponseSchema },
});

export const getWeakTopics = route("GET /me/weak-topics", "signed-in", {
  responses: { 200: weakTopicsResponseSchema },
  errors: { 404: ["progress.weakTopicsTooFew"] },
});

export const getReadiness = route("GET /me/readiness", "signed-in", {
  responses: { 200: readinessResponseSchema },
});

export const getNextStep = route("GET /me/next-step", "signed-in", {
  responses: { 200: nextStepResponseSchema },
});
