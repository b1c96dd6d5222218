import type { FastifyInstance } from "fastify";
import { correctKey, getExamAnalysis } from "@tayari/contracts/exam-analysis";
import { coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { StoredQuestion } from "../exams/bank-repository";
import * as correctionRepo from "../exams/correction-repository";
import type { StoredKey } from "../exams/correction-repository";
import { meritListInTurns } from "../exams/merit";
import { passagesOf, readPassages, readPool, type PoolCache } from "../exams/papers";
import * as resultRepo from "../exams/result-repository";
import { isOver, resultRows, resultsAt } from "../exams/results";
import { verifiedRecipients } from "../mail/repository";
import { correctionShown, examAnalysis, keyNow } from "./analysis";
import { ownExam } from "./own-exam";

/** A regrade mail is worth sending for a week, as the results mail (results-mail.ts). */
const REGRADE_MAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Options are lettered from A, as every page letters them. */
const optionLetter = (index: number) => String.fromCharCode(65 + index);

const sameKey = (a: StoredKey, b: StoredKey) =>
  a.dropped === b.dropped &&
  a.accepted.length === b.accepted.length &&
  [...a.accepted].sort().every((x, i) => x === [...b.accepted].sort()[i]);

/** A key as letters of the written order ("B", "B, C"), or "dropped": for the 409's message. */
const keyLetters = (q: StoredQuestion, key: StoredKey) =>
  key.dropped ? "dropped" : key.accepted.map((a) => optionLetter(q.options.indexOf(a))).join(", ");

/**
 * An exam's item analysis and the corrections of its keys (issue 44), its own examiner's only:
 * another examiner's exam is not found, as on the other examiner routes.
 */
export async function examinerAnalysisRoutes(
  app: FastifyInstance,
  { pools, publicUrl }: { pools: PoolCache; publicUrl: string },
) {
  noStore(app);
  const poolOf = (examId: number) => pools.get(examId, () => readPool(app.db, examId));

  handle(app, getExamAnalysis, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const now = app.now();
    const [pool, marking, corrections, passages] = await Promise.all([
      poolOf(exam.id),
      resultRepo.listAttemptsForMarking(app.db, exam.id),
      correctionRepo.listCorrections(app.db, exam.id),
      pools.passagesOf(exam.id, () => readPassages(app.db, exam.id)),
    ]);
    // The passages the questions stand on, each once (decision 221).
    return {
      ...examAnalysis(exam, pool, marking, corrections, isOver(exam, now)),
      ...passagesOf(passages, pool),
    };
  });

  handle(app, correctKey, async (request) => {
    const userId = request.session.id;
    const exam = await ownExam(app.db, userId, request.params.slug);
    const body = request.body;
    const pool = await poolOf(exam.id);
    const index = pool.findIndex((q) => q.id === body.question_id);
    if (index < 0)
      throw invalidField("question_id", "exams.notInExam", { question: body.question_id });
    const q = pool[index]!;
    const number = index + 1;
    const change = body.change;
    const chosen =
      change.kind === "key" ? [change.answer] : change.kind === "accept" ? change.answers : [];
    for (const option of chosen)
      if (!q.options.includes(option))
        throw invalidField("change", "exams.noSuchOption", { question: number, option });
    const accepted = [...new Set(chosen)];
    if (change.kind === "accept" && accepted.length < 2)
      throw invalidField("change", "exams.acceptTwo");
    const newKey: StoredKey = { accepted, dropped: change.kind === "drop" };
    const now = app.now();

    const outcome = await correctionRepo.withExamLocked(app.db, exam.id, async (trx, locked) => {
      const latest = correctionRepo
        .latestByQuestion(
          (await correctionRepo.listCorrections(trx, exam.id)).filter(
            (c) => c.question_id === q.id,
          ),
        )
        .get(q.id);
      const current = keyNow(q, latest);
      const version = latest?.version ?? 0;
      if (body.version !== version) {
        // The same correction pressed again (a double tap, a retry): answered as made, once.
        if (
          latest &&
          latest.version === body.version + 1 &&
          latest.user_id === userId &&
          latest.reason === body.reason &&
          sameKey(latest.new_key, newKey)
        )
          return {
            repeat: true as const,
            correction: correctionShown(latest),
            changed: 0,
            mailed: false,
          };
        throw fail(409, "exams.keyChanged", {
          question: number,
          version,
          by: latest?.name ?? "another examiner",
          key: keyLetters(q, current),
        });
      }
      if (sameKey(current, newKey))
        throw invalidField("change", "exams.keyUnchanged", { question: number });

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
        kind: change.kind,
        oldKey: current,
        newKey,
        reason: body.reason,
        userId,
        at: now,
      });
      if (!inserted)
        throw fail(409, "exams.keyChanged", {
          question: number,
          version: version + 1,
          by: "another examiner",
          key: keyLetters(q, current),
        });
      marking.corrections.set(q.id, correctionRepo.asCorrection(newKey));
      const rows = await resultRows(
        exam,
        pool,
        marking,
        await meritListInTurns(exam, pool, marking),
      );
      const changedIds = new Set(
        rows.filter((r) => before.get(r.attempt_id) !== r.score).map((r) => r.attempt_id),
      );
      // Fixed results are replaced in this transaction: nobody reads a half-regraded list.
      if (locked.results_fixed_at) await resultRepo.replaceResults(trx, exam.id, rows);
      // Results out to the students: each whose score changed gets one mail (decision 185).
      const out = resultsAt({ ...exam, ...locked });
      let mailed = false;
      if (out && now >= out && changedIds.size) {
        const userIds = marking.attempts.filter((a) => changedIds.has(a.id)).map((a) => a.user_id);
        for (const user of await verifiedRecipients(trx, userIds)) {
          mailed =
            (await app.mail.queue(trx, {
              kind: "exam-regraded",
              to: user.email,
              userId: user.id,
              language: user.language,
              params: { link: `${publicUrl}/exams/${encodeURIComponent(exam.slug)}` },
              expiresAt: new Date(now.getTime() + REGRADE_MAIL_TTL_MS),
              dedupeKey: `exam-regraded:${exam.id}:${user.id}:${inserted.id}`,
            })) || mailed;
        }
      }
      const [made] = (await correctionRepo.listCorrections(trx, exam.id)).filter(
        (c) => c.id === inserted.id,
      );
      return {
        repeat: false as const,
        correction: correctionShown(made!),
        changed: changedIds.size,
        mailed,
      };
    });
    if (outcome.mailed) app.mail.wake();
    const message = outcome.repeat
      ? coded("exams.keyAlreadyCorrected", { question: number })
      : coded("exams.keyCorrected", { question: number, changed: outcome.changed });
    return { ...message, correction: outcome.correction, changed: outcome.changed };
  });
}
