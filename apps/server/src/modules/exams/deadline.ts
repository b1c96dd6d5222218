// The deadline as the server's code reads it; the rule that sets it is SQL (deadline-repository.ts).

/** Answers arriving up to this long after the deadline still count (network and clock slack). */
export const GRACE_MS = 2_000;

/** Whole seconds from `now` to `deadline`, never below zero. */
export const secondsLeft = (deadline: Date, now: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** Past the deadline and its grace, or submitted: the attempt takes no more answers. */
export const isClosed = (attempt: { deadline: Date; submitted_at: Date | null }, now: Date) =>
  attempt.submitted_at !== null || now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** A listed exam's attempt for its student: none, running, or submitted (by hand or by its deadline). */
export const attemptState = (
  row: { attempt_id: unknown; submitted_at: Date | null; deadline: Date | null },
  now: Date,
) =>
  row.attempt_id === null
    ? ("none" as const)
    : isClosed({ submitted_at: row.submitted_at, deadline: row.deadline! }, now)
      ? ("submitted" as const)
      : ("running" as const);
