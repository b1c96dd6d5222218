import type { LiveStandings } from "@tayari/contracts/live-mocks";
import { toMarks } from "@tayari/quiz/marking";
import type { MockPaper } from "../mocks/papers";

/** The distribution's bars: 5 marks each (decision 64's chart). */
const BAR = 5;

/**
 * Each subject's full marks on the paper: the profile's tie-break subjects first, in its order
 * (mathematics, physics, chemistry, English), then the others as the paper first has them.
 */
function subjectMaxima(paper: MockPaper) {
  const maxima = new Map<string, number>();
  paper.questions.forEach((q, i) => {
    const category = q.category.toLowerCase();
    maxima.set(category, (maxima.get(category) ?? 0) + paper.profile.marks(i, q.category).correct);
  });
  const order = (subject: string) => {
    const at = paper.profile.tieBreak.indexOf(subject);
    return at === -1 ? paper.profile.tieBreak.length : at;
  };
  return new Map([...maxima].sort(([a], [b]) => order(a) - order(b)));
}

export type Figures = Omit<LiveStandings, "slug" | "title" | "paper" | "mine">;

/** The standings' figures from every fixed result (scores and subject marks in hundredths). */
export function standingsFigures(
  rows: ReadonlyArray<{ score: number; max_score: number; sections: Record<string, number> }>,
  paper: MockPaper,
): Figures {
  const maxima = subjectMaxima(paper);
  const fullMarks = toMarks([...maxima.values()].reduce((a, b) => a + b, 0));
  const bars = Math.max(1, Math.ceil(fullMarks / BAR));
  const counts = Array.from({ length: bars }, () => 0);
  const sums = new Map([...maxima.keys()].map((k) => [k, 0]));
  let total = 0;
  for (const row of rows) {
    const marks = toMarks(row.score);
    total += marks;
    counts[Math.min(bars - 1, Math.max(0, Math.floor(marks / BAR)))]! += 1;
    for (const [subject, value] of Object.entries(row.sections))
      if (sums.has(subject)) sums.set(subject, sums.get(subject)! + value);
  }
  const n = rows.length;
  const mean = (sum: number) => (n ? Math.round((toMarks(sum) / n) * 100) / 100 : 0);
  return {
    candidates: n,
    max_score: fullMarks,
    mean: n ? Math.round((total / n) * 100) / 100 : 0,
    distribution: counts.map((count, i) => ({ from: i * BAR, count })),
    subjects: [...maxima].map(([subject, max]) => ({
      subject,
      mean: mean(sums.get(subject)!),
      max: toMarks(max),
    })),
  };
}
