/**
 * The BCA entrance as Tribhuvan University's Faculty of Humanities and Social Sciences sets it, as
 * college pages describe it (decision 173), and the site's mock papers in that format. No zod or
 * Node here: the web app reads the format and the paper list to show them.
 */

export const BCA_BANK_FILE = "bca-entrance.json";
export const BCA_PAPERS_FILE = "bca-mock-papers.json";

/**
 * How many BCA mock papers `bca-mock-papers.json` holds. Papers share no question, so the bank
 * must hold this many papers' worth of every topic (`bcaTopicNeeds`).
 */
export const BCA_MOCK_PAPER_COUNT = 5;

/**
 * 100 objective questions in 2 hours, 1 mark each, no negative marking (the `bca` marking profile
 * of packages/quiz), 40 marks to be called to the interview.
 */
export const BCA_FORMAT = {
  questions: 100,
  minutes: 120,
  profile: "bca",
  qualifyingMarks: 40,
} as const;

export type BcaCategory = "english" | "mathematics" | "general knowledge";

/** The topics a BCA question names, per category; general knowledge names its own. */
export const BCA_TOPICS: Readonly<Record<BcaCategory, readonly string[] | null>> = {
  english: ["comprehension", "grammar", "vocabulary"],
  mathematics: [
    "calculus",
    "coordinate geometry",
    "trigonometry",
    "vectors",
    "algebra",
    "arithmetic",
    "reasoning",
  ],
  "general knowledge": null,
};

/** The topic of the questions that stand on a reading passage. */
export const BCA_PASSAGE_TOPIC = "comprehension";
/** A BCA reading passage carries exactly this many questions: a paper takes them all. */
export const BCA_PASSAGE_QUESTIONS = 5;

/** One run of a paper: so many questions of a category, of one of these topics (null: any). */
export interface BcaQuota {
  category: BcaCategory;
  topics: readonly string[] | null;
  count: number;
  /** The run is one passage's questions, in the bank's order. */
  passage?: true;
}

/**
 * A paper's questions in order: English 40 (one passage of 5, then 35 grammar and vocabulary),
 * Mathematics 50, General Knowledge 10. The split inside each subject is the site's (decision 173).
 */
export const BCA_PAPER_QUOTAS: readonly BcaQuota[] = [
  { category: "english", topics: [BCA_PASSAGE_TOPIC], count: BCA_PASSAGE_QUESTIONS, passage: true },
  { category: "english", topics: ["grammar", "vocabulary"], count: 35 },
  { category: "mathematics", topics: ["calculus"], count: 7 },
  { category: "mathematics", topics: ["coordinate geometry"], count: 7 },
  { category: "mathematics", topics: ["trigonometry"], count: 4 },
  { category: "mathematics", topics: ["vectors"], count: 2 },
  { category: "mathematics", topics: ["algebra"], count: 10 },
  { category: "mathematics", topics: ["arithmetic"], count: 10 },
  { category: "mathematics", topics: ["reasoning"], count: 10 },
  { category: "general knowledge", topics: null, count: 10 },
];

/** Each position of a paper with the quota that holds it. */
export const BCA_PAPER_SEQUENCE: readonly BcaQuota[] = BCA_PAPER_QUOTAS.flatMap((quota) =>
  Array.from({ length: quota.count }, () => quota),
);

/** Whether a question of `category` and `topic` may stand where `quota` puts its questions. */
export const fitsQuota = (quota: BcaQuota, category: string, topic: string | undefined) =>
  category === quota.category &&
  (quota.topics === null ? Boolean(topic) : quota.topics.includes(topic ?? ""));

/** `mathematics: calculus`, `english: grammar or vocabulary`, `general knowledge`. */
export const quotaName = (quota: BcaQuota) =>
  quota.topics ? `${quota.category}: ${quota.topics.join(" or ")}` : quota.category;

/** What `count` papers that share no question need of each quota: questions (or passages). */
export const bcaTopicNeeds = (count = BCA_MOCK_PAPER_COUNT) =>
  BCA_PAPER_QUOTAS.map((quota) => ({ quota, needed: quota.count * count }));

/** A BCA mock paper to sit: `bca-mock-3` (BCA mock test 3); the shape of mock-papers.ts's refs. */
export interface BcaPaperRef {
  slug: string;
  kind: "mock";
  number: number;
}

/** The BCA mock papers in the order the list shows them (decision 175). */
export const BCA_PAPERS: readonly BcaPaperRef[] = Array.from(
  { length: BCA_MOCK_PAPER_COUNT },
  (_, i) => ({ slug: `bca-mock-${i + 1}`, kind: "mock" as const, number: i + 1 }),
);

/** The BCA paper a slug names, or null. */
export const findBcaPaper = (slug: string): BcaPaperRef | null =>
  BCA_PAPERS.find((p) => p.slug === slug) ?? null;
