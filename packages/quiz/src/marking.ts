/**
 * Marking profiles of scholarship exams. Marks are kept in hundredths ("centimarks") so that
 * -0.25 and 10% penalties add up exactly; `toMarks` turns them back for display.
 */
export const PROFILE_NAMES = ["csit", "ioe", "cee", "bca", "custom"] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** What one question is worth: marks for a right answer, marks lost for a wrong one (hundredths). */
export interface QuestionMarks {
  correct: number;
  wrong: number;
}

/** Per category, for the custom profile: marks and penalty as decimals (e.g. 2 and 0.5). */
export type CustomMarks = Readonly<Record<string, { correct: number; wrong: number }>>;

export interface MarkingProfile {
  name: ProfileName;
  label: string;
  /** Marks of the question at `position` (0-based) in the paper, of category `category`. */
  marks(position: number, category: string): QuestionMarks;
  /** Equal scores are ordered by these category scores, in turn; still equal: the same rank. */
  tieBreak: readonly string[];
}

const flat = (correct: number, wrong: number) => () => ({ correct, wrong });

/** The named tables. `custom` is made from the examiner's table with `customProfile`. */
export const PROFILES: Readonly<Record<Exclude<ProfileName, "custom">, MarkingProfile>> = {
  csit: {
    name: "csit",
    label:
      "B.Sc. CSIT: 1 mark each, no negative marking; ties by mathematics, physics, chemistry, English",
    marks: flat(100, 0),
    tieBreak: ["mathematics", "physics", "chemistry", "english"],
  },
  ioe: {
    name: "ioe",
    label:
      "IOE: questions 1-60 carry 1 mark, 61-100 carry 2; a wrong answer loses 10% of its marks",
    marks: (position) =>
      position < 60 ? { correct: 100, wrong: 10 } : { correct: 200, wrong: 20 },
    tieBreak: [],
  },
  cee: {
    name: "cee",
    label: "CEE: 1 mark each, -0.25 for a wrong answer",
    marks: flat(100, 25),
    tieBreak: [],
  },
  bca: {
    name: "bca",
    label: "BCA: 1 mark each, no negative marking",
    marks: flat(100, 0),
    tieBreak: [],
  },
};

export const toHundredths = (marks: number) => Math.round(marks * 100);
export const toMarks = (hundredths: number) => hundredths / 100;

/** The custom profile: each category's marks and penalty; a category not in the table is an error. */
export function customProfile(table: CustomMarks): MarkingProfile {
  const byCategory = new Map(
    Object.entries(table).map(([category, m]) => [
      category.toLowerCase(),
      { correct: toHundredths(m.correct), wrong: toHundredths(m.wrong) },
    ]),
  );
  return {
    name: "custom",
    label: "Custom: marks and penalty per category",
    marks: (_position, category) => {
      const marks = byCategory.get(category.toLowerCase());
      if (!marks) throw new Error(`The custom marking table has no row for "${category}".`);
      return marks;
    },
    tieBreak: [],
  };
}

export function profileFor(name: ProfileName, custom?: CustomMarks | null): MarkingProfile {
  if (name === "custom") return customProfile(custom ?? {});
  return PROFILES[name];
}

export interface KeyedQuestion {
  id: number;
  category: string;
  answer: string;
}

/**
 * An examiner's correction of one question's key after the paper was set (issue 44): another
 * option is the key, several options are accepted, or the question is dropped and every candidate
 * gets its marks. The server keeps the latest per question and scores with them; the bank's own
 * answer is never changed by a correction.
 */
export type KeyCorrection =
  | { kind: "key"; answer: string }
  | { kind: "accept"; answers: readonly string[] }
  | { kind: "drop" };

/** What counts as right on one question, after its correction (if any). */
export interface Key<T> {
  accepted: readonly T[];
  /** Dropped: every candidate gets the marks, answered or not, and none loses any. */
  dropped: boolean;
}

export type Verdict = "right" | "wrong" | "unanswered" | "dropped";

/** The key of a question as the bank has it, or as a correction makes it. */
export function keyOf(answer: string, correction?: KeyCorrection | null): Key<string> {
  if (!correction) return { accepted: [answer], dropped: false };
  switch (correction.kind) {
    case "key":
      return { accepted: [correction.answer], dropped: false };
    case "accept":
      return { accepted: correction.answers, dropped: false };
    case "drop":
      return { accepted: [], dropped: true };
  }
}

/**
 * One pick judged against a key. Picks are compared exactly (see `isCorrect`), whether they are
 * option texts (marking) or option indexes (item analysis).
 */
export function verdict<T>(pick: T | null, key: Key<T>): Verdict {
  if (key.dropped) return "dropped";
  if (pick === null) return "unanswered";
  return key.accepted.includes(pick) ? "right" : "wrong";
}

/** The marks (hundredths) a verdict earns: a dropped question earns a right answer's marks. */
export function marksFor(v: Verdict, marks: QuestionMarks): number {
  if (v === "right" || v === "dropped") return marks.correct;
  return v === "wrong" ? -marks.wrong : 0;
}

export interface Score {
  /** Total in hundredths of a mark; may be negative with a penalty profile. */
  total: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** Questions dropped by the examiner: their marks are given, and they are none of the above. */
  dropped: number;
  /** Per category (lower-case), in hundredths, for tie-breaks. */
  byCategory: Record<string, number>;
}

const COUNTED_AS = {
  right: "correct",
  wrong: "wrong",
  unanswered: "unanswered",
  dropped: "dropped",
} as const satisfies Record<Verdict, keyof Score>;

/**
 * Scores one paper. An unanswered question (no pick) never loses marks. `corrections` (by question
 * id) are the examiner's key corrections: the regrade is this same function with them, so every
 * profile (negative marking, marks by position or category) scores a corrected paper the same way.
 */
export function scorePaper(
  paper: readonly KeyedQuestion[],
  picks: ReadonlyMap<number, string>,
  profile: MarkingProfile,
  corrections?: ReadonlyMap<number, KeyCorrection>,
): Score {
  const score: Score = {
    total: 0,
    correct: 0,
    wrong: 0,
    unanswered: 0,
    dropped: 0,
    byCategory: {},
  };
  paper.forEach((question, position) => {
    const v = verdict(
      picks.get(question.id) ?? null,
      keyOf(question.answer, corrections?.get(question.id)),
    );
    const delta = marksFor(v, profile.marks(position, question.category));
    score[COUNTED_AS[v]] += 1;
    const category = question.category.toLowerCase();
    score.total += delta;
    // Own keys only: a category named "constructor" must not read Object's (user-keys.test.ts).
    const before = Object.hasOwn(score.byCategory, category) ? score.byCategory[category]! : 0;
    score.byCategory[category] = before + delta;
  });
  return score;
}

export interface Ranked<T> {
  candidate: T;
  score: Score;
  /** 1 for the best; candidates equal on total and every tie-break share a rank (1, 2, 2, 4). */
  rank: number;
  /** Share of candidates ranked at or below this one, in percent, two decimals (the best: 100). */
  percentile: number;
}

/** Orders candidates by total, then by the profile's tie-break categories in turn. */
export function rankCandidates<T>(
  entries: ReadonlyArray<{ candidate: T; score: Score }>,
  tieBreak: readonly string[],
): Ranked<T>[] {
  // Each score's sort key made once (not at every comparison: thousands of candidates).
  const keyed = entries.map((entry) => ({
    entry,
    key: [entry.score.total, ...tieBreak.map((c) => entry.score.byCategory[c] ?? 0)],
  }));
  const compare = (ka: number[], kb: number[]) => {
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const sorted = keyed.sort((a, b) => compare(a.key, b.key));
  const n = sorted.length;
  const ranked: Ranked<T>[] = [];
  sorted.forEach(({ entry, key }, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compare(sorted[index - 1]!.key, key) === 0 ? previous.rank : index + 1;
    ranked.push({ ...entry, rank, percentile: 0 });
  });
  for (const entry of ranked) entry.percentile = percentileOf(entry.rank, n);
  return ranked;
}

/**
 * The share of `candidates` ranked at or below `rank`, in percent with two decimals: the best gets
 * 100, and students who share a rank share a percentile (decision 27).
 */
export function percentileOf(rank: number, candidates: number): number {
  const atOrBelow = candidates - rank + 1;
  return Math.round((atOrBelow / candidates) * 10_000) / 100;
}
