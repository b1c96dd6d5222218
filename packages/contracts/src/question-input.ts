// A question as someone sends it (a bank upload, an import, an examiner's edit), checked by the one
// text rule (text.ts, decision 0074). Server and content only: the web app parses questions it
// receives with question.ts, which stays small.
import * as z from "zod/mini";
import { code } from "./messages/code";
import { multiLine, singleLine } from "./text";

/** The limits of one question's parts (characters), generous for any real question. */
export const QUESTION_LIMITS = {
  category: 100,
  question: 10_000,
  option: 2_000,
  options: 10,
  explanation: 10_000,
  figureAlt: 1_000,
} as const;

/** A figure's file: a plain SVG name in the banks' figures/ folder, never a path. */
export const FIGURE_FILE = /^[a-z0-9][a-z0-9._-]{0,99}\.svg$/;

export const figureInputSchema = z.object({
  file: singleLine({ max: 104, min: 5 }).check(
    z.refine((file) => FIGURE_FILE.test(file) && !file.includes(".."), code("input.figureFile")),
  ),
  alt: singleLine({ max: QUESTION_LIMITS.figureAlt, min: 1 }),
});

/**
 * One question of the bank format, as sent: only the format's fields are kept (unknown ones, and a
 * `math` written by hand, are dropped: the server builds the maths trees from the LaTeX itself).
 * That the answer is one of the options, and the rest of the content rules, are the content
 * validator's (packages/content/src/validate.ts).
 */
export const questionInputSchema = z.object({
  id: z.int().check(z.nonnegative(), z.maximum(2_147_483_647)),
  category: singleLine({ max: QUESTION_LIMITS.category, min: 1 }),
  question: multiLine({ max: QUESTION_LIMITS.question, min: 1 }),
  options: z
    .array(multiLine({ max: QUESTION_LIMITS.option, min: 1 }))
    .check(z.maxLength(QUESTION_LIMITS.options)),
  answer: multiLine({ max: QUESTION_LIMITS.option, min: 1 }),
  explanation: multiLine({ max: QUESTION_LIMITS.explanation }),
  figure: z.optional(figureInputSchema),
  /** The id of the passage it stands on, among the bank's `passages` (decision 221). */
  passage: z.optional(singleLine({ max: 100, min: 1 })),
});
export type QuestionInput = z.output<typeof questionInputSchema>;

/**
 * A passage several questions share (decisions 172 and 221) as someone sends it: the content
 * check (packages/content/src/passages.ts) holds it to the rest of the rules.
 */
export const passageInputSchema = z.object({
  id: singleLine({ max: 100, min: 1 }),
  title: z.optional(singleLine({ max: 200, min: 1 })),
  text: multiLine({ max: QUESTION_LIMITS.question, min: 1 }),
  /** One of the site's drawings, as a question's figure is (decision 223). */
  figure: z.optional(figureInputSchema),
});
export type PassageInput = z.output<typeof passageInputSchema>;
