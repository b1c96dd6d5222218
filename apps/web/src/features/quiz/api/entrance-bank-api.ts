import type { Question } from "@tayari/content/question";
import type { EntranceDrawResponse, YearPaperResponse } from "@tayari/contracts/banks";
import { apiRequest } from "../../../lib/api-client";
import { isQuestion } from "../attempt-storage";

/** The questions of an answer, or an error when it holds anything else. */
function questionsOf(body: { questions?: unknown }): Question[] {
  const { questions } = body;
  if (!Array.isArray(questions) || questions.length === 0 || !questions.every(isQuestion))
    throw new Error("The server sent no questions.");
  return questions;
}

/** One attempt of the timed entrance quiz, drawn by the server: about 10 KB instead of the bank. */
export const fetchEntranceDraw = async () =>
  questionsOf(await apiRequest<EntranceDrawResponse>("/banks/entrance/draw"));

/** A year's model paper from the server. */
export const fetchYearPaper = async (year: number) =>
  questionsOf(await apiRequest<YearPaperResponse>(`/banks/entrance/papers/${year}`));
