import { fromCompactQuestion } from "@tayari/content/compact-question";
import { getCompactDraw, getEntranceExplanations, getYearPaper } from "../../../lib/quiz-schemas";
import { call } from "../../../lib/api-client";

/**
 * One attempt of the timed entrance quiz, drawn by the server: about 9 KB instead of the bank, its
 * questions without their explanations (decision 88), sent in the compact form (decision 101).
 * Throws, as an unreadable answer does, when one cannot be read back whole.
 */
export const fetchEntranceDraw = async () =>
  (await call(getCompactDraw)).questions.map(fromCompactQuestion);

/** The explanations of entrance questions, by id (those the server does not hold are left out). */
export const fetchEntranceExplanations = async (ids: readonly number[]) =>
  (await call(getEntranceExplanations, { query: { ids: ids.join(",") } })).explanations;

/** A year's model paper from the server. */
export const fetchYearPaper = async (year: number) =>
  (await call(getYearPaper, { params: { year } })).questions;
