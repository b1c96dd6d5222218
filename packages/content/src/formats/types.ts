import type { Question } from "@tayari/contracts/question";

/** A question as a file gives it: no id yet (the target assigns one), maybe no category. */
export type DraftQuestion = Omit<Question, "id" | "category"> & { category: string | null };

/** One question read from a file, or why it could not be read, with the line it starts on. */
export type ParsedItem =
  | { line: number; question: DraftQuestion; fault?: undefined }
  | { line: number; fault: string; question?: undefined };

export const LETTERS = ["A", "B", "C", "D", "E"] as const;

/** The answer written as a letter (A-E), the way every format here names it. */
export function answerLetter(question: Pick<Question, "options" | "answer">): string {
  const index = question.options.indexOf(question.answer);
  if (index < 0) throw new Error(`answer "${question.answer}" is not among the options`);
  return LETTERS[index]!;
}
