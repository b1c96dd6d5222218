import type { BankReport, BankSaved } from "@tayari/contracts/exam-banks";
import type { Db } from "../../db/db";
import { runSliced } from "../../lib/sliced";
import type { WorkerOutcome } from "../bank-check/bank-checker";
import {
  prepareUpload,
  unpackParts,
  type BankUploadBody,
  type Prepared,
} from "../bank-check/bank-prepare";
import type { Refused } from "../bank-check/refused";
import * as bankRepo from "../exams/bank-repository";

/** What the bank worker made of a large body (bank-routes.ts reads it before the route). */
type Checked = Extract<WorkerOutcome, { kind: "checked" }>;

export type UploadOutcome =
  /** A dry run: what the file holds and what would be refused, made here. */
  | { kind: "report"; report: BankReport }
  /** A dry run's report as the bank worker wrote it: the bytes of its JSON. */
  | { kind: "reportBytes"; json: Uint8Array }
  | { kind: "saved"; bank: BankSaved }
  | { kind: "refused"; refused: Refused };

/**
 * An examiner uploads a private bank (the use case behind `POST /api/examiner/banks`): its
 * questions checked (every fault of every question at once, issue 46), then, unless it is a dry
 * run, saved whole. A body the bank worker has read and checked (`checked`) is taken as it made it.
 */
export async function uploadPrivateBank(
  deps: { db: Db; figures: ReadonlySet<string> },
  { ownerId, body, checked }: { ownerId: number; body: BankUploadBody; checked?: Checked },
): Promise<UploadOutcome> {
  let prepared: Prepared;
  if (!checked) prepared = await prepareUpload(body, deps.figures, runSliced);
  else if (checked.reportJson) return { kind: "reportBytes", json: checked.reportJson };
  else if (!checked.prepared)
    // The stand-in passed the schema and the text rule, the body itself did not: never so.
    throw new Error("the bank worker and the schema disagree about a body");
  else {
    const from = checked.prepared;
    prepared =
      "bank" in from ? { bank: { ...from.bank, parts: unpackParts(from.bank.parts) } } : from;
  }
  if ("refused" in prepared) return { kind: "refused", refused: prepared.refused };
  if ("report" in prepared) return { kind: "report", report: prepared.report };
  const { questionCount, parts, categories, report, passages } = prepared.bank;
  const bank = await bankRepo.insertBank(deps.db, {
    ownerId,
    name: body.name,
    questionCount,
    parts,
    passages,
    categories,
  });
  const saved: BankSaved = {
    id: bank.id,
    name: bank.name,
    question_count: bank.question_count,
    categories,
    created_at: bank.created_at.toISOString(),
    ...(report ? { report } : {}),
  };
  return { kind: "saved", bank: saved };
}
