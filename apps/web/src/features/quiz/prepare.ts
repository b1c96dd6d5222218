import { yearPaper } from "@tayari/content/banks";
import type { Question } from "@tayari/contracts/question";
import { drawByQuota, CATEGORY_TEST_QUOTAS, ENTRANCE_QUOTAS, type Quotas } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import { shuffleOptions } from "@tayari/quiz/shuffle";
import {
  attemptSeed,
  claimAttempt,
  readDrawnQuestions,
  readSetIndex,
  writeDrawnQuestions,
  writeSetIndex,
} from "./attempt-storage";
import { fetchEntranceDraw, fetchYearPaper } from "./api/entrance-bank-api";
import { loadCategoryTestBank, loadEntranceBank, loadExamSets, loadSubjectTopic } from "./banks";

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

type Draw = Array<[string, Question[]]>;

/** The questions with their options in the order of the attempt's seed (decision 69). */
const asShown = <Q extends Question>(questions: Q[]): Q[] =>
  shuffleOptions(questions, attemptSeed());

/**
 * Draws once per attempt and keeps the draw under `categoryQuestions` as the screen shows it
 * (options in the attempt's order), so a reload resumes it.
 */
export async function drawnAttempt(attemptId: string, draw: () => Promise<Draw>) {
  const resumed = claimAttempt(attemptId) === "resume" ? readDrawnQuestions() : null;
  if (resumed) return resumed;
  const byCategory = (await draw()).map(([category, questions]): [string, Question[]] => [
    category,
    asShown(questions),
  ]);
  writeDrawnQuestions(byCategory);
  return byCategory.flatMap(([, questions]) => questions);
}

const drawFromBank = async (load: () => Promise<Question[]>, quotas: Quotas) =>
  drawByQuota(await load(), quotas, createRng(randomSeed())).byCategory;

/** The server's draw, grouped by quota category; questions outside the quotas are left out. */
const grouped = (questions: Question[], quotas: Quotas): Draw =>
  quotas.map(([category]) => [
    category,
    questions.filter((q) => q.category.toLowerCase() === category.toLowerCase()),
  ]);

/**
 * The server draws the entrance quiz from its copy of the bank and sends only the 100 questions;
 * when it cannot be reached, the bundled bank is fetched and drawn from here instead.
 */
export const prepareEntranceQuiz = () =>
  drawnAttempt("csit-entrance", () =>
    fetchEntranceDraw().then(
      (questions) => grouped(questions, ENTRANCE_QUOTAS),
      () => drawFromBank(loadEntranceBank, ENTRANCE_QUOTAS),
    ),
  );

export const prepareCategoryTest = () =>
  drawnAttempt("category-test", () => drawFromBank(loadCategoryTestBank, CATEGORY_TEST_QUOTAS));

/** The model paper of a year: the 100 questions from (year - 2074) x 100 of the entrance bank. */
export async function prepareYearPaper(year: number): Promise<Question[]> {
  claimAttempt(`year:${year}`);
  return asShown(
    await fetchYearPaper(year).catch(async () => yearPaper(await loadEntranceBank(), year)),
  );
}

export async function prepareSubjectPractice(
  subject: string,
  section: string,
): Promise<Question[]> {
  claimAttempt(`practice:${subject}/${section}`);
  return asShown(await loadSubjectTopic(subject, section));
}

/** A random set, chosen once per attempt and kept as `setIndex`. */
export async function prepareExam(
  exam: "science" | "management",
): Promise<{ setNumber: number; questions: Question[] }> {
  const fresh = claimAttempt(`exam:${exam}`) === "fresh";
  const sets = await loadExamSets(exam);
  let index = fresh ? null : readSetIndex(sets.length);
  if (index === null) {
    index = Math.floor(Math.random() * sets.length);
    writeSetIndex(index);
  }
  const set = sets[index]!;
  return { setNumber: set.set, questions: asShown(set.questions) };
}
