import type { CatalogImportReport } from "@tayari/contracts/catalog-import";
import type { Db } from "../../db/db";
import { WORKER_BODY_BYTES, type AnswerTask, type BankChecker } from "../bank-check/bank-checker";
import { resolveTarget, subjectOf, type ImportRequest } from "../bank-check/import-plan";
import { previewAnswer } from "../bank-check/large-answers";
import { refusedOr, type Refused } from "../bank-check/refused";
import * as repo from "./repository";

export type PreviewOutcome =
  | { kind: "report"; report: CatalogImportReport }
  /** The report as the bank worker wrote it: the bytes of its JSON. */
  | { kind: "bytes"; json: Uint8Array }
  | { kind: "refused"; refused: Refused };

/**
 * What a catalog import would write, before it is published (the use case behind
 * `POST /api/examiner/import/preview`): the examiner checks the questions as students will see
 * them, formulas as MathML trees. A file of WORKER_BODY_BYTES or more is read, its trees made and
 * its answer written by the bank worker: here, a CSV of 820 KB with formulas held the event loop
 * 1.0 s (issue 47).
 */
export async function previewImport(
  deps: { db: Db; checker: Pick<BankChecker, "answer"> },
  body: ImportRequest,
): Promise<PreviewOutcome> {
  const found = await repo.findSubject(deps.db, subjectOf(body.into));
  // An address that names no unit is refused here; the worker finds the same unit again.
  const place = await refusedOr(() => resolveTarget(found, body.into, body.unit_name || undefined));
  if (place.kind === "refused") return place;
  const taken = await repo.unpublishedIds(deps.db, found?.units.map((u) => u.id) ?? []);
  const task: Extract<AnswerTask, { kind: "preview" }> = {
    kind: "preview",
    found: found!,
    body,
    taken: [...taken],
  };
  if (Buffer.byteLength(body.text) < WORKER_BODY_BYTES) {
    const made = await refusedOr(() => previewAnswer(task));
    return made.kind === "made" ? { kind: "report", report: made.made } : made;
  }
  const made = await deps.checker.answer(task);
  return "refused" in made
    ? { kind: "refused", refused: made.refused }
    : { kind: "bytes", json: made.json };
}
