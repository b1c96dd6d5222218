// Clean banks of every shape for the tests, and a way to write them to a folder. Each question has
// its own text and its own options, so none is a duplicate or a near-duplicate of another.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Question } from "@tayari/contracts/question";
import { SCIENCE_EXAM, SUBJECTS } from "../src/banks";
import { BCA_MOCK_PAPER_COUNT, BCA_PAPER_QUOTAS, BCA_PASSAGE_QUESTIONS } from "../src/bca";
import { MOCK_PAPER_COUNT } from "../src/mock-papers";
import { dealMockPapers } from "../src/mock-papers-file";
import { dealBcaPapers } from "../src/bca-check";

// Ids the factories do not use, so a question added by a test never collides with a bank's.
let nextId = 100_000;

/** A clean question; `overrides` turns it into a broken one. Its key sits at option id mod 4. */
export function question(overrides: Partial<Question> = {}): Question {
  const id = overrides.id ?? nextId++;
  const others = [`Mass ${id}`, `Energy ${id}`, `Power ${id}`];
  const at = ((id % 4) + 4) % 4;
  return {
    id,
    category: "physics",
    question: `Question ${id}: which quantity is measured in newtons?`,
    options: [...others.slice(0, at), `Force ${id}`, ...others.slice(at)],
    answer: `Force ${id}`,
    explanation: "The newton is the SI unit of force, the push or pull on a body.",
    ...overrides,
  };
}

/** `n` clean questions of one category with consecutive ids starting at `firstId`. */
export function questions(category: string, n: number, firstId: number): Question[] {
  return Array.from({ length: n }, (_, i) => question({ id: firstId + i, category }));
}

export const scienceCategories = SCIENCE_EXAM.categories;

export function setBank(sets: number, size: number, categories: readonly string[], firstId = 1) {
  return {
    sets: Array.from({ length: sets }, (_, s) => ({
      set: s + 1,
      questions: Array.from({ length: size }, (_, i) =>
        question({
          id: firstId + s * size + i,
          category: categories[i % categories.length]!,
        }),
      ),
    })),
  };
}

export function categoryTestBank(firstId = 1) {
  const quotas = { english: 20, physics: 20, chemistry: 20, mathematics: 20, biology: 10, gk: 10 };
  let id = firstId;
  return {
    questions: Object.entries(quotas).flatMap(([category, n]) => {
      const list = questions(category, n, id);
      id += n;
      return list;
    }),
  };
}

/** 1000 questions; every block of 20 holds 5 mathematics, 5 physics, 4 chemistry, 3 english, 3 computer. */
export function entranceBank(firstId = 1) {
  const block = [
    ...Array<string>(5).fill("mathematics"),
    ...Array<string>(5).fill("physics"),
    ...Array<string>(4).fill("chemistry"),
    ...Array<string>(3).fill("english"),
    ...Array<string>(3).fill("computer"),
  ];
  return {
    questions: Array.from({ length: 1000 }, (_, i) =>
      question({ id: firstId + i, category: block[i % block.length]! }),
    ),
  };
}

/** The English topics of subjects.json, each of the size the manifest asks. */
export function subjectsBank(firstId = 1) {
  let id = firstId;
  const topics = Object.fromEntries(
    Object.entries(SUBJECTS.subjects.English!.topics).map(([topic, n]) => {
      const list = questions("english", n, id);
      id += n;
      return [topic, list];
    }),
  );
  return { English: topics };
}

/**
 * Every required bank, clean: 200 + 100 + 100 + 1000 + 462 + 500 (BCA) = 2362 questions, the mock
 * papers dealt from the entrance bank and the BCA papers from the BCA bank.
 */
export function cleanBanks(): Record<string, unknown> {
  const entrance = entranceBank(3001);
  const bca = bcaBank();
  return {
    "science-exam.json": setBank(4, 50, scienceCategories, 1),
    "management-exam.json": setBank(2, 50, ["mathematics", "english", "analogy"], 1001),
    "category-test.json": categoryTestBank(2001),
    "entrance.json": entrance,
    "subjects.json": subjectsBank(5001),
    "mock-papers.json": dealMockPapers(entrance.questions, MOCK_PAPER_COUNT, 1),
    "bca-entrance.json": bca,
    "bca-mock-papers.json": dealBcaPapers(bca, BCA_MOCK_PAPER_COUNT, 1),
  };
}

const tempDirs: string[] = [];

/** A fresh temporary folder, removed by `removeTempDirs`. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tayari-content-"));
  tempDirs.push(dir);
  return dir;
}

/** Removes every folder `tempDir` and `writeBanks` made; call it from `afterAll`. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh temporary folder holding `files` (objects are written as JSON, strings as they are). */
export function writeBanks(files: Record<string, unknown>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, name),
      typeof content === "string" ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

/**
 * A BCA entrance bank (decision 173) with exactly what `papers` papers that share no question need:
 * a reading passage of 5 comprehension questions per paper, then every topic's quota per paper.
 */
export function bcaBank(papers = BCA_MOCK_PAPER_COUNT, firstId = 7001) {
  let id = firstId;
  const passages = Array.from({ length: papers }, (_, p) => ({
    id: `reading-${p + 1}`,
    title: `Reading ${p + 1}`,
    text: `Passage ${p + 1}: the farmers of the valley planted rice early this year.`,
  }));
  const questions: Question[] = passages.flatMap((passage) =>
    Array.from({ length: BCA_PASSAGE_QUESTIONS }, () =>
      question({
        id: id++,
        category: "english",
        topic: "comprehension",
        passage: passage.id,
      } as Partial<Question>),
    ),
  );
  for (const quota of BCA_PAPER_QUOTAS) {
    if (quota.passage) continue;
    for (let i = 0; i < quota.count * papers; i++)
      questions.push(
        question({
          id: id++,
          category: quota.category,
          topic: quota.topics?.[i % quota.topics.length] ?? "nepal",
        } as Partial<Question>),
      );
  }
  return { passages, questions };
}
