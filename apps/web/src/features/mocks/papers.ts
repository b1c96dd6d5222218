import { BCA_FORMAT, BCA_PAPERS } from "@tayari/content/bca";

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

/** The BCA mock papers and their format (decisions 173 and 175): bca.ts brings nothing with it. */
export { BCA_FORMAT, BCA_PAPERS };

/** The entrance a paper models (decision 175): its list page, its format, its papers. */
export type Family = "csit" | "bca";

export interface FamilyInfo {
  family: Family;
  /** The list page; a paper is `{path}/{slug}`. */
  path: string;
  papers: readonly PaperRef[];
  questions: number;
  minutes: number;
  /** The marking profile of packages/quiz. */
  profile: "csit" | "bca";
  /** The marks the result names: B.Sc.CSIT's pass marks, BCA's marks to be called to interview. */
  threshold: { kind: "pass" | "qualify"; marks: number };
}

export const FAMILIES: Readonly<Record<Family, FamilyInfo>> = {
  csit: {
    family: "csit",
    path: "/csit/mock-tests",
    papers: PAPERS,
    questions: FORMAT.questions,
    minutes: FORMAT.minutes,
    profile: FORMAT.profile,
    threshold: { kind: "pass", marks: FORMAT.passMarks },
  },
  bca: {
    family: "bca",
    path: "/bca/mock-tests",
    papers: BCA_PAPERS,
    questions: BCA_FORMAT.questions,
    minutes: BCA_FORMAT.minutes,
    profile: BCA_FORMAT.profile,
    threshold: { kind: "qualify", marks: BCA_FORMAT.qualifyingMarks },
  },
};

/** The family a paper's slug belongs to. */
export const familyOf = (slug: string): FamilyInfo =>
  slug.startsWith("bca-") ? FAMILIES.bca : FAMILIES.csit;

/** A paper of either family by slug, or null. */
export const findAnyPaper = (slug: string): PaperRef | null =>
  familyOf(slug).papers.find((p) => p.slug === slug) ?? null;
