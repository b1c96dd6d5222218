import { getEntranceDraw, getYearPaper } from "../../../lib/quiz-schemas";
import { call } from "../../../lib/api-client";

/** One attempt of the timed entrance quiz, drawn by the server: about 10 KB instead of the bank. */
export const fetchEntranceDraw = async () => (await call(getEntranceDraw)).questions;

/** A year's model paper from the server. */
export const fetchYearPaper = async (year: number) =>
  (await call(getYearPaper, { params: { year } })).questions;
