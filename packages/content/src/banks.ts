/**
 * The manifest of question banks: which files `banks/` must hold, their shape, their categories and
 * their quotas. The validator checks each bank against its entry; the CLI checks every entry.
 */
import { CATEGORY_TEST_QUOTAS, ENTRANCE_QUOTAS } from "@tayari/quiz/draw";

/** `{ "sets": [{ "set": 1, "questions": [...] }, ...] }`: timed exams drawn one set at a time. */
export interface SetBankSpec {
  file: string;
  shape: "sets";
  categories: readonly string[];
  /** Exactly this many sets, numbered 1, 2, 3 ... */
  sets: number;
  /** Exactly this many questions in every set. */
  setSize: number;
}

/** Year papers at the start of an ordered list: paper n is questions n*size .. n*size+size-1. */
export interface YearPapers {
  firstYear: number;
  papers: number;
  size: number;
}

/** `{ "questions": [...] }`: one ordered list. */
export interface ListBankSpec {
  file: string;
  shape: "list";
  categories: readonly string[];
  /** category -> exact count (the category test draws all of them). */
  exact?: Readonly<Record<string, number>>;
  /** category -> minimum count (the entrance test draws a quota from each). */
  minimum?: Readonly<Record<string, number>>;
  /** At least this many questions in all. */
  minTotal?: number;
  /** The year papers must each hold every category. */
  yearPapers?: YearPapers;
}

/** One subject of `subjects.json`: its categories and its topics with their exact sizes. */
export interface SubjectSpec {
  categories: readonly string[];
  topics: Readonly<Record<string, number>>;
}

/** `{ "English": { "Tag Questions": [...], ... }, ... }`: subject -> topic -> questions. */
export interface SubjectBankSpec {
  file: string;
  shape: "subjects";
  /** Only these subjects may appear, and each must. */
  subjects: Readonly<Record<string, SubjectSpec>>;
}

export type BankSpec = SetBankSpec | ListBankSpec | SubjectBankSpec;
export type BankShape = BankSpec["shape"];

export const SCIENCE_EXAM: SetBankSpec = {
  file: "science-exam.json",
  shape: "sets",
  categories: [
    "physics",
    "chemistry",
    "biology",
    "mathematics",
    "english",
    "general knowledge",
    "geography",
    "logic",
  ],
  sets: 4,
  setSize: 50,
};

export const MANAGEMENT_EXAM: SetBankSpec = {
  file: "management-exam.json",
  shape: "sets",
  categories: [
    "mathematics",
    "english",
    "analogy",
    "general knowledge",
    "logical reasoning",
    "geography",
    "history",
    "technology",
    "sports",
  ],
  sets: 2,
  setSize: 50,
};

/** The category test draws all of its bank: exactly its quotas, which the quiz engine states. */
export const CATEGORY_TEST: ListBankSpec = {
  file: "category-test.json",
  shape: "list",
  categories: CATEGORY_TEST_QUOTAS.map(([category]) => category),
  exact: Object.fromEntries(CATEGORY_TEST_QUOTAS),
};

/**
 * The entrance bank's year papers: /csit-entrance/{year} shows questions (year - 2074) x 100 to
 * + 99. One layout for the validator, the API and the app's offline fallback.
 */
export const ENTRANCE_PAPERS: YearPapers = { firstYear: 2074, papers: 6, size: 100 };

export const lastPaperYear = (papers: YearPapers = ENTRANCE_PAPERS) =>
  papers.firstYear + papers.papers - 1;

export const isPaperYear = (year: number, papers: YearPapers = ENTRANCE_PAPERS) =>
  Number.isInteger(year) && year >= papers.firstYear && year <= lastPaperYear(papers);

/** The questions of one year's paper (empty when the bank is too short to hold it). */
export function yearPaper<T>(questions: readonly T[], year: number, papers = ENTRANCE_PAPERS): T[] {
  const start = (year - papers.firstYear) * papers.size;
  return questions.slice(start, start + papers.size);
}

export const ENTRANCE: ListBankSpec = {
  file: "entrance.json",
  shape: "list",
  categories: ENTRANCE_QUOTAS.map(([category]) => category),
  minimum: { mathematics: 250, physics: 250, chemistry: 200, english: 150, computer: 150 },
  minTotal: 1000,
  yearPapers: ENTRANCE_PAPERS,
};

export const SUBJECTS: SubjectBankSpec = {
  file: "subjects.json",
  shape: "subjects",
  subjects: {
    English: {
      categories: ["english"],
      topics: {
        "Tag Questions": 100,
        Pronouns: 100,
        "Subject-verb Agreement": 70,
        "Phrasal Verbs": 24,
        "Word Knowledge MCQ": 96,
        "Verbs MCQ": 72,
      },
    },
  },
};

/**
 * The BCA entrance bank (decision 173): one list, every question with its `topic`, the reading
 * passages beside them; at least what `BCA_MOCK_PAPER_COUNT` papers that share no question need.
 * Its own checks (topics, passages, the papers) are in bca-check.ts.
 */
export const BCA_ENTRANCE: ListBankSpec = {
  file: "bca-entrance.json",
  shape: "list",
  categories: ["english", "mathematics", "general knowledge"],
  // Five papers of English 40, Mathematics 50, General Knowledge 10 (bca.ts; a test holds them
  // equal). Written out: this file is on the way to the first quiz question, bca.ts is not.
  minimum: { english: 200, mathematics: 250, "general knowledge": 50 },
};

/** Every bank the product reads. `npm run content:check` reports any of them missing. */
export const REQUIRED_BANKS: readonly BankSpec[] = [
  SCIENCE_EXAM,
  MANAGEMENT_EXAM,
  CATEGORY_TEST,
  ENTRANCE,
  SUBJECTS,
  BCA_ENTRANCE,
];

/**
 * Banks checked when their file is there, not read by the product. None now: the BCA bank joined
 * REQUIRED_BANKS once its questions were in and its mock tests in the product (decisions 173, 175).
 */
export const OPTIONAL_BANKS: readonly BankSpec[] = [];
