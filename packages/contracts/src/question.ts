// zod/mini, not classic zod: the quiz screens parse every question they load or resume with this
// schema, and mini costs a few KB on the way to the first question where classic costs about 25
// (decision 12). Mini schemas compose with classic ones (both are zod 4 core).
import * as z from "zod/mini";
import type { MathNode } from "./math";

const mathNode: z.ZodMiniType<MathNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.tuple([z.string(), z.array(mathNode)]),
    z.tuple([z.string(), z.array(mathNode), z.record(z.string(), z.string())]),
  ]),
);

/** One formula's MathML as JSON: the children of its <math> element (see math.ts, decision 35). */
export const mathTreeSchema = z.array(mathNode);

/** A question's maths as JSON trees, keyed by the formula as written. */
export const mathTreesSchema = z.record(z.string(), mathTreeSchema);

/** A drawing beside the question: an SVG file served under /figures/, with its text for screen readers. */
export const figureSchema = z.object({ file: z.string(), alt: z.string() });
export type Figure = z.infer<typeof figureSchema>;

/**
 * One multiple-choice question: the unit of every bank and catalog unit, and what the API sends.
 * `answer` must equal exactly one option; the content validator checks that and the rest.
 */
export const questionSchema = z.object({
  id: z.int().check(z.nonnegative()),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
  /** An SVG file in the banks' figures/ folder, and what it shows for those who cannot see it. */
  figure: z.optional(figureSchema),
  /** Made from the texts where content is read in Node (math-tree.ts); one written by hand is replaced. */
  math: z.optional(mathTreesSchema),
  /**
   * The id of the passage this question stands on (decision 172): its text travels once, in the
   * paper's or unit's `passages` beside the questions (decision 174), never inside each question.
   */
  passage: z.optional(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * What a run of questions shares (decisions 172 and 174): a reading passage, a table (GitHub pipe
 * tables in the text), a figure. Its text's maths travels as trees, like a question's.
 */
export const passageSchema = z.object({
  id: z.string(),
  title: z.optional(z.string()),
  text: z.string(),
  figure: z.optional(figureSchema),
  math: z.optional(mathTreesSchema),
});
export type Passage = z.infer<typeof passageSchema>;

/** The passages of a paper, unit or draw, each once however many of its questions it holds. */
export const passageListSchema = z.array(passageSchema);

/** A list of questions as it enters the app (an API answer, a stored draw, a unit's text). */
export const questionListSchema = z.array(questionSchema);
