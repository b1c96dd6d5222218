import { isWindowTooLong, type ExtendExamRequest } from "@tayari/contracts/examiner-exams";
import * as attemptRepo from "../exams/attempt-repository";
import * as eventRepo from "../exams/event-repository";
import type { ExamDeps } from "./exam-deps";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

export type ExtendExamOutcome =
  | {
      kind: "extended";
      title: string;
      closesAt: Date;
      /** How many running attempts' deadlines moved with it. */
      moved: number;
    }
  | ExaminerRefusal;

/**
 * An examiner gives a running exam more time (the use case behind
 * `POST /api/examiner/exams/{slug}/extend`): a later close, minutes for everyone sitting, or both.
 */
export async function extendExamCase(
  deps: Pick<ExamDeps, "db" | "now" | "pools">,
  { ownerId, slug, body }: { ownerId: number; slug: string; body: ExtendExamRequest },
): Promise<ExtendExamOutcome> {
  const { db } = deps;
  const exam = await findOwnExam(db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const now = deps.now();
  const { title, closes_at: closes } = exam;
  if (closes <= now) return { kind: "extendClosed", title, closes };
  if (exam.opens_at > now) return { kind: "extendNotOpen", title, closes };
  if (exam.version !== body.version) return { kind: "editedMeanwhile", title };
  if (body.closes_at === undefined && body.add_minutes === undefined)
    return { kind: "extendNothing" };
  const closesAt = body.closes_at === undefined ? closes : new Date(body.closes_at);
  if (closesAt < closes || (body.add_minutes === undefined && closesAt <= closes))
    return { kind: "extendLater", closes };
  if (isWindowTooLong(exam.opens_at, closesAt)) return { kind: "windowTooLong" };
  const extended = await attemptRepo.extendRunningExam(db, {
    examId: exam.id,
    version: body.version,
    closesAt,
    addSeconds: (body.add_minutes ?? 0) * 60,
    now,
  });
  deps.pools.forgetSlug(exam.slug);
  if (extended) {
    await eventRepo.recordExamAct(db, {
      examId: exam.id,
      by: ownerId,
      at: now,
      kind: "times_changed",
      how: "extend",
      before: exam,
      after: {
        opens_at: exam.opens_at,
        closes_at: extended.closesAt,
        duration_seconds: exam.duration_seconds + (body.add_minutes ?? 0) * 60,
      },
      moved: extended.moved,
    });
    return { kind: "extended", title, closesAt: extended.closesAt, moved: extended.moved };
  }
  const current = await findOwnExam(db, ownerId, exam.slug);
  if (!current) return { kind: "noExam", slug };
  if (current.closes_at <= now)
    return { kind: "extendClosed", title: current.title, closes: current.closes_at };
  return { kind: "editedMeanwhile", title: current.title };
}
