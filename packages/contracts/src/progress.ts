// zod/mini: the progress pages parse these in the browser (see attempts.ts).
import * as z from "zod/mini";
import { ATTEMPT_MODES, attemptSummarySchema, bankQuestionSchema } from "./attempts";

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
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** `GET /api/me/review`: the review cards due now, as questions to ask. */
export const reviewResponseSchema = z.object({
  due: z.number(),
  questions: z.array(bankQuestionSchema),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** `GET /api/me/weak-topics`: a 20-question quiz from the three weakest categories. */
export const weakTopicsResponseSchema = z.object({
  categories: z.array(z.string()),
  questions: z.array(bankQuestionSchema),
});
export type WeakTopicsResponse = z.infer<typeof weakTopicsResponseSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: "Enter your password to delete the account." })
    .check(
      z.minLength(1, "Enter your password to delete the account."),
      z.maxLength(1000, "The password is at most 1000 characters."),
    ),
});

/** `GET /api/me/export`: everything kept about the student. */
export const exportResponseSchema = z.object({
  exported_at: z.string(),
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), created_at: z.string() }),
  attempts: z.array(
    z.extend(attemptSummarySchema, {
      questions: z.array(
        z.object({
          bank: z.string(),
          id: z.number(),
          category: z.string(),
          pick: z.nullable(z.string()),
          correct: z.boolean(),
          seconds: z.number(),
        }),
      ),
    }),
  ),
  review_cards: z.array(
    z.object({
      bank: z.string(),
      id: z.number(),
      due: z.string(),
      reps: z.number(),
      lapses: z.number(),
      state: z.number(),
    }),
  ),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;
