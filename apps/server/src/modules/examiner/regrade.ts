import type { CorrectionShown } from "@tayari/contracts/exam-analysis";
import { MOVES_SHOWN, type Move } from "@tayari/contracts/regrade";
import { toMarks } from "@tayari/quiz/marking";
import type { Db } from "../../db/db";
import type { StoredQuestion } from "../exams/bank-repository";
import type { ExamVersion } from "../exams/papers";
import * as candidateRepo from "../exams/candidate-repository";
import * as correctionRepo from "../exams/correction-repository";
import { meritListInTurns } from "../exams/merit";
import * as resultRepo from "../exams/result-repository";
import { resultRows } from "../exams/results";
import { correctionShown, keyNow } from "./analysis";
import { findOwnExam } from "./own-exam";
import { keyLetters, planKey, sameKey, type KeyChange, type PlannedKey } from "./plan-key";
import type { ExaminerRefusal } from "./refusals";

export interface RegradeDeps {
  db: Db;
  now: () => Date;
  /** The exam's questions (cached). */
  poolOf: (exam: ExamVersion) => Promise<StoredQuestion[]>;
}

export interface RegradeInput {
  userId: number;
  slug: string;
  corrections: KeyChange[];
  /** False: only say what the corrections would do (the preview); true: make them. */
  apply: boolean;
}

/** Who the corrections move and by how much. */
export interface RegradeEffect {
  candidates: number;
  changed: number;
  marks_changed: number;
  moves: Move[];
}

export type RegradeOutcome =
  | ({ kind: "previewed"; count: number } & RegradeEffect)
  | ({ kind: "regraded"; count: number; corrections: CorrectionShown[] } & RegradeEffect)
  /** The same corrections pressed again (a double tap, a retry): answered as made, once. */
  | { kind: "repeated"; corrections: CorrectionShown[] }
  | ExaminerRefusal;

type Ranked = Awaited<ReturnType<typeof meritListInTurns>>;

/** Each candidate whose marks or rank differ between two rankings, the largest change of marks first. */
export function effectOf(
  before: Ranked,
  after: Ranked,
  rollOf: (email: string) => string | null,
): RegradeEffect {
  const was = new Map(before.map((r) => [r.candidate.id, r]));
  const moves = after.flatMap(({ candidate, score, rank }) => {
    const then = was.get(candidate.id);
    if (!then || (then.score.total === score.total && then.rank === rank)) return [];
    return [
      {
        name: candidate.name,
        roll: rollOf(candidate.email),
        score_before: toMarks(then.score.total),
        score_after: toMarks(score.total),
        rank_before: then.rank,
        rank_after: rank,
      },
    ];
  });
  const delta = (m: Move) => Math.abs(m.score_after - m.score_before);
  moves.sort((a, b) => delta(b) - delta(a) || a.rank_after - b.rank_after);
  return {
    candidates: after.length,
    changed: moves.length,
    marks_changed: moves.filter((m) => m.score_after !== m.score_before).length,
    moves: moves.slice(0, MOVES_SHOWN),
  };
}

/** A version taken between the check and the insert: the transaction is rolled back. */
class TakenMeanwhile extends Error {}

/**
 * Key corrections of several questions batched into one regrade (issue 68 point 3, decision 0476):
 * the use case behind `POST /api/examiner/exams/{slug}/regrade` and its `/preview`. Each is read
 * as one correction is (`planKey`); with the exam locked, every version is checked, the exam is
 * ranked before and after, and the preview answers who moves. Applied, the corrections are written
 * and the fixed results replaced in the same transaction: one regrade, however many corrections.
 */
export async function regradeExam(deps: RegradeDeps, input: RegradeInput): Promise<RegradeOutcome> {
  const { db } = deps;
  const { userId } = input;
  const exam = await findOwnExam(db, userId, input.slug);
  if (!exam) return { kind: "noExam", slug: input.slug };
  const pool = await deps.poolOf(exam);
  const plans: Array<PlannedKey & { item: KeyChange }> = [];
  for (const item of input.corrections) {
    const planned = planKey(pool, item);
    if (!("q" in planned)) return planned;
    if (plans.some((p) => p.q.id === planned.q.id))
      return { kind: "regradeTwice", question: planned.number };
    plans.push({ ...planned, item });
  }
  const now = deps.now();
  const rolls = new Map(
    (await candidateRepo.listCandidates(db, exam.id)).flatMap((c) =>
      c.roll && c.account_email ? [[c.account_email, c.roll] as const] : [],
    ),
  );
  try {
    return await correctionRepo.withExamLocked(db, exam.id, async (trx, locked) => {
      const latest = correctionRepo.latestByQuestion(
        await correctionRepo.listCorrections(trx, exam.id),
      );
      const repeats = plans.map(({ q, item, newKey }) => {
        const l = latest.get(q.id);
        return l &&
          l.version === item.version + 1 &&
          l.user_id === userId &&
          l.reason === item.reason &&
          sameKey(l.new_key, newKey)
          ? l
          : null;
      });
      if (input.apply && repeats.every((r) => r !== null))
        return { kind: "repeated", corrections: repeats.map((r) => correctionShown(r!)) };
      for (const { q, number, item, newKey } of plans) {
        const l = latest.get(q.id);
        const version = l?.version ?? 0;
        const current = keyNow(q, l);
        if (item.version !== version) {
          const by = l?.name ?? "another examiner";
          return { kind: "keyChanged", question: number, version, by, key: keyLetters(q, current) };
        }
        if (sameKey(current, newKey)) return { kind: "keyUnchanged", question: number };
      }
      const marking = await resultRepo.listAttemptsForMarking(trx, exam.id);
      const before = await meritListInTurns(exam, pool, marking);
      for (const { q, newKey } of plans)
        marking.corrections.set(q.id, { ...correctionRepo.asCorrection(newKey), at: now });
      const after = await meritListInTurns(exam, pool, marking);
      const effect = effectOf(before, after, (email) => rolls.get(email) ?? null);
      if (!input.apply) return { kind: "previewed", count: plans.length, ...effect };

      const ids = new Set<number>();
      for (const { q, item, newKey } of plans) {
        const l = latest.get(q.id);
        const inserted = await correctionRepo.insertCorrection(trx, {
          examId: exam.id,
          questionId: q.id,
          version: (l?.version ?? 0) + 1,
          kind: item.change.kind,
          oldKey: keyNow(q, l),
          newKey,
          reason: item.reason,
          userId,
          at: now,
        });
        if (!inserted) throw new TakenMeanwhile();
        ids.add(inserted.id);
      }
      // Fixed results replaced in this transaction: nobody reads a half-regraded list.
      if (locked.results_fixed_at)
        await resultRepo.replaceResults(trx, exam.id, await resultRows(exam, pool, marking, after));
      const made = (await correctionRepo.listCorrections(trx, exam.id)).filter((c) =>
        ids.has(c.id),
      );
      return {
        kind: "regraded",
        count: plans.length,
        corrections: made.map(correctionShown),
        ...effect,
      };
    });
  } catch (error) {
    if (!(error instanceof TakenMeanwhile)) throw error;
    // Asked again: the version check now names the correction that won.
    return regradeExam(deps, input);
  }
}
