// zod/mini: the quiz screens parse these answers in the browser, bundled with their own zod
// (apps/web/src/lib/quiz-schemas.ts; decision 60).
import * as z from "zod/mini";
import { endpoint } from "./endpoint";
import { code } from "./messages/code";
import { questionListSchema } from "./question";

/** An answer with questions in it: at least one, each one a question. */
const questionsSchema = questionListSchema.check(z.minLength(1));

/** `GET /api/banks/entrance/draw`: one attempt of the timed entrance quiz, drawn by quota, in quota order. */
export const entranceDrawResponseSchema = z.object({ questions: questionsSchema });
export type EntranceDrawResponse = z.infer<typeof entranceDrawResponseSchema>;

/** `GET /api/banks/entrance/papers/{year}`: the model paper of a year, in paper order. */
export const yearPaperResponseSchema = z.object({ year: z.number(), questions: questionsSchema });
export type YearPaperResponse = z.infer<typeof yearPaperResponseSchema>;

const notAYear = code("banks.invalidYear");
export const yearParam = z.coerce
  .number({ error: notAYear })
  .check(
    z.refine(Number.isSafeInteger, notAYear),
    z.minimum(1000, notAYear),
    z.maximum(9999, notAYear),
  );

/** One attempt's draw from the entrance bank (100 questions by quota): a tenth of the bank's bytes. */
export const getEntranceDraw = endpoint({
  method: "GET",
  path: "/banks/entrance/draw",
  access: "public",
  responses: { 200: entranceDrawResponseSchema },
});

export const getYearPaper = endpoint({
  method: "GET",
  path: "/banks/entrance/papers/:year",
  access: "public",
  params: z.object({ year: yearParam }),
  responses: { 200: yearPaperResponseSchema },
  errors: { 404: ["banks.noSuchPaper", "banks.paperMissing"] },
});
