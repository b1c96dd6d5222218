import type { EditExamRequest } from "@tayari/contracts/examiner-exams";
import * as eventRepo from "../exams/event-repository";
import * as examRepo from "../exams/exam-repository";
import type { ExamRow } from "../exams/exam-repository";
import type { ExamDeps } from "./exam-deps";
import { examOfForm } from "./exam-form";
import { summaryOf } from "./exam-summary";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

/** An exam that has opened may only be extended; one changed since the form was read, not at all. */
const openedAlready = (exam: ExamRow) =>
  ({ kind: "editAfterOpen", title: exam.title, opens: exam.opens_at }) as const;
const changedMeanwhile = (exam: ExamRow) =>
  ({ kind: "editedMeanwhile", title: exam.title }) as const;

export type EditExamOutcome =
  { kind: "exam"; exam: Awaited<ReturnType<typeof summaryOf>> } | ExaminerRefusal;

/**
 * An examiner changes an exam before it opens (the use case behind
 * `PUT /api/examiner/exams/{slug}`), at the version the form was read at.
 */
export async function editExamCase(
  deps: Pick<ExamDeps, "db" | "now" | "pools" | "publicBank" | "sourceSize">,
  { ownerId, slug, body }: { ownerId: number; slug: string; body: EditExamRequest },
): Promise<EditExamOutcome> {
  const { db } = deps;
  const exam = await findOwnExam(db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const now = deps.now();
  if (exam.opens_at <= now) return openedAlready(exam);
  if (exam.version !== body.version) return changedMeanwhile(exam);
  const form = await examOfForm(deps, ownerId, body, now, exam.id);
  if (form.kind !== "form") return form;
  const { opensAt, closesAt, durationSeconds } = form.changes;
  const done = await examRepo.updateExamBeforeOpening(db, exam.id, body.version, form.changes, now);
  // This process's copies are read again (the others notice the version when a student starts).
  deps.pools.forgetSlug(exam.slug);
  if (!done) {
    const current = await findOwnExam(db, ownerId, exam.slug);
    if (!current) return { kind: "noExam", slug };
    return current.opens_at <= now ? openedAlready(current) : changedMeanwhile(current);
  }
  // New times go to the log, before and after (decision 0478); other settings are the form's.
  if (
    opensAt.getTime() !== exam.opens_at.getTime() ||
    closesAt.getTime() !== exam.closes_at.getTime() ||
    durationSeconds !== exam.duration_seconds
  )
    await eventRepo.recordExamAct(db, {
      examId: exam.id,
      by: ownerId,
      at: now,
      kind: "times_changed",
      how: "edit",
      before: exam,
      after: { opens_at: opensAt, closes_at: closesAt, duration_seconds: durationSeconds },
    });
  return { kind: "exam", exam: await summaryOf(deps, ownerId, exam.slug, now) };
}
