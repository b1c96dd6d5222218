import { questionsAnswerSchema } from "../../../lib/quiz-schemas";
import { apiRequest } from "../../../lib/api-client";

const fetchQuestions = async (path: string) =>
  (await apiRequest(path, { schema: questionsAnswerSchema })).questions;

/** One attempt of the timed entrance quiz, drawn by the server: about 10 KB instead of the bank. */
export const fetchEntranceDraw = () => fetchQuestions("/banks/entrance/draw");

/** A year's model paper from the server. */
export const fetchYearPaper = (year: number) => fetchQuestions(`/banks/entrance/papers/${year}`);
