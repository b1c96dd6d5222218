/**
 * The figures of a whole paper in an item analysis (item-analysis.ts): the summary, the
 * distribution of scores, the sections and KR-20 (decision 159).
 */
import { marksFor, verdict, type Key, type QuestionMarks } from "./marking";
import { mean, median, sampleSd, variance } from "./statistics";

/** What the paper's figures read of a question. */
interface PaperQuestion {
  key: Key<number>;
  marks: QuestionMarks;
  category: string;
}

/** A candidate's paper: each question on it (its index) with the option chosen, or null. */
type PaperAnswers = ReadonlyArray<readonly [question: number, response: number | null]>;

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

export function* paperFigures(
  questions: readonly PaperQuestion[],
  papers: readonly PaperAnswers[],
  totals: readonly number[],
): Generator<void, PaperFigures, void> {
  const n = totals.length;
  const marks = totals.map((t) => t / 100);
  let most = 0;
  let lowest = 0;
  const byCategory = new Map<string, { totals: number[]; max: number }>();
  for (const [c, paper] of papers.entries()) {
    if (c % 64 === 63) yield;
    let paperMax = 0;
    const mine = new Map<string, { total: number; max: number }>();
    for (const [j, pick] of paper) {
      const q = questions[j]!;
      paperMax += q.marks.correct;
      const category = q.category.toLowerCase();
      const entry = mine.get(category) ?? { total: 0, max: 0 };
      entry.total += marksFor(verdict(pick, q.key), q.marks);
      entry.max += q.marks.correct;
      mine.set(category, entry);
    }
    most = Math.max(most, paperMax);
    lowest = Math.min(lowest, marks[c]!);
    for (const [category, { total, max }] of mine) {
      const section = byCategory.get(category) ?? { totals: [], max: 0 };
      section.totals.push(total / 100);
      section.max = Math.max(section.max, max / 100);
      byCategory.set(category, section);
    }
  }
  yield;
  const maxMarks = most / 100;

  return {
    candidates: n,
    mean: n ? mean(marks) : null,
    median: n ? median(marks) : null,
    sd: n > 1 ? sampleSd(marks) : null,
    kr20: kr20(wholePaperVerdicts(questions, papers)),
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
 * Every candidate's verdicts question by question when every candidate sat every question (KR-20
 * is only for such a paper); else a matrix with a gap, which `kr20` answers with null.
 */
function wholePaperVerdicts(
  questions: readonly PaperQuestion[],
  papers: readonly PaperAnswers[],
): Array<Array<string | undefined>> {
  if (papers.some((paper) => paper.length !== questions.length)) return [[undefined]];
  return papers.map((paper) => {
    const row: Array<string | undefined> = questions.map(() => undefined);
    for (const [j, pick] of paper) row[j] = verdict(pick, questions[j]!.key);
    return row;
  });
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
