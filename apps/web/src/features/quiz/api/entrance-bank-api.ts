import { fromCompactQuestion } from "@tayari/content/compact-question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import {
  compactDrawnQuestionSchema,
  getCompactDraw,
  getEntranceExplanations,
  getYearPaper,
} from "../../../lib/quiz-schemas";
import { call, callUnchecked, unreadable } from "../../../lib/api-client";
import { mapInSlices } from "../../../lib/in-slices";

/**
 * One attempt of the timed entrance quiz, drawn by the server: about 9 KB instead of the bank, its
 * questions without their explanations (decision 88), sent in the compact form (decision 101).
 * Each question is checked (as `getCompactDraw`'s schema checks the list) and read back a few at a
 * time, the browser let in between: at 8x CPU the 100 at once were a task of 140 ms (decision
 * 0528). Throws, as an unreadable answer does, when one cannot be read back whole.
 */
export async function fetchEntranceDraw(): Promise<DrawnQuestion[]> {
  const { status, body } = await callUnchecked(getCompactDraw);
  const questions = (body as { questions?: unknown } | null | undefined)?.questions;
  if (status !== 200 || !Array.isArray(questions) || questions.length === 0)
    throw unreadable(status);
  return mapInSlices(questions, (item) => {
    const checked = compactDrawnQuestionSchema.safeParse(item);
    if (!checked.success) throw unreadable(status);
    return fromCompactQuestion(checked.data);
  });
}

/** The explanations of entrance questions, by id (those the server does not hold are left out). */
export const fetchEntranceExplanations = async (ids: readonly number[]) =>
  (await call(getEntranceExplanations, { query: { ids: ids.join(",") } })).explanations;

/** A year's model paper from the server. */
export const fetchYearPaper = async (year: number) =>
  (await call(getYearPaper, { params: { year } })).questions;
