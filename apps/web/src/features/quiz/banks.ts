import type { Question } from "@tayari/content/question";

// Each bank is its own chunk, fetched when a screen needs it and never part of the first load.
export async function loadEntranceBank(): Promise<Question[]> {
  return (await import("@tayari/content/banks/entrance.json")).default.questions;
}

export async function loadCategoryTestBank(): Promise<Question[]> {
  return (await import("@tayari/content/banks/category-test.json")).default.questions;
}

export async function loadExamSets(exam: "science" | "management"): Promise<{ set: number; questions: Question[] }[]> {
  const bank =
    exam === "science"
      ? (await import("@tayari/content/banks/science-exam.json")).default
      : (await import("@tayari/content/banks/management-exam.json")).default;
  return bank.sets;
}

export async function loadSubjectTopic(subject: string, topic: string): Promise<Question[]> {
  const bank = (await import("@tayari/content/banks/subjects.json")).default as Record<string, Record<string, Question[]>>;
  return Object.hasOwn(bank, subject) && Object.hasOwn(bank[subject]!, topic) ? bank[subject]![topic]! : [];
}
