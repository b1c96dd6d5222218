/**
 * When a finished sitting's timing is impossible (decision 64). The paper and its clock are on the
 * device, so the server sees only what the device reports: a sitting longer than the paper's time
 * (answers after it), or faster than a person can open the questions, is refused with the reason.
 */

/** A time-up submit still in flight, a slow phone: a sitting may run this much past its time. */
export const GRACE_MS = 30_000;
/** No one opens a question and picks an answer in less than this. */
export const MIN_MS_PER_ANSWER = 1000;

export type TimingFault =
  | { kind: "too-long"; lastedSeconds: number; limitSeconds: number; graceSeconds: number }
  | { kind: "too-fast"; answered: number; lastedSeconds: number; minSeconds: number }
  | { kind: "seconds-exceed"; spentSeconds: number; lastedSeconds: number };

export interface ReportedSitting {
  startedAt: Date;
  finishedAt: Date;
  /** Each question's answer (null: none) and whole seconds on screen. */
  answers: ReadonlyArray<{ pick: string | null; seconds: number }>;
}

export function timingFault(sitting: ReportedSitting, durationMs: number): TimingFault | null {
  const lastedMs = sitting.finishedAt.getTime() - sitting.startedAt.getTime();
  const lastedSeconds = Math.round(lastedMs / 1000);
  if (lastedMs > durationMs + GRACE_MS)
    return {
      kind: "too-long",
      lastedSeconds,
      limitSeconds: durationMs / 1000,
      graceSeconds: GRACE_MS / 1000,
    };
  const answered = sitting.answers.filter((a) => a.pick !== null).length;
  if (lastedMs < answered * MIN_MS_PER_ANSWER)
    return {
      kind: "too-fast",
      answered,
      lastedSeconds,
      minSeconds: (answered * MIN_MS_PER_ANSWER) / 1000,
    };
  // Each question's seconds are rounded: half a second each may be rounding, no more.
  const spentSeconds = sitting.answers.reduce((sum, a) => sum + a.seconds, 0);
  if (spentSeconds > Math.ceil(lastedMs / 1000) + Math.ceil(sitting.answers.length / 2))
    return { kind: "seconds-exceed", spentSeconds, lastedSeconds };
  return null;
}
