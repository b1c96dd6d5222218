/**
 * Item analysis of one exam (issue 44), the figures Moodle's quiz statistics and TCExam give an
 * examiner: per question facility, omit rate, discrimination (point-biserial with the rest of the
 * paper, and the upper-lower 27% index), option counts by thirds, and flags; per paper the summary,
 * KR-20 and the distribution of scores. Pure: the server gathers the answers as a response matrix
 * and shows what this returns. Choices are in docs/decisions/0156 to 0159.
 */
import { marksFor, verdict, type Key, type QuestionMarks } from "./marking";
import { correlation, mean, median, sampleSd, variance } from "./statistics";

/**
 * Below this many candidates no question is flagged: "too few candidates". Chosen on the seeded
 * simulation (decision 157): at 30 a planted wrong key is flagged "check the key" 96.5 times in 100,
 * and a sound 100-question paper gets about 4 false "check the key" and 3 false
 * negative-discrimination flags; at 20 a wrong key is missed one time in 14.
 */
export const MIN_CANDIDATES = 30;

/** Share of candidates in each of the upper and lower groups of the discrimination index. */
export const EXTREME_GROUP = 0.27;

export const TOO_EASY = 0.95;
export const TOO_HARD = 0.2;

export interface AnalysedQuestion {
  /** How many options the question has: picks are their indexes, 0-based. */
  options: number;
  /** The accepted options (indexes) after any correction; dropped: every candidate gets the marks. */
  key: Key<number>;
  /** Marks for a right answer and lost for a wrong one, in hundredths (the exam's profile). */
  marks: QuestionMarks;
  category: string;
}

/**
 * One candidate's answer to one question: the option index chosen, null when left unanswered,
 * undefined when the question was not on the candidate's paper (papers drawn from a pool).
 */
export type Response = number | null | undefined;

export type Flag =
  /** The top third chose `option` more often than the key. */
  | { code: "check-key"; option: number }
  /** Right answers go with lower scores: the point-biserial and the 27% index both below zero. */
  | { code: "negative-discrimination" }
  | { code: "too-easy" }
  | { code: "too-hard" }
  /** Nobody chose this wrong option. */
  | { code: "unused-distractor"; option: number };

export interface OptionCounts {
  /** Candidates who chose each option, by index. */
  chose: number[];
  unanswered: number;
}

export interface QuestionFigures {
  /** "too-few-candidates": figures are shown, flags are not; "dropped": no key to judge by. */
  state: "analysed" | "too-few-candidates" | "dropped";
  /** Candidates whose paper had the question. */
  candidates: number;
  /** Share right (0-1); null when dropped or nobody had it. */
  facility: number | null;
  /** Share who left it unanswered. */
  omitRate: number | null;
  /** Point-biserial of right/not with the rest of the paper (the total less this question). */
  pointBiserial: number | null;
  /** Upper-lower 27% index: share right in the upper group less share right in the lower group. */
  discrimination: number | null;
  thirds: { top: OptionCounts; middle: OptionCounts; bottom: OptionCounts };
  flags: Flag[];
}

export interface ScoreBin {
  /** Marks, inclusive. */
  from: number;
  /** Marks, exclusive, but inclusive for the last bin. */
  to: number;
  count: number;
}

export interface PaperFigures {
  candidates: number;
  /** Marks (not hundredths); NaN-free: null with no candidates. */
  mean: number | null;
  median: number | null;
  /** Sample standard deviation (n - 1), as Moodle and a spreadsheet's STDEV (decision 159). */
  sd: number | null;
  /** KR-20 over the questions not dropped; null on papers drawn per candidate or with no spread. */
  kr20: number | null;
  /** The most a paper can score (marks), the largest among the candidates' papers. */
  maxMarks: number;
  histogram: ScoreBin[];
  /** Mean marks per section (category, lower-case) and what the section is worth. */
  sections: Array<{ category: string; mean: number; max: number }>;
}

export interface ExamAnalysis {
  paper: PaperFigures;
  questions: QuestionFigures[];
  /** Each candidate's total in hundredths, in the order given. */
  totals: number[];
}

/**
 * The candidates in order of total, best first; equal totals keep the order they were given in
 * (the server gives them in order of submission), so the groups are always of the stated sizes and
 * the same answers always make the same groups (decision 158).
 */
export function rankOrder(totals: readonly number[]): number[] {
  return totals.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]! || a - b);
}

/** Upper, middle and lower thirds: round(n / 3) each at the ends, the rest in the middle. */
export function thirdsOf(order: readonly number[]): [number[], number[], number[]] {
  const end = Math.round(order.length / 3);
  return [
    order.slice(0, end),
    order.slice(end, order.length - end),
    order.slice(order.length - end),
  ];
}

/** The 27% groups: round(0.27 n), at least one candidate each when there are two or more. */
export function extremeGroups(order: readonly number[]): [number[], number[]] {
  const size = order.length < 2 ? 0 : Math.max(1, Math.round(EXTREME_GROUP * order.length));
  return [order.slice(0, size), order.slice(order.length - size)];
}

/** Bin width for a chart of about 20 bars: 1, 2 or 5 times a power of ten marks, at least 1. */
function binWidth(range: number): number {
  const raw = range / 20;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((f) => f * power).find((w) => w >= raw)!;
}

/** The distribution of scores (marks) from `low` to `high` in bins of a round width. */
export function scoreHistogram(scores: readonly number[], low: number, high: number): ScoreBin[] {
  const width = binWidth(high - low);
  const start = Math.floor(low / width) * width;
  const count = Math.max(1, Math.ceil((high - start) / width));
  const bins = Array.from({ length: count }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count: 0,
  }));
  for (const score of scores) {
    const at = Math.min(count - 1, Math.max(0, Math.floor((score - start) / width)));
    bins[at]!.count += 1;
  }
  return bins;
}

function countOptions(
  question: AnalysedQuestion,
  column: readonly Response[],
  who: readonly number[],
): OptionCounts {
  const counts: OptionCounts = { chose: Array<number>(question.options).fill(0), unanswered: 0 };
  for (const c of who) {
    const pick = column[c];
    if (pick === undefined) continue;
    if (pick === null) counts.unanswered += 1;
    else if (pick >= 0 && pick < question.options) counts.chose[pick]! += 1;
  }
  return counts;
}

const shareRight = (right: readonly boolean[], who: readonly number[], had: readonly boolean[]) => {
  const present = who.filter((c) => had[c]);
  return present.length ? present.filter((c) => right[c]).length / present.length : null;
};

function flagsOf(q: AnalysedQuestion, f: Omit<QuestionFigures, "flags" | "state">): Flag[] {
  const flags: Flag[] = [];
  const accepted = new Set(q.key.accepted);
  const keyTop = q.key.accepted.reduce((n, o) => n + (f.thirds.top.chose[o] ?? 0), 0);
  f.thirds.top.chose.forEach((n, option) => {
    if (!accepted.has(option) && n > keyTop) flags.push({ code: "check-key", option });
  });
  // Both figures below zero (decision 157): either alone is below zero on a clean question by chance
  // about twice as often.
  const negative = (r: number | null) => r !== null && r < 0;
  if (negative(f.pointBiserial) && negative(f.discrimination))
    flags.push({ code: "negative-discrimination" });
  if (f.facility !== null && f.facility > TOO_EASY) flags.push({ code: "too-easy" });
  if (f.facility !== null && f.facility < TOO_HARD) flags.push({ code: "too-hard" });
  for (let option = 0; option < q.options; option++) {
    if (accepted.has(option)) continue;
    const chosen =
      f.thirds.top.chose[option]! + f.thirds.middle.chose[option]! + f.thirds.bottom.chose[option]!;
    if (chosen === 0) flags.push({ code: "unused-distractor", option });
  }
  return flags;
}

/**
 * Analyses an exam: `responses[candidate][question]` against `questions` (keys after corrections).
 * Totals are scored here with the questions' marks, so negative marking and dropped questions count
 * as the merit list counts them.
 */
export function analyseExam(
  questions: readonly AnalysedQuestion[],
  responses: ReadonlyArray<readonly Response[]>,
  minCandidates = MIN_CANDIDATES,
): ExamAnalysis {
  const verdicts = responses.map((row) =>
    questions.map((q, j) => (row[j] === undefined ? undefined : verdict(row[j] ?? null, q.key))),
  );
  const earned = verdicts.map((row) =>
    row.map((v, j) => (v === undefined ? 0 : marksFor(v, questions[j]!.marks))),
  );
  const totals = earned.map((row) => row.reduce((a, b) => a + b, 0));
  const order = rankOrder(totals);
  const [top, middle, bottom] = thirdsOf(order);
  const [upper, lower] = extremeGroups(order);

  const figures = questions.map((q, j): QuestionFigures => {
    const column = responses.map((row) => row[j]);
    const had = column.map((r) => r !== undefined);
    const who = order.filter((c) => had[c]);
    const right = verdicts.map((row) => row[j] === "right");
    const thirds = {
      top: countOptions(q, column, top),
      middle: countOptions(q, column, middle),
      bottom: countOptions(q, column, bottom),
    };
    const omitted = who.filter((c) => column[c] === null).length;
    const base = {
      candidates: who.length,
      facility: null,
      omitRate: who.length ? omitted / who.length : null,
      pointBiserial: null,
      discrimination: null,
      thirds,
    };
    if (q.key.dropped) return { ...base, state: "dropped", flags: [] };
    const upperShare = shareRight(right, upper, had);
    const lowerShare = shareRight(right, lower, had);
    const measured = {
      ...base,
      facility: shareRight(right, who, had),
      pointBiserial: correlation(
        who.map((c) => (right[c] ? 1 : 0)),
        who.map((c) => totals[c]! - earned[c]![j]!),
      ),
      discrimination: upperShare !== null && lowerShare !== null ? upperShare - lowerShare : null,
    };
    if (who.length < minCandidates) return { ...measured, state: "too-few-candidates", flags: [] };
    return { ...measured, state: "analysed", flags: flagsOf(q, measured) };
  });

  return { paper: paperFigures(questions, verdicts, earned, totals), questions: figures, totals };
}

function paperFigures(
  questions: readonly AnalysedQuestion[],
  verdicts: ReadonlyArray<ReadonlyArray<string | undefined>>,
  earned: ReadonlyArray<readonly number[]>,
  totals: readonly number[],
): PaperFigures {
  const n = totals.length;
  const marks = totals.map((t) => t / 100);
  const paperMax = verdicts.map((row) =>
    row.reduce((max, v, j) => (v === undefined ? max : max + questions[j]!.marks.correct), 0),
  );
  const maxMarks = Math.max(0, ...paperMax) / 100;
  const lowest = Math.min(0, ...marks);

  const byCategory = new Map<string, { totals: number[]; max: number }>();
  verdicts.forEach((row, c) => {
    const mine = new Map<string, { total: number; max: number }>();
    row.forEach((v, j) => {
      if (v === undefined) return;
      const q = questions[j]!;
      const category = q.category.toLowerCase();
      const entry = mine.get(category) ?? { total: 0, max: 0 };
      entry.total += earned[c]![j]!;
      entry.max += q.marks.correct;
      mine.set(category, entry);
    });
    for (const [category, { total, max }] of mine) {
      const section = byCategory.get(category) ?? { totals: [], max: 0 };
      section.totals.push(total / 100);
      section.max = Math.max(section.max, max / 100);
      byCategory.set(category, section);
    }
  });

  return {
    candidates: n,
    mean: n ? mean(marks) : null,
    median: n ? median(marks) : null,
    sd: n > 1 ? sampleSd(marks) : null,
    kr20: kr20(verdicts),
    maxMarks,
    histogram: n ? scoreHistogram(marks, lowest, maxMarks) : [],
    sections: [...byCategory].map(([category, s]) => ({
      category,
      mean: mean(s.totals),
      max: s.max,
    })),
  };
}

/**
 * KR-20 = k/(k-1) (1 - sum p q / var(X)), X the number right, over the questions not dropped, with
 * population variances on both sides as Kuder and Richardson wrote it. Only for a paper every
 * candidate sat whole: with papers drawn per candidate the totals are of different questions.
 */
export function kr20(verdicts: ReadonlyArray<ReadonlyArray<string | undefined>>): number | null {
  const n = verdicts.length;
  if (n < 2) return null;
  if (verdicts.some((row) => row.some((v) => v === undefined))) return null;
  const items = verdicts[0]!.map((_, j) => j).filter((j) => verdicts[0]![j] !== "dropped");
  const k = items.length;
  if (k < 2) return null;
  let pq = 0;
  for (const j of items) {
    const p = verdicts.filter((row) => row[j] === "right").length / n;
    pq += p * (1 - p);
  }
  const rights = verdicts.map((row) => items.filter((j) => row[j] === "right").length);
  const spread = variance(rights);
  if (spread === 0) return null;
  return (k / (k - 1)) * (1 - pq / spread);
}
