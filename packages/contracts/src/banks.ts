// zod/mini: the quiz screens parse these answers in the browser, bundled with their own zod
// (apps/web/src/lib/quiz-schemas.ts; decision 60).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import {
  figureSchema,
  mathTreeSchema,
  mathTreesSchema,
  questionSchema,
  questionListSchema,
} from "./question";

/** An answer with questions in it: at least one, each one a question. */
const questionsSchema = questionListSchema.check(z.minLength(1));

/**
 * A question as the entrance draw sends it: without its explanation (and the formulas only the
 * explanation has), which the review needs and the questions do not. The quiz asks for them once
 * its first question shows (`getEntranceExplanations`); about 45% of a draw's bytes (decision 88).
 */
export const drawnQuestionSchema = z.extend(questionSchema, {
  explanation: z.optional(z.string()),
});
export type DrawnQuestion = z.infer<typeof drawnQuestionSchema>;

/** `GET /api/banks/entrance/draw`: one attempt of the timed entrance quiz, drawn by quota, in quota order. */
export const entranceDrawResponseSchema = z.object({
  questions: z.array(drawnQuestionSchema).check(z.minLength(1)),
});
export type EntranceDrawResponse = z.infer<typeof entranceDrawResponseSchema>;

/**
 * A drawn question as the compact draw sends it (decision 101): the same question in fewer bytes.
 * `answer` is the index of the right option; `math` holds the trees of the formulas the question
 * shows in the order `shownFormulas` (packages/content/src/compact-question.ts) lists them (its
 * text, then each option, each formula once), null for a formula without a tree, instead of a map
 * that repeats each formula's source as its key. `fromCompactQuestion` makes the question again.
 */
export const compactDrawnQuestionSchema = z.object({
  id: z.int().check(z.nonnegative()),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.int().check(z.nonnegative()),
  figure: z.optional(figureSchema),
  math: z.optional(z.array(z.nullable(mathTreeSchema))),
});
export type CompactDrawnQuestion = z.infer<typeof compactDrawnQuestionSchema>;

/** `GET /api/banks/entrance/draw/compact`: the draw, its questions in the compact form. */
export const compactDrawResponseSchema = z.object({
  questions: z.array(compactDrawnQuestionSchema).check(z.minLength(1)),
});

/** `GET /api/banks/entrance/papers/{year}`: the model paper of a year, in paper order. */
export const yearPaperResponseSchema = z.object({ year: z.number(), questions: questionsSchema });
export type YearPaperResponse = z.infer<typeof yearPaperResponseSchema>;

const notAYear = code("banks.invalidYear");
export const yearParam = wholeNumberParam(notAYear, 1000, 9999);

/**
 * One attempt's draw from the entrance bank (100 questions by quota): a tenth of the bank's bytes.
 * The app asks for `getCompactDraw`; this form stays for the apps a service worker installed before
 * it (decision 101), which would otherwise fall back to downloading the whole bank.
 */
export const getEntranceDraw = route("GET /banks/entrance/draw", "public", {
  responses: { 200: entranceDrawResponseSchema },
});

/** The same draw in the compact form: about 600 bytes (6%) fewer on the way to the first question. */
export const getCompactDraw = route("GET /banks/entrance/draw/compact", "public", {
  responses: { 200: compactDrawResponseSchema },
});

export const getYearPaper = route("GET /banks/entrance/papers/:year", "public", {
  params: z.object({ year: yearParam }),
  responses: { 200: yearPaperResponseSchema },
  errors: { 404: ["banks.noSuchPaper", "banks.paperMissing"] },
});

/** At most this many explanations in one request: a draw's 100 and room to spare. */
export const EXPLANATIONS_MAX = 200;
const idList = z
  .string({ error: code("banks.invalidIds") })
  .check(
    z.regex(
      new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${EXPLANATIONS_MAX - 1}}$`),
      code("banks.invalidIds"),
    ),
  );

/** One question's explanation, with the trees of the formulas in it that the question had not. */
export const explanationSchema = z.object({
  id: z.int().check(z.nonnegative()),
  explanation: z.string(),
  math: z.optional(mathTreesSchema),
});
export type Explanation = z.infer<typeof explanationSchema>;

/**
 * `GET /api/banks/entrance/explanations?ids=1,2,3`: the explanations of entrance questions, by
 * their ids (in the query: a draw's hundred ids are longer than a path segment may be); an id the
 * bank does not hold is left out of the answer.
 */
export const getEntranceExplanations = route("GET /banks/entrance/explanations", "public", {
  query: z.object({ ids: idList }),
  responses: { 200: z.object({ explanations: z.array(explanationSchema) }) },
});
