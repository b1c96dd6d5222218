/**
 * The papers a student sits as a mock entrance test (decision 63): numbered mock tests, each a
 * fixed paper whose question ids are kept as data in `banks/mock-papers.json`, and the six model
 * papers (2074-2079), which are slices of the entrance bank. No zod or Node here: the web app reads
 * the list to show it.
 */
import { ENTRANCE_PAPERS, yearPaper } from "./banks";

export const MOCK_PAPERS_FILE = "mock-papers.json";

/**
 * How many numbered mock tests `mock-papers.json` holds: the check requires exactly this many, so
 * adding papers is a change here and in the file (`npm run content:mock-papers -- --count N`).
 */
export const MOCK_PAPER_COUNT = 10;

/**
 * The B.Sc.CSIT entrance as Tribhuvan University's Institute of Science and Technology sets it
 * (decision 63): 100 objective questions in 2 hours, 1 mark each with no negative marking (the
 * `csit` marking profile of packages/quiz), pass marks 35. Every mock and model paper is sat so.
 */
export const ENTRANCE_FORMAT = {
  questions: 100,
  minutes: 120,
  profile: "csit",
  passMarks: 35,
} as const;

export type PaperKind = "mock" | "model";

/** A sittable paper: `mock-3` (Mock test 3) or `model-2076` (the 2076 model paper). */
export interface PaperRef {
  slug: string;
  kind: PaperKind;
  /** The mock test's number, or the model paper's year. */
  number: number;
}

const mock = (n: number): PaperRef => ({ slug: `mock-${n}`, kind: "mock", number: n });
const model = (year: number): PaperRef => ({ slug: `model-${year}`, kind: "model", number: year });

/** Every paper, in the order the list shows them: the mock tests, then the model papers by year. */
export const PAPERS: readonly PaperRef[] = [
  ...Array.from({ length: MOCK_PAPER_COUNT }, (_, i) => mock(i + 1)),
  ...Array.from({ length: ENTRANCE_PAPERS.papers }, (_, i) => model(ENTRANCE_PAPERS.firstYear + i)),
];

/** The paper a slug names, or null (an unknown or malformed slug). */
export function findPaper(slug: string): PaperRef | null {
  return PAPERS.find((p) => p.slug === slug) ?? null;
}

/**
 * A paper's questions in paper order: a mock test's ids looked up in the bank, or a model paper's
 * slice. Empty when the file or the bank does not hold it.
 */
export function paperQuestions<Q extends { id: number }>(
  ref: PaperRef,
  entrance: readonly Q[],
  file: { papers: ReadonlyArray<{ number: number; questions: readonly number[] }> } | null,
): Q[] {
  if (ref.kind === "model") return yearPaper(entrance, ref.number);
  const paper = file?.papers.find((p) => p.number === ref.number);
  if (!paper) return [];
  const byId = new Map(entrance.map((q) => [q.id, q]));
  const questions = paper.questions.map((id) => byId.get(id));
  return questions.every((q) => q !== undefined) ? (questions as Q[]) : [];
}
