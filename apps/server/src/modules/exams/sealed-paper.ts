import { SEAL_WINDOW_SECONDS } from "@tayari/contracts/exam-seal";
import type { Db } from "../../db/db";
import type { LimitRule } from "../../plugins/rate-limit";
import { admission, rollGiven } from "./admission";
import { GRACE_MS } from "./deadline";
import type { DeviceKind } from "./event-repository";
import { candidatePaper, paperBody, type FixedExam } from "./papers";
import type { ExamRefusal } from "./refusals";
import type { SealKeys } from "./seal-repository";
import { sealedSeed, sealFor, sealPaper } from "./seals";
import type { Paper } from "./start-attempt";
import { startChecksInOneStatement } from "./start-repository";
import { outsideWindow } from "./window";

/**
 * A candidate's sealed paper (issue 66 point 1, decision 0452): the use case behind
 * `POST /api/exams/{slug}/sealed`. In the last 15 minutes before the opening, the same checks as
 * a start (the session, the start's limit, the access code, the list), then this candidate's
 * paper (its order fixed by the exam's sign key and the account) encrypted by the exam's paper
 * key. Nothing is written but the start's count (and a roll number's binding): the attempt is
 * made with the first answer after the opening.
 */

export interface SealedPaperDeps {
  db: Db;
  now: () => Date;
  idleSince: (now: Date) => Date;
  limit: LimitRule;
  examOf: (slug: string) => Promise<FixedExam | undefined>;
  paperOf: (examId: number, version?: number) => Promise<Paper>;
  sealKeys: (examId: number, version: number) => Promise<SealKeys>;
}

export type SealedPaperOutcome =
  | {
      kind: "sealed";
      exam: FixedExam;
      extraSeconds: number;
      seal: string;
      iv: string;
      paper: string;
      now: Date;
    }
  | ExamRefusal
  | { kind: "sealNotYet"; from: Date; now: Date }
  | { kind: "sealOpen" };

export async function sealedPaper(
  deps: SealedPaperDeps,
  input: {
    tokenHash: string;
    slug: string;
    accessCode?: string;
    roll?: string;
    device: DeviceKind;
  },
): Promise<SealedPaperOutcome> {
  const { db, limit } = deps;
  const now = deps.now();
  const exam = await deps.examOf(input.slug);
  const checks = await startChecksInOneStatement(db, {
    examId: exam?.id ?? 0,
    tokenHash: input.tokenHash,
    idleSince: deps.idleSince(now),
    roll: rollGiven(input.roll),
    limitPrefix: "exam-start:",
    limit: limit.limit,
    limitWindowMs: limit.windowMs,
    now,
    graceMs: GRACE_MS,
    device: input.device,
    draft: undefined,
  });
  if (!checks) return { kind: "notSignedIn" };
  const student = checks.account;
  if (student.role === "examiner") return { kind: "examinersDoNotSit" };
  if (checks.hits > limit.limit)
    return { kind: "tooManyStarts", retryAfterMs: Math.max(0, +checks.hitsResetAt - +now) };
  if (!exam) return { kind: "notOpen" };
  if (checks.existing) return { kind: "oneAttempt" };
  const outside = outsideWindow(exam, now);
  // Open (or a cancelled exam, neither before nor after): the device starts as it always has.
  if (!outside) return exam.opens_at <= now ? { kind: "sealOpen" } : { kind: "notOpen" };
  if (outside.kind === "closedAt") return outside;
  const from = new Date(exam.opens_at.getTime() - SEAL_WINDOW_SECONDS * 1000);
  if (now < from) return { kind: "sealNotYet", from, now };
  if (exam.access_code !== null) {
    const code = input.accessCode?.trim() ?? "";
    if (!code) return { kind: "needsCode" };
    if (code !== exam.access_code) return { kind: "wrongCode" };
  }
  const admitted = await admission(db, exam, student, input.roll, checks.candidates);
  if (admitted.kind !== "admitted") return admitted;
  const keys = await deps.sealKeys(exam.id, exam.version);
  const [pool, passages] = await deps.paperOf(exam.id, exam.version);
  const made = candidatePaper(pool, exam, sealedSeed(keys.signKey, student.id), true);
  const body = paperBody(pool, passages, made.paper, made.seed);
  return {
    kind: "sealed",
    exam,
    extraSeconds: admitted.extraSeconds,
    seal: sealFor(keys.signKey, {
      examId: exam.id,
      version: exam.version,
      userId: student.id,
      ...made,
    }),
    ...sealPaper(keys.paperKey, JSON.stringify(body)),
    now: deps.now(),
  };
}
