// zod/mini, not classic zod: the quiz screens parse every question they load or resume with this
// schema, and mini costs a few KB on the way to the first question where classic costs about 25
// (decision 12). Mini schemas compose with classic ones (both are zod 4 core).
import * as z from "zod/mini";

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
});
export type Question = z.infer<typeof questionSchema>;

/** A list of questions as it enters the app (an API answer, a stored draw, a unit's text). */
export const questionListSchema = z.array(questionSchema);
