import type { correctKeyRequestSchema } from "@tayari/contracts/exam-analysis";
import type { output } from "zod/v4/core";
import type { StoredQuestion } from "../exams/bank-repository";
import type { StoredKey } from "../exams/correction-repository";
import type { ExaminerRefusal } from "./refusals";

// A key correction read against the exam's paper: shared by one correction and a batched regrade.

export type KeyChange = output<typeof correctKeyRequestSchema>;

/** Options are lettered from A, as every page letters them. */
const optionLetter = (index: number) => String.fromCharCode(65 + index);

export const sameKey = (a: StoredKey, b: StoredKey) =>
  a.dropped === b.dropped &&
  a.accepted.length === b.accepted.length &&
  [...a.accepted].sort().every((x, i) => x === [...b.accepted].sort()[i]);

/** A key as letters of the written order ("B", "B, C"), or "dropped": for the 409's message. */
export const keyLetters = (q: StoredQuestion, key: StoredKey) =>
  key.dropped ? "dropped" : key.accepted.map((a) => optionLetter(q.options.indexOf(a))).join(", ");

/** A correction's question, its number in the exam and the key it asks for; or why it cannot be. */
export type PlannedKey = { q: StoredQuestion; number: number; newKey: StoredKey };

export function planKey(
  pool: readonly StoredQuestion[],
  { question_id, change }: Pick<KeyChange, "question_id" | "change">,
): PlannedKey | Extract<ExaminerRefusal, { kind: "notInExam" | "noSuchOption" | "acceptTwo" }> {
  const index = pool.findIndex((q) => q.id === question_id);
  if (index < 0) return { kind: "notInExam", question: question_id };
  const q = pool[index]!;
  const number = index + 1;
  const chosen =
    change.kind === "key" ? [change.answer] : change.kind === "accept" ? change.answers : [];
  const foreign = chosen.find((option) => !q.options.includes(option));
  if (foreign !== undefined) return { kind: "noSuchOption", question: number, option: foreign };
  const accepted = [...new Set(chosen)];
  if (change.kind === "accept" && accepted.length < 2) return { kind: "acceptTwo" };
  return { q, number, newKey: { accepted, dropped: change.kind === "drop" } };
}
