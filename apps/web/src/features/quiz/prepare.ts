import type { Question } from "@tayari/contracts/question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import {
  drawByQuota,
  interleave,
  CATEGORY_TEST_QUOTAS,
  ENTRANCE_QUOTAS,
  type Quotas,
} from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import { shuffleOptions, withOptionOrder } from "@tayari/quiz/shuffle";
import {
  attemptSeed,
  claimAttempt,
  readDrawnQuestions,
  readSetIndex,
  startFresh,
  writeDrawnQuestions,
  writeSetIndex,
} from "./attempt-storage";
import { fetchEntranceDraw, fetchYearPaper } from "./api/entrance-bank-api";
import { mapInSlices } from "../../lib/in-slices";
import { nextTask } from "../../lib/next-task";

/**
 * The bundled banks' loaders, fetched when a screen draws from a bank in the browser (the entrance
 * quiz without the API, the category test, a year paper offline, a topic's practice, the exams):
 * not on the way to the entrance quiz's first question, which the server draws (decision 0516).
 */
const bundled = () => import("./banks");

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

type Draw = Array<[string, DrawnQuestion[]]>;

/** The questions with their options in the order of the attempt's seed (decision 69). */
const asShown = <Q extends DrawnQuestion>(questions: Q[]): Q[] =>
  shuffleOptions(questions, attemptSeed());

/**
 * Draws once per attempt and keeps the draw under `categoryQuestions` as the screen shows it
 * (options in the attempt's order), so a reload resumes it.
 */
export async function drawnAttempt(attemptId: string, draw: () => Promise<Draw>) {
  const resumed = claimAttempt(attemptId) === "resume" ? readDrawnQuestions() : null;
  if (resumed) return resumed;
  const drawn = await draw();
  // The options' order a few questions a task, and the storing in a task of its own: as one task,
  // the checks, orders and storage of 100 questions block the page for longer than a tap should
  // wait; a category's 25 orders at once were 61 ms at 8x CPU (decision 0528).
  const seed = attemptSeed();
  const byCategory: Array<[string, DrawnQuestion[]]> = [];
  for (const [category, questions] of drawn)
    byCategory.push([category, await mapInSlices(questions, (q) => withOptionOrder(q, seed))]);
  await nextTask();
  writeDrawnQuestions(byCategory);
  return byCategory.flatMap(([, questions]) => questions);
}

type Banks = Awaited<ReturnType<typeof bundled>>;

const drawFromBank = async (load: (banks: Banks) => Promise<Question[]>, quotas: Quotas) =>
  drawByQuota(await load(await bundled()), quotas, createRng(randomSeed())).byCategory;

/** The server's draw, grouped by quota category; questions outside the quotas are left out. */
const grouped = (questions: DrawnQuestion[], quotas: Quotas): Draw =>
  quotas.map(([category]) => [
    category,
    questions.filter((q) => q.category.toLowerCase() === category.toLowerCase()),
  ]);

/**
 * The server draws the entrance quiz from its copy of the bank and sends only the 100 questions;
 * when it cannot be reached, the bundled bank is fetched and drawn from here instead.
 */
export const prepareEntranceQuiz = (order: "paper" | "mixed" = "paper") =>
  drawnAttempt("csit-entrance", () =>
    fetchEntranceDraw()
      .then(
        (questions) => grouped(questions, ENTRANCE_QUOTAS),
        () => drawFromBank((banks) => banks.loadEntranceBank(), ENTRANCE_QUOTAS),
      )
      // "Mixed" (decision 0493): the same draw, its subjects dealt in turn.
      .then((draw): Draw =>
        order === "mixed" ? [["mixed", interleave(draw.map(([, questions]) => questions))]] : draw,
      ),
  );

export const prepareCategoryTest = () =>
  drawnAttempt("category-test", () =>
    drawFromBank((banks) => banks.loadCategoryTestBank(), CATEGORY_TEST_QUOTAS),
  );

/** The model paper of a year as written: the 100 questions from (year - 2074) x 100 of the entrance bank. */
export const loadYearPaper = async (year: number): Promise<Question[]> =>
  fetchYearPaper(year).catch(async () => {
    const [{ yearPaper }, banks] = await Promise.all([import("@tayari/content/banks"), bundled()]);
    return yearPaper(await banks.loadEntranceBank(), year);
  });

/** A topic's questions from the bundled subjects' bank. */
export const loadSubjectPractice = async (subject: string, topic: string) =>
  (await bundled()).loadSubjectTopic(subject, topic);

/**
 * Start on a paper's start screen (decision 122): the specification's clearing of storage, a new
 * attempt with a new seed, the questions with their options in that seed's order.
 */
export function startAttempt<Q extends DrawnQuestion>(attemptId: string, questions: Q[]): Q[] {
  startFresh(attemptId);
  return asShown(questions);
}

/** An attempt under way, taken up after a reload: its questions in its seed's order. */
export const resumeAttempt = <Q extends DrawnQuestion>(questions: Q[]): Q[] => asShown(questions);

/** A random set, chosen once per attempt and kept as `setIndex`. */
export async function prepareExam(
  exam: "science" | "management",
): Promise<{ setNumber: number; questions: Question[] }> {
  const fresh = claimAttempt(`exam:${exam}`) === "fresh";
  const sets = await (await bundled()).loadExamSets(exam);
  let index = fresh ? null : readSetIndex(sets.length);
  if (index === null) {
    index = Math.floor(Math.random() * sets.length);
    writeSetIndex(index);
  }
  const set = sets[index]!;
  return { setNumber: set.set, questions: asShown(set.questions) };
}
