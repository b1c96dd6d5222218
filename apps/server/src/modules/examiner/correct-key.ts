import type { CorrectionShown, correctKeyRequestSchema } from "@tayari/contracts/exam-analysis";
import type { output } from "zod/v4/core";
import type { Db } from "../../db/db";
import type { StoredQuestion } from "../exams/bank-repository";
import type { ExamVersion } from "../exams/papers";
import * as correctionRepo from "../exams/correction-repository";
import { meritListInTurns } from "../exams/merit";
import * as resultRepo from "../exams/result-repository";
import { resultRows } from "../exams/results";
import { correctionShown, keyNow } from "./analysis";
import { findOwnExam } from "./own-exam";
import { keyLetters, planKey, sameKey } from "./plan-key";
import type { ExaminerRefusal } from "./refusals";

export interface CorrectKeyDeps {
  db: Db;
  now: () => Date;
  /** The exam's questions (cached). */
  poolOf: (exam: ExamVersion) => Promise<StoredQuestion[]>;
}

export type CorrectKeyInput = output<typeof correctKeyRequestSchema> & {
  userId: number;
  slug: string;
};

export type CorrectKeyOutcome =
  | {
      kind: "corrected";
      /** The question's number in the exam. */
      number: number;
      correction: CorrectionShown;
      /** How many candidates' scores the regrade changed. */
      changed: number;
    }
  /** The same correction pressed again (a double tap, a retry): answered as made, once. */
  | { kind: "repeated"; number: number; correction: CorrectionShown }
  | ExaminerRefusal;

/**
 * An examiner corrects a question's key (issue 44, decisions 185 and 187): the use case behind
 * `POST /api/examiner/exams/{slug}/corrections`. The correction, the regrade of every candidate
 * and the fixed results replaced happen in one transaction with the exam locked. Students are told
 * by mail when the examiner releases the corrections (decision 0475).
 */
export async function correctExamKey(
  deps: CorrectKeyDeps,
  input: CorrectKeyInput,
): Promise<CorrectKeyOutcome> {
  const { db, now: clock } = deps;
  const { userId } = input;
  const exam = await findOwnExam(db, userId, input.slug);
  if (!exam) return { kind: "noExam", slug: input.slug };
  const pool = await deps.poolOf(exam);
  const planned = planKey(pool, input);
  if (!("q" in planned)) return planned;
  const { q, number, newKey } = planned;
  const now = clock();

  return correctionRepo.withExamLocked(
    db,
    exam.id,
    async (trx, locked): Promise<CorrectKeyOutcome> => {
      const latest = correctionRepo
        .latestByQuestion(
          (await correctionRepo.listCorrections(trx, exam.id)).filter(
            (c) => c.question_id === q.id,
          ),
        )
        .get(q.id);
      const current = keyNow(q, latest);
      const version = latest?.version ?? 0;
      if (input.version !== version) {
        if (
          latest &&
          latest.version === input.version + 1 &&
          latest.user_id === userId &&
          latest.reason === input.reason &&
          sameKey(latest.new_key, newKey)
        )
          return { kind: "repeated", number, correction: correctionShown(latest) };
        const by = latest?.name ?? "another examiner";
        return { kind: "keyChanged", question: number, version, by, key: keyLetters(q, current) };
      }
      if (sameKey(current, newKey)) return { kind: "keyUnchanged", question: number };

      const marking = await resultRepo.listAttemptsForMarking(trx, exam.id);
      // Scores before: the fixed results where there are, else scored as they stood.
      const before = new Map(
        locked.results_fixed_at
          ? (await resultRepo.listFixedScores(trx, exam.id)).map((r) => [r.attempt_id, r.score])
          : (await meritListInTurns(exam, pool, marking)).map((r) => [
              r.candidate.id,
              r.score.total,
            ]),
      );
      const inserted = await correctionRepo.insertCorrection(trx, {
        examId: exam.id,
        questionId: q.id,
        version: version + 1,
        kind: input.change.kind,
        oldKey: current,
        newKey,
        reason: input.reason,
        userId,
        at: now,
      });
      if (!inserted)
        return {
          kind: "keyChanged",
          question: number,
          version: version + 1,
          by: "another examiner",
          key: keyLetters(q, current),
        };
      marking.corrections.set(q.id, { ...correctionRepo.asCorrection(newKey), at: now });
      const ranked = await meritListInTurns(exam, pool, marking);
      const rows = await resultRows(exam, pool, marking, ranked);
      const changedIds = new Set(
        rows.filter((r) => before.get(r.attempt_id) !== r.score).map((r) => r.attempt_id),
      );
      // Fixed results are replaced in this transaction: nobody reads a half-regraded list.
      if (locked.results_fixed_at) await resultRepo.replaceResults(trx, exam.id, rows);
      // No mail here: the examiner tells the students by releasing the corrections, one mail
      // each for all of them (decision 0475, in place of 185's mail per correction).
      const [made] = (await correctionRepo.listCorrections(trx, exam.id)).filter(
        (c) => c.id === inserted.id,
      );
      const corrected: CorrectKeyOutcome = {
        kind: "corrected",
        number,
        correction: correctionShown(made!),
        changed: changedIds.size,
      };
      return corrected;
    },
  );
}
