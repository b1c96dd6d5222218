import { attemptState } from "../exams/deadline";
import { resultsAt } from "../exams/results";
import type { listLiveMocks } from "./repository";

const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A live mock as the lists show it: its window, its state and the student's attempt. */
export function listed(row: Awaited<ReturnType<typeof listLiveMocks>>[number], now: Date) {
  return {
    slug: row.slug,
    title: row.title,
    paper: row.paper,
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    duration_seconds: row.duration_seconds,
    question_count: row.question_count,
    opens_in_seconds: secondsUntil(row.opens_at, now),
    closes_in_seconds: secondsUntil(row.closes_at, now),
    state:
      now < row.opens_at
        ? ("upcoming" as const)
        : now < row.closes_at
          ? ("open" as const)
          : ("closed" as const),
    attempt: attemptState(row, now),
    standings_at: resultsAt(row)!.toISOString(),
  };
}
