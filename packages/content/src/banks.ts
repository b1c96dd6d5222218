/** What each bank must hold: its shape, its categories and its quotas. */
export type BankSpec =
  | {
      file: string;
      shape: "sets";
      categories: readonly string[];
      sets: number;
      setSize: number;
    }
  | {
      file: string;
      shape: "list";
      categories: readonly string[];
      /** category -> exact count (the category test) */
      exact?: Readonly<Record<string, number>>;
      /** category -> minimum count (the entrance bank) */
      minimum?: Readonly<Record<string, number>>;
      minTotal?: number;
      /** The first papers x size questions form year papers that must each hold every category. */
      yearPapers?: { papers: number; size: number };
    }
  | {
      file: string;
      shape: "subjects";
      categories: readonly string[];
      /** subject -> topic -> exact size */
      topics: Readonly<Record<string, Readonly<Record<string, number>>>>;
    };

export const REQUIRED_BANKS: readonly BankSpec[] = [
  {
    file: "science-exam.json",
    shape: "sets",
    categories: ["physics", "chemistry", "biology", "mathematics", "english", "general knowledge", "geography", "logic"],
    sets: 4,
    setSize: 50,
  },
  {
    file: "management-exam.json",
    shape: "sets",
    categories: ["mathematics", "english", "analogy", "general knowledge", "logical reasoning", "geography", "history", "technology", "sports"],
    sets: 2,
    setSize: 50,
  },
  {
    file: "category-test.json",
    shape: "list",
    categories: ["english", "physics", "chemistry", "mathematics", "biology", "gk"],
    exact: { english: 20, physics: 20, chemistry: 20, mathematics: 20, biology: 10, gk: 10 },
  },
  {
    file: "entrance.json",
    shape: "list",
    categories: ["mathematics", "physics", "chemistry", "english", "computer"],
    minimum: { mathematics: 250, physics: 250, chemistry: 200, english: 150, computer: 150 },
    minTotal: 1000,
    yearPapers: { papers: 6, size: 100 },
  },
  {
    file: "subjects.json",
    shape: "subjects",
    categories: ["english"],
    topics: {
      English: {
        "Tag Questions": 100,
        Pronouns: 100,
        "Subject-verb Agreement": 70,
        "Phrasal Verbs": 24,
        "Word Knowledge MCQ": 96,
        "Verbs MCQ": 72,
      },
    },
  },
];
