import { z } from "zod";
import { questionSchema as question } from "./question";

/** `GET /api/banks/entrance/draw`: one attempt of the timed entrance quiz, drawn by quota, in quota order. */
export const entranceDrawResponseSchema = z.object({ questions: z.array(question) });
export type EntranceDrawResponse = z.infer<typeof entranceDrawResponseSchema>;

/** `GET /api/banks/entrance/papers/{year}`: the model paper of a year, in paper order. */
export const yearPaperResponseSchema = z.object({
  year: z.number(),
  questions: z.array(question),
});
export type YearPaperResponse = z.infer<typeof yearPaperResponseSchema>;

export const yearParam = z.coerce
  .number({ error: "Not a valid year." })
  .int("Not a valid year.")
  .min(1000, "Not a valid year.")
  .max(9999, "Not a valid year.");
