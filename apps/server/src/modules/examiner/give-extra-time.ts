import {
  EXTRA_MINUTES_MAX,
  EXTRA_PERCENT_MAX,
  type ExtraTimeRequest,
} from "@tayari/contracts/examiner-candidates";
import type { Db } from "../../db/db";
import * as changeRepo from "../exams/candidate-change-repository";
import * as candidateRepo from "../exams/candidate-repository";
import { GRACE_MS } from "../exams/deadline";
import type { PoolCache } from "../exams/papers";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

/** What a change of extra time would do, said before it is made (issue 68 point 2). */
export interface ExtraTimeEffect {
  kind: "wouldWaiting" | "wouldSitting" | "wouldShorten";
  who: string;
  /** Minutes of extra time before and after. */
  before: number;
  after: number;
  /** Sitting: the attempt's end after the change. */
  until: Date | null;
}

export type GiveExtraTimeOutcome =
  | { kind: "set"; who: string; minutes: number }
  | ExtraTimeEffect
  | { kind: "extraTimeHandedIn"; who: string }
  | { kind: "extraTimeShorter"; who: string; before: number; after: number }
  | { kind: "extraTimeRange" }
  | ExaminerRefusal;

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/**
 * The examiner sets or adds extra time for one candidate (the use case behind
 * `PUT /api/examiner/exams/{slug}/candidates/extra-time`), before or during the exam. Refused for a
 * candidate who has handed in (reopening is the way); a change that gives a sitting candidate less
 * time is refused unless confirmed (`shorten`); `preview` says what the change would do. Logged
 * with the time before and after, and who gave it.
 */
export async function giveExtraTimeCase(
  deps: { db: Db; now: () => Date; pools: PoolCache },
  { ownerId, slug, body }: { ownerId: number; slug: string; body: ExtraTimeRequest },
): Promise<GiveExtraTimeOutcome> {
  const exam = await findOwnExam(deps.db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const now = deps.now();
  const { who } = body;
  const duration = exam.duration_seconds;
  const done = await changeRepo.setExtraTime<GiveExtraTimeOutcome>(deps.db, exam, {
    who,
    now,
    by: ownerId,
    decide: ({ candidate, attempt }) => {
      const other = (outcome: GiveExtraTimeOutcome) => ({ kind: "other" as const, outcome });
      if (
        attempt &&
        (attempt.submitted_at || now.getTime() > attempt.deadline.getTime() + GRACE_MS)
      )
        return other({ kind: "extraTimeHandedIn", who });
      const beforeSeconds = candidateRepo.extraSecondsOf(candidate, duration);
      let minutes = body.minutes || null;
      let percent = minutes ? null : body.percent || null;
      if (body.mode === "add") {
        // Percentages add up as percentages; anything else is said in minutes.
        if (percent && candidate.extra_percent) percent += candidate.extra_percent;
        else if (beforeSeconds) {
          const given = candidateRepo.extraSecondsOf(
            { extra_minutes: minutes, extra_percent: percent },
            duration,
          );
          minutes = minutesOf(beforeSeconds + given);
          percent = null;
        }
      }
      if ((minutes ?? 0) > EXTRA_MINUTES_MAX || (percent ?? 0) > EXTRA_PERCENT_MAX)
        return other({ kind: "extraTimeRange" });
      const afterSeconds = candidateRepo.extraSecondsOf(
        { extra_minutes: minutes, extra_percent: percent },
        duration,
      );
      const before = minutesOf(beforeSeconds);
      const after = minutesOf(afterSeconds);
      const shorter = attempt !== null && afterSeconds < beforeSeconds;
      if (body.preview) {
        const until = attempt
          ? new Date(attempt.deadline.getTime() + (afterSeconds - beforeSeconds) * 1000)
          : null;
        const kind = !attempt ? "wouldWaiting" : shorter ? "wouldShorten" : "wouldSitting";
        return other({ kind, who, before, after, until });
      }
      if (shorter && !body.shorten) return other({ kind: "extraTimeShorter", who, before, after });
      return { kind: "set", minutes, percent, detail: { before_seconds: beforeSeconds } };
    },
  });
  if (done === "missing") return { kind: "noCandidate", who };
  if (done.kind === "other") return done.outcome;
  // This process's copy of the exam forgets its end: results wait for the extra time.
  deps.pools.forgetSlug(exam.slug);
  const seconds = candidateRepo.extraSecondsOf(done.candidate, duration);
  return { kind: "set", who, minutes: minutesOf(seconds) };
}
