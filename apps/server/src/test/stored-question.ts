import type { StoredQuestion } from "../db/schema-exams";

/** A stored question of `category` for the paper-drawing tests, on `passage` where given. */
export const storedQuestion = (id: number, category: string, passage?: string): StoredQuestion => ({
  id,
  category,
  question: `Question ${id}?`,
  options: ["A", "B"],
  answer: "A",
  explanation: "A is right.",
  ...(passage ? { passage } : {}),
});
