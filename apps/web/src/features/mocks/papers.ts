/**
 * The papers to sit and their format, as the web app shows them. The same as `PAPERS` and
 * `ENTRANCE_FORMAT` of packages/content/src/mock-papers.ts (papers.test.ts checks that they agree),
 * written out here because that module brings the bank manifest with it, and the chunk the mock
 * pages would then share with the entrance quiz costs the entrance journey its budget.
 */
export const FORMAT = { questions: 100, minutes: 120, profile: "csit", passMarks: 35 } as const;

export interface PaperRef {
  slug: string;
  kind: "mock" | "model";
  /** The mock test's number, or the model paper's year. */
  number: number;
}

const MOCK_TESTS = 10;
const MODEL_YEARS = [2074, 2075, 2076, 2077, 2078, 2079];

export const PAPERS: readonly PaperRef[] = [
  ...Array.from({ length: MOCK_TESTS }, (_, i) => ({
    slug: `mock-${i + 1}`,
    kind: "mock" as const,
    number: i + 1,
  })),
  ...MODEL_YEARS.map((year) => ({ slug: `model-${year}`, kind: "model" as const, number: year })),
];

export const findPaper = (slug: string): PaperRef | null =>
  PAPERS.find((p) => p.slug === slug) ?? null;
