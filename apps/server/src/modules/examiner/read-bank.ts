import type { BankQuestionsResponse } from "@tayari/contracts/exam-banks";
import type { Db } from "../../db/db";
import type { AnswerCache } from "../../lib/answer-cache";
import type { BankChecker } from "../bank-check/bank-checker";
import { bankAnswer } from "../bank-check/large-answers";
import * as bankRepo from "../exams/bank-repository";

/**
 * A saved bank of this many questions or more is read back by the bank worker (a few hundred
 * questions with formulas take the event loop some tens of milliseconds; fewer are made here).
 */
export const WORKER_BANK_QUESTIONS = 500;

export type ReadBankOutcome =
  | { kind: "bank"; bank: BankQuestionsResponse }
  /** A large bank's answer as the bank worker wrote it (and it is kept): the bytes of its JSON. */
  | { kind: "bytes"; json: Uint8Array }
  | { kind: "noBank"; id: number };

/**
 * An examiner's bank read back (the use case behind `GET /api/examiner/banks/{id}`): its
 * questions as students will see them (formulas as MathML trees) and the passages they stand on
 * (decision 221). A bank of WORKER_BANK_QUESTIONS or more is made by the bank worker from its
 * parts' JSON and kept as the bytes of its answer: made here, a bank of 7,400 questions held the
 * event loop for 0.2 s at each reading (issue 47). Another examiner's bank is not found.
 */
export async function readBank(
  deps: { db: Db; checker: Pick<BankChecker, "answer">; answers: AnswerCache<number> },
  { ownerId, id }: { ownerId: number; id: number },
): Promise<ReadBankOutcome> {
  const { db } = deps;
  const bank = await bankRepo.findOwnBankRow(db, ownerId, id);
  if (!bank) return { kind: "noBank", id };
  if (bank.question_count < WORKER_BANK_QUESTIONS) {
    const { parts, passages } = await bankRepo.bankPartTexts(db, bank.id);
    const made = bankAnswer({ kind: "bank", id: bank.id, name: bank.name, parts, passages });
    return { kind: "bank", bank: made };
  }
  const json = await deps.answers.get(bank.id, async () => {
    const { parts, passages } = await bankRepo.bankPartTexts(db, bank.id);
    const task = { kind: "bank", id: bank.id, name: bank.name, parts, passages } as const;
    const made = await deps.checker.answer(task);
    if ("refused" in made) throw new Error("the bank worker refused a saved bank");
    return made.json;
  });
  return { kind: "bytes", json };
}
