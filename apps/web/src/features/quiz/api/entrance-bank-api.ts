import { getEntranceDraw, getEntranceExplanations, getYearPaper } from "../../../lib/quiz-schemas";
import { call } from "../../../lib/api-client";

/**
 * One attempt of the timed entrance quiz, drawn by the server: about 10 KB instead of the bank,
 * its questions without their explanations (decision 88).
 */
export const fetchEntranceDraw = async () => (await call(getEntranceDraw)).questions;

/** The explanations of entrance questions, by id (those the server does not hold are left out). */
export const fetchEntranceExplanations = async (ids: readonly number[]) =>
  (await call(getEntranceExplanations, { query: { ids: ids.join(",") } })).explanations;

/** A year's model paper from the server. */
export const fetchYearPaper = async (year: number) =>
  (await call(getYearPaper, { params: { year } })).questions;
