import type { AttemptStatus } from "@tayari/contracts/exam-sitting";
import type { Db } from "../../db/db";
import * as attemptRepo from "./attempt-repository";
import { secondsLeft } from "./deadline";

export type StatusOutcome =
  { kind: "status"; status: AttemptStatus } | { kind: "notSignedIn" } | { kind: "notStarted" };

/**
 * An attempt's clock, asked every 30 s by an idle sitting (the use case behind
 * `GET /api/exams/{slug}/attempt`): the session and the attempt in one statement.
 */
export async function attemptStatus(
  deps: { db: Db; now: () => Date; idleSince: (now: Date) => Date },
  { tokenHash, slug }: { tokenHash: string; slug: string },
): Promise<StatusOutcome> {
  const now = deps.now();
  const clock = await attemptRepo.attemptClockInOneStatement(deps.db, {
    tokenHash,
    idleSince: deps.idleSince(now),
    slug,
    now,
  });
  if (clock.user_id === null) return { kind: "notSignedIn" };
  if (!clock.deadline) return { kind: "notStarted" };
  const status = {
    deadline: clock.deadline.toISOString(),
    seconds_left: secondsLeft(clock.deadline, now),
    submitted: clock.submitted_at !== null,
    clock_ms: Math.max(0, now.getTime() - clock.started_at!.getTime()),
  };
  return { kind: "status", status };
}
