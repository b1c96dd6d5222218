import type { Question } from "@tayari/contracts/question";
import type { SetBank, SubjectBank } from "@tayari/content/question";
// One lazy loader per file of packages/content/banks (or the journeys' fixture banks), each bank its
// own chunk fetched when a screen needs it, never part of the first load: see build/question-banks.ts.
import banks from "virtual:tayari-banks";

// The banks are checked against their schema at build time, so here they are only given their types.
async function load<T>(file: string): Promise<T> {
  const loader = banks[file];
  // The build refuses to run without every bank, so this only guards a misconfigured build.
  if (!loader) throw new Error(`the questions of this test (${file}) are not in this build.`);
  return (await loader()).default as T;
}

export async function loadEntranceBank(): Promise<Question[]> {
  return (await load<{ questions: Question[] }>("entrance.json")).questions;
}

export async function loadCategoryTestBank(): Promise<Question[]> {
  return (await load<{ questions: Question[] }>("category-test.json")).questions;
}

export async function loadExamSets(exam: "science" | "management"): Promise<SetBank["sets"]> {
  return (await load<SetBank>(`${exam}-exam.json`)).sets;
}

export async function loadSubjectTopic(subject: string, topic: string): Promise<Question[]> {
  const bank = await load<SubjectBank>("subjects.json");
  return Object.hasOwn(bank, subject) && Object.hasOwn(bank[subject]!, topic)
    ? bank[subject]![topic]!
    : [];
}
