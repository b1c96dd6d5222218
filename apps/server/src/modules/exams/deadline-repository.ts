import { sql, type RawBuilder } from "kysely";

/**
 * THE deadline rule, the one place it is written (decisions 27, 213, 215): the exam's duration from
 * the start, cut at the close; then the candidate's own extra time and the time the attempt stood
 * submitted before a reopening, both past the close too. Each part is an SQL expression (a column
 * or a parameter); the stored `deadline` is this, written at the start and again whenever a part
 * changes (extra time given, a reopening).
 */
export function attemptDeadline(parts: {
  startedAt: RawBuilder<unknown>;
  durationSeconds: RawBuilder<unknown>;
  closesAt: RawBuilder<unknown>;
  extraSeconds: RawBuilder<unknown>;
  pausedSeconds: RawBuilder<unknown>;
}) {
  return sql<Date>`(least(${parts.startedAt} + ${parts.durationSeconds} * interval '1 second',
    ${parts.closesAt}) + (${parts.extraSeconds} + ${parts.pausedSeconds}) * interval '1 second')`;
}

/** The rule over an attempt's own columns and its exam's (`exam_attempts` joined to `exams`). */
export const storedAttemptDeadline = () =>
  attemptDeadline({
    startedAt: sql.ref("exam_attempts.started_at"),
    durationSeconds: sql.ref("exams.duration_seconds"),
    closesAt: sql.ref("exams.closes_at"),
    extraSeconds: sql.ref("exam_attempts.extra_seconds"),
    pausedSeconds: sql.ref("exam_attempts.paused_seconds"),
  });
