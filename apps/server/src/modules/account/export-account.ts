import type { Db } from "../../db/db";
import { turn } from "../../lib/sliced";
import { toSummary } from "../attempts/summary";
import type { examAttemptsExport } from "../exams/export";
import * as learnerRepo from "../learner/repository";
import * as reviewRepo from "../review/repository";
import * as repo from "./repository";

const iso = (date: Date | string) => new Date(date).toISOString();

/** Attempts read and written in one turn of the export (50 held /api/health 0.6 s under load). */
const EXPORT_BATCH = 10;

export interface ExportDeps {
  db: Db;
  now: () => Date;
  /** The student's scholarship exams and live mocks, as the export shows them (exams/export.ts). */
  examAttemptsOf: ReturnType<typeof examAttemptsExport>;
}

/**
 * All of a student's own data as JSON (the use case behind `GET /api/me/export`): the account,
 * every practice attempt with its answers, the exams sat, the review cards and the abilities.
 * A long history (400 attempts of 100 answers: 4 MB) was read and written in one turn of the event
 * loop, 0.5 s while every other request waited (issue 47): its attempts are read and written
 * EXPORT_BATCH at a time, other requests answered between batches, and given as the JSON's pieces.
 */
export async function exportAccount(deps: ExportDeps, userId: number): Promise<Buffer[]> {
  const { db } = deps;
  const now = deps.now();
  const [user, attempts, cards, examAttempts, abilityRows] = await Promise.all([
    repo.findUser(db, userId),
    repo.listAttempts(db, userId),
    reviewRepo.listAllCards(db, userId),
    deps.examAttemptsOf(userId, now),
    learnerRepo.abilityRows(db, userId),
  ]);
  const person = {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: iso(user.created_at),
    // The practice settings kept on the account (decisions 0495, 0496).
    pace: user.pace,
    target: user.readiness_target,
  };
  const pieces: Buffer[] = [
    Buffer.from(
      `{"exported_at":${JSON.stringify(now.toISOString())},"user":${JSON.stringify(person)},"attempts":[`,
    ),
  ];
  for (let from = 0; from < attempts.length; from += EXPORT_BATCH) {
    const batch = attempts.slice(from, from + EXPORT_BATCH);
    const answers = await repo.listAnswers(
      db,
      userId,
      batch.map((a) => a.id),
    );
    const byAttempt = new Map<string, typeof answers>();
    for (const a of answers) {
      if (!byAttempt.has(a.attempt_id)) byAttempt.set(a.attempt_id, []);
      byAttempt.get(a.attempt_id)!.push(a);
    }
    const written = batch.map((a) =>
      JSON.stringify({
        ...toSummary(a),
        questions: (byAttempt.get(a.id) ?? []).map((q) => ({
          bank: q.bank,
          id: q.question_id,
          category: q.category,
          pick: q.pick,
          correct: q.correct,
          seconds: q.seconds,
        })),
      }),
    );
    pieces.push(Buffer.from((from ? "," : "") + written.join(",")));
    await turn();
  }
  const reviewCards = cards.map((c) => ({
    bank: c.bank,
    id: c.question_id,
    due: iso(c.due),
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
  }));
  const abilities = abilityRows.map((a) => ({
    subject: a.subject,
    mean: a.mean,
    variance: a.variance,
    answers: a.count,
    updated_at: iso(a.updated_at),
  }));
  pieces.push(
    Buffer.from(
      `],"exam_attempts":${JSON.stringify(examAttempts)},"review_cards":${JSON.stringify(reviewCards)},"abilities":${JSON.stringify(abilities)}}`,
    ),
  );
  return pieces;
}
