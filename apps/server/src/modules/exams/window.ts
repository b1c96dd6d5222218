// An exam's window as a student meets it: open, not yet, or over (decision 108).

/** Whether the exam's window is open at `now`. */
export const withinWindow = (exam: { opens_at: Date; closes_at: Date }, now: Date) =>
  now >= exam.opens_at && now < exam.closes_at;

/** An exam's address outside its window: when it opens (and in how many seconds), or its close. */
export type OutsideWindow =
  | {
      kind: "opensLater";
      title: string;
      opensAt: Date;
      seconds: number;
      /** What the page before the opening shows of the paper (issue 66 point 4). */
      paper: { questions: number; minutes: number; closesAt: Date; resultsAtClose: boolean };
    }
  | { kind: "closedAt"; title: string; closesAt: Date };

/**
 * Where `now` stands outside the exam's window, or null: inside it, or a cancelled exam (opening
 * and close at the moment it was cancelled, decision 98), which is neither.
 */
export function outsideWindow(
  exam: {
    title: string;
    opens_at: Date;
    closes_at: Date;
    question_count: number;
    duration_seconds: number;
    release_mode: string;
  },
  now: Date,
): OutsideWindow | null {
  if (exam.opens_at.getTime() === exam.closes_at.getTime()) return null;
  if (now < exam.opens_at) {
    const seconds = Math.ceil((exam.opens_at.getTime() - now.getTime()) / 1000);
    const paper = {
      questions: exam.question_count,
      minutes: Math.round(exam.duration_seconds / 60),
      closesAt: exam.closes_at,
      resultsAtClose: exam.release_mode === "at_close",
    };
    return { kind: "opensLater", title: exam.title, opensAt: exam.opens_at, seconds, paper };
  }
  if (now >= exam.closes_at)
    return { kind: "closedAt", title: exam.title, closesAt: exam.closes_at };
  return null;
}
