import { questionSchema, type Question } from "./quiz-schemas";

/** A unit's `json_data` as questions: each one that fits the question schema, in order. */
export function parseQuestions(jsonData: string): Question[] {
  let value: unknown;
  try {
    value = JSON.parse(jsonData);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = questionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
