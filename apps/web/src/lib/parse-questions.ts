import type { Question } from "@tayari/content/question";

/** A unit's `json_data` as questions; text that is not a question list yields none. */
export function parseQuestions(jsonData: string): Question[] {
  try {
    const value: unknown = JSON.parse(jsonData);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (q): q is Question =>
        typeof q === "object" &&
        q !== null &&
        typeof q.question === "string" &&
        Array.isArray(q.options) &&
        typeof q.answer === "string",
    );
  } catch {
    return [];
  }
}
