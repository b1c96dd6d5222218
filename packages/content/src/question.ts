import { z } from "zod";
import * as zm from "zod/mini";
import { figureSchema, mathTreesSchema } from "@tayari/contracts/question";

/**
 * One multiple-choice question, the unit of every bank and catalog unit.
 * `answer` must equal exactly one option; the validator checks the rest of the contract.
 */
export const questionSchema = z.object({
  id: z.number().int().nonnegative(),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
  /** An SVG file in the banks' figures/ folder, and what it shows for those who cannot see it. */
  figure: figureSchema.optional(),
  /** Made from the texts when content is served (math-tree.ts); one written by hand is replaced. */
  math: zm.optional(mathTreesSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListSchema = z.object({ questions: z.array(questionSchema) });

export const setBankSchema = z.object({
  sets: z.array(z.object({ set: z.number().int().positive(), questions: z.array(questionSchema) })),
});
export type SetBank = z.infer<typeof setBankSchema>;

/** `{ "English": { "Tag Questions": [...] } }`: subject -> topic -> questions. */
export const subjectBankSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(questionSchema)),
);
export type SubjectBank = z.infer<typeof subjectBankSchema>;
