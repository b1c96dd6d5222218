// The student's own data: everything kept about them, and deleting the account with it.
import * as z from "zod/mini";
import { attemptSummarySchema } from "./attempts";
import { PACES } from "./auth";
import { route } from "./endpoint";
import { notice } from "./errors";
import { code } from "./messages/code";
import { requiredText } from "./text";

export const deleteAccountRequestSchema = z.object({
  password: requiredText(code("account.passwordRequired"), 1000, code("account.passwordTooLong")),
});

/** `GET /api/me/export`: everything kept about the student. */
export const exportResponseSchema = z.object({
  exported_at: z.string(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    /** The practice settings kept on the account (decisions 0495, 0496); null: never chosen. */
    pace: z.nullable(z.enum(PACES)),
    target: z.nullable(z.number()),
  }),
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
  /**
   * The student's scholarship exam attempts, the latest first: the questions as they were shown and
   * the picks; the score and each question's key and explanation only once the results are out
   * (before that, `result` is null and the questions carry no key).
   */
  exam_attempts: z.array(
    z.object({
      exam: z.object({ slug: z.string(), title: z.string() }),
      started_at: z.string(),
      deadline: z.string(),
      submitted_at: z.nullable(z.string()),
      results_out: z.boolean(),
      result: z.nullable(
        z.object({
          score: z.number(),
          max_score: z.number(),
          correct: z.number(),
          wrong: z.number(),
          unanswered: z.number(),
          rank: z.number(),
          candidates: z.number(),
          percentile: z.number(),
        }),
      ),
      questions: z.array(
        z.object({
          id: z.number(),
          question: z.string(),
          options: z.array(z.string()),
          pick: z.nullable(z.string()),
          /** The key in force once results are out: the examiner's correction where there is one. */
          answer: z.optional(z.string()),
          explanation: z.optional(z.string()),
          correct: z.optional(z.boolean()),
          /** The key was corrected after the exam, when, and what it accepts now (decision 346). */
          key_corrected: z.optional(z.boolean()),
          corrected_at: z.optional(z.string()),
          accepted: z.optional(z.array(z.string())),
          dropped: z.optional(z.boolean()),
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
  /**
   * The learner model's estimate of the student per subject (decision 228): the ability in logits
   * (0 is the site's average student), its variance, the answers it rests on, when it last moved.
   */
  abilities: z.array(
    z.object({
      subject: z.string(),
      mean: z.number(),
      variance: z.number(),
      answers: z.number(),
      updated_at: z.string(),
    }),
  ),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getExport = route("GET /me/export", "signed-in", {
  responses: { 200: exportResponseSchema },
});

/** Deletes the account and all kept with it; asks for the password (wrong tries are limited). */
export const deleteAccount = route("DELETE /me", "signed-in", {
  body: deleteAccountRequestSchema,
  responses: { 200: notice(["account.deleted"]) },
  errors: { 403: ["account.wrongPassword"], 429: ["general.tooManyAttempts"] },
});
