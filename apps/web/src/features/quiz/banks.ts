import type { Question, SetBank, SubjectBank } from "@tayari/content/question";

// Each bank is its own chunk, fetched when a screen needs it and never part of the first load.
// The banks are checked against their schema at build time (npm run content:check), so here
// they are only given their types.
const banks = import.meta.glob("../../../../../packages/content/banks/*.json", {
  import: "default",
});

async function load<T>(file: string): Promise<T> {
  const loader = banks[`../../../../../packages/content/banks/${file}`];
  if (!loader) throw new Error(`The question bank ${file} is missing from this build.`);
  return (await loader()) as T;
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
