import { z } from "zod";
import * as zm from "zod/mini";
import type { MathNode } from "./math";

// zod/mini: the app parses questions with it, and mini composes with classic zod.
const mathNode: zm.ZodMiniType<MathNode> = zm.lazy(() =>
  zm.union([
    zm.string(),
    zm.tuple([zm.string(), zm.array(mathNode)]),
    zm.tuple([zm.string(), zm.array(mathNode), zm.record(zm.string(), zm.string())]),
  ]),
);

/** A question's maths as JSON trees, keyed by its source (see math.ts). */
export const mathTreesSchema = zm.record(zm.string(), zm.array(mathNode));

/** A drawing beside the question: an SVG file served under /figures/, with its text for screen readers. */
export const figureSchema = z.object({ file: z.string(), alt: z.string() });
export type Figure = z.infer<typeof figureSchema>;

/** A question as the API sends it (catalog units, entrance draws and year papers). */
export const questionSchema = z.object({
  id: z.number(),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
  figure: figureSchema.optional(),
  /** Written by the server from the texts' LaTeX; absent when they hold none. */
  math: zm.optional(mathTreesSchema),
});
export type ApiQuestion = z.infer<typeof questionSchema>;
