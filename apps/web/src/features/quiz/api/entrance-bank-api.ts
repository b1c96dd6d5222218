import * as z from "zod/mini";
import { questionListSchema } from "@tayari/contracts/question";
import { apiRequest } from "../../../lib/api-client";

/** An answer with questions in it: at least one, each one a question. */
const questionsAnswer = z.object({ questions: questionListSchema.check(z.minLength(1)) });

const fetchQuestions = async (path: string) =>
  (await apiRequest(path, { schema: questionsAnswer })).questions;

/** One attempt of the timed entrance quiz, drawn by the server: about 10 KB instead of the bank. */
export const fetchEntranceDraw = () => fetchQuestions("/banks/entrance/draw");

/** A year's model paper from the server. */
export const fetchYearPaper = (year: number) => fetchQuestions(`/banks/entrance/papers/${year}`);
