// The student's own data: everything kept about them, and deleting the account with it.
import * as z from "zod/mini";
import { attemptSummarySchema } from "./attempts";
import { endpoint } from "./endpoint";
import { notice } from "./errors";
import { code } from "./messages/code";

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: code("account.passwordRequired") })
    .check(
      z.minLength(1, code("account.passwordRequired")),
      z.maxLength(1000, code("account.passwordTooLong")),
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

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getExport = endpoint({
  method: "GET",
  path: "/me/export",
  access: "signed-in",
  responses: { 200: exportResponseSchema },
});

/** Deletes the account and all kept with it; asks for the password (wrong tries are limited). */
export const deleteAccount = endpoint({
  method: "DELETE",
  path: "/me",
  access: "signed-in",
  body: deleteAccountRequestSchema,
  responses: { 200: notice(["account.deleted"]) },
  errors: { 403: ["account.wrongPassword"], 429: ["general.tooManyAttempts"] },
});
