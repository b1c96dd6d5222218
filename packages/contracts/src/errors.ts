import { z } from "zod";

/** Every error body the API sends: a human message, and per-field messages for invalid input. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
