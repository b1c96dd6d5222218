import { privateBank, type BankQuestion } from "../exams/exam-fixtures";

/** The B.Sc.CSIT fixture papers' pattern (mock-fixtures.ts): each subject and how many questions. */
export const CSIT_PATTERN = {
  mathematics: 25,
  physics: 25,
  chemistry: 25,
  english: 15,
  computer: 10,
};

/**
 * A held-back pool (decision 0450) for `mocks` live mocks of `pattern`: each key is "Key <id>",
 * each explanation "Sealed explanation <id>: ...", each text "Private <subject> question number <id>".
 */
export function heldBackPool(
  pattern: Record<string, number>,
  mocks: number,
  firstId = 1,
): BankQuestion[] {
  const counts = Object.entries(pattern).map(([subject, n]) => [subject, n * mocks]);
  return privateBank(Object.fromEntries(counts) as Record<string, number>, firstId);
}
