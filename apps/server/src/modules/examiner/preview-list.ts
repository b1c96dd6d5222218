import { PREVIEW_ROWS, type ListPreview } from "@tayari/contracts/examiner-candidates";
import type { Db } from "../../db/db";
import { listChange } from "../exams/list-repository";
import { endsAt } from "../exams/results";
import { readAllowList } from "./allow-list";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

export type PreviewListOutcome = { kind: "preview"; preview: ListPreview } | ExaminerRefusal;

/** Those taken off a list a preview names. */
const REMOVED_SHOWN = 100;

/**
 * The allow-list as it would be saved (issue 68 points 1 and 2, the use case behind
 * `POST /api/examiner/exams/{slug}/candidates/preview`): each row as read, what was not, and what
 * saving it does to the list in force (who is taken off, and whether they started).
 */
export async function previewListCase(
  deps: { db: Db; now: () => Date },
  { ownerId, slug, text }: { ownerId: number; slug: string; text: string },
): Promise<PreviewListOutcome> {
  const exam = await findOwnExam(deps.db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const read = readAllowList(text);
  const now = deps.now();
  const change = await listChange(deps.db, exam.id, read.rows);
  return {
    kind: "preview",
    preview: {
      header: read.header,
      count: read.rows.length,
      rows: read.rows.slice(0, PREVIEW_ROWS),
      unread: read.faultCount,
      faults: read.faults,
      too_long: read.tooLong,
      open: exam.opens_at <= now && now < endsAt(exam),
      change: {
        kept: change.kept.length,
        added: change.added.length,
        removed: change.removed.length,
        removed_started: change.removed.filter((r) => r.user_id !== null).length,
      },
      removed: change.removed.slice(0, REMOVED_SHOWN).map((r) => ({
        email: r.email,
        roll: r.roll,
        name: r.name,
        started: r.user_id !== null,
      })),
    },
  };
}
