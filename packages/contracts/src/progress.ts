// zod/mini: the progress pages parse these in the browser (see attempts.ts).
import * as z from "zod/mini";
import { ATTEMPT_MODES, bankQuestionSchema } from "./attempts";
import { endpoint } from "./endpoint";

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

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getProgress = endpoint({
  method: "GET",
  path: "/me/progress",
  access: "signed-in",
  responses: { 200: progressResponseSchema },
});

export const getReview = endpoint({
  method: "GET",
  path: "/me/review",
  access: "signed-in",
  responses: { 200: reviewResponseSchema },
});

export const getWeakTopics = endpoint({
  method: "GET",
  path: "/me/weak-topics",
  access: "signed-in",
  responses: { 200: weakTopicsResponseSchema },
  errors: { 404: ["progress.weakTopicsTooFew"] },
});
