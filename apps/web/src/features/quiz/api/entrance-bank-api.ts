import { fromCompactQuestion } from "@tayari/content/compact-question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import {
  compactDrawnQuestionSchema,
  getCompactDraw,
  getEntranceExplanations,
  getYearPaper,
  questionSchema,
  type Question,
} from "../../../lib/quiz-schemas";
import { call, callUnchecked, unreadable, type AnswerSchema } from "../../../lib/api-client";
import { mapInSlices } from "../../../lib/in-slices";
import { nextTask } from "../../../lib/next-task";

/**
 * An answer's list of questions (a non-empty array, as its endpoint's schema checks it), each
 * checked with `schema` and made with `make` a few at a time, the browser let in between: at 8x
 * CPU a list of 100 checked at once was a task of 85-110 ms (decision 0528). Throws, as an
 * unreadable answer does, when one cannot be read.
 */
async function questionsInSlices<T, U>(
  status: number,
  body: unknown,
  schema: AnswerSchema<T>,
  make: (item: T) => U,
): Promise<U[]> {
  const list = (body as { questions?: unknown } | null | undefined)?.questions;
  if (status !== 200 || !Array.isArray(list) || list.length === 0) throw unreadable(status);
  // Not in the task that parsed the JSON: with a year paper's explanations, the parse and the
  // first slice were one task of 69 ms at 8x.
  await nextTask();
  return mapInSlices(list, (item) => {
    const checked = schema.safeParse(item);
    if (!checked.success) throw unreadable(status);
    return make(checked.data);
  });
}

/**
 * One attempt of the timed entrance quiz, drawn by the server: about 9 KB instead of the bank, its
 * questions without their explanations (decision 88), sent in the compact form (decision 101).
 * Throws when one cannot be read back whole.
 */
export async function fetchEntranceDraw(): Promise<DrawnQuestion[]> {
  const { status, body } = await callUnchecked(getCompactDraw);
  return questionsInSlices(status, body, compactDrawnQuestionSchema, fromCompactQuestion);
}

/** The explanations of entrance questions, by id (those the server does not hold are left out). */
export const fetchEntranceExplanations = async (ids: readonly number[]) =>
  (await call(getEntranceExplanations, { query: { ids: ids.join(",") } })).explanations;

/** A year's model paper from the server, its 100 questions (with explanations) checked in slices. */
export async function fetchYearPaper(year: number): Promise<Question[]> {
  const { status, body } = await callUnchecked(getYearPaper, { params: { year } });
  if (!Number.isFinite((body as { year?: unknown } | null | undefined)?.year))
    throw unreadable(status);
  return questionsInSlices(status, body, questionSchema, (question) => question);
}
