import type { CreateExamRequest } from "@tayari/contracts/examiner-exams";
import * as examRepo from "../exams/exam-repository";
import type { ExamDeps } from "./exam-deps";
import { examOfForm } from "./exam-form";
import { summaryOf } from "./exam-summary";
import type { ExaminerRefusal } from "./refusals";

type Summary = Awaited<ReturnType<typeof summaryOf>>;

export type CreateExamOutcome =
  /** `made`: false when an earlier request with the same key made it (a double tap, a retry). */
  { kind: "exam"; made: boolean; exam: Summary } | ExaminerRefusal;

/** An examiner sets an exam (the use case behind `POST /api/examiner/exams`). */
export async function createExamCase(
  deps: Pick<ExamDeps, "db" | "now" | "publicBank" | "sourceSize">,
  ownerId: number,
  body: CreateExamRequest,
): Promise<CreateExamOutcome> {
  const { db } = deps;
  const now = deps.now();
  const key = body.idempotency_key ?? null;
  const summary = async (slug: string, made: boolean): Promise<CreateExamOutcome> => ({
    kind: "exam",
    made,
    exam: await summaryOf(deps, ownerId, slug, now),
  });
  // A repeat (a double tap, a retry after a lost answer): the exam the first request made.
  const earlier = key && (await examRepo.findExamByCreateKey(db, ownerId, key));
  if (earlier) return summary(earlier, false);
  const form = await examOfForm(deps, ownerId, { ...body, version: 1 }, now, null);
  if (form.kind !== "form") return form;
  const created = await examRepo.insertExam(db, {
    ...form.changes,
    ownerId,
    slug: body.slug,
    createKey: key,
  });
  if (created) return summary(body.slug, true);
  // Two requests with one key at the same moment: the other one made it.
  const other = key && (await examRepo.findExamByCreateKey(db, ownerId, key));
  return other ? summary(other, false) : { kind: "slugTaken" };
}
