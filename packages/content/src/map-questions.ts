/** The text fields of a question, as found by `mapQuestions` in content of any shape. */
export interface QuestionLike {
  id?: unknown;
  question: string;
  options: string[];
  explanation: string;
  [field: string]: unknown;
}

const isQuestion = (value: object): value is QuestionLike =>
  "question" in value &&
  typeof value.question === "string" &&
  "options" in value &&
  Array.isArray(value.options) &&
  value.options.every((o) => typeof o === "string") &&
  "explanation" in value &&
  typeof value.explanation === "string";

/**
 * A copy of any content (a bank of any shape, a catalog file, a list of questions) with every
 * question replaced by `change(question)`; everything else is copied as it is.
 */
export function mapQuestions<T>(content: T, change: (question: QuestionLike) => object): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    if (isQuestion(value)) return change(value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  return walk(content) as T;
}

/** A passage as found by `mapPassages`: an object with a text in a `passages` list. */
export interface PassageLike {
  id?: unknown;
  text: string;
  title?: unknown;
  [field: string]: unknown;
}

/**
 * A copy of any content (a bank, a catalog file) with every passage (decision 172), an object with
 * a string `text` in a list under the key `passages`, replaced by `change(passage)`.
 */
export function mapPassages<T>(content: T, change: (passage: PassageLike) => object): T {
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value))
      return value.map((item) =>
        key === "passages" &&
        typeof item === "object" &&
        item !== null &&
        typeof (item as { text?: unknown }).text === "string"
          ? change(item as PassageLike)
          : walk(item),
      );
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(content) as T;
}
