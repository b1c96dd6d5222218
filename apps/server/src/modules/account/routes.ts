import type { FastifyInstance } from "fastify";
import { deleteAccount, getExport } from "@tayari/contracts/account";
import { AppError, coded } from "../../lib/app-error";
import { tooManyAttempts } from "../../plugins/rate-limit";
import { addressKey } from "../../lib/address";
import { noStore } from "../../lib/no-store";
import { sendJson } from "../../lib/response-cache";
import { turn } from "../../lib/sliced";
import { handle } from "../../plugins/contract";
import { toSummary } from "../attempts/routes";
import { verifyPassword } from "../auth/secrets";
import { examAttemptsExport } from "../exams/export";
import type { HoldOf } from "../exams/holds";
import type { PoolCache } from "../exams/papers";
import * as learnerRepo from "../learner/repository";
import * as reviewRepo from "../review/repository";
import * as repo from "./repository";

const iso = (date: Date | string) => new Date(date).toISOString();

/** Attempts read and written in one turn of the export (50 held /api/health 0.6 s under load). */
const EXPORT_BATCH = 10;

/** The student's own data: all of it as JSON, or gone with the account. */
/** Asking for the password makes deleting a place to guess it: wrong tries are limited like logins. */
const DELETE_TRIES = { limit: 10, windowMs: 15 * 60_000 };

export async function accountRoutes(
  app: FastifyInstance,
  { pools, holdOf }: { pools: PoolCache; holdOf: HoldOf },
) {
  noStore(app);
  const examAttemptsOf = examAttemptsExport(app, pools, holdOf);

  // A long history (400 attempts of 100 answers: 4 MB) was read, checked against the response's
  // schema and written in one turn of the event loop, 0.5 s while every other request waited
  // (issue 47). Now its attempts are read and written EXPORT_BATCH at a time, other requests
  // answered between batches, and the pieces compressed off the event loop (sendJson).
  handle(app, getExport, async (request, reply) => {
    const { session } = request;
    const now = app.now();
    const [user, attempts, cards, examAttempts, abilityRows] = await Promise.all([
      repo.findUser(app.db, session.id),
      repo.listAttempts(app.db, session.id),
      reviewRepo.listAllCards(app.db, session.id),
      examAttemptsOf(session.id, now),
      learnerRepo.abilityRows(app.db, session.id),
    ]);
    const person = {
      id: user.id,
      name: user.name,
      email: user.email,
      created_at: iso(user.created_at),
    };
    const pieces: Buffer[] = [
      Buffer.from(
        `{"exported_at":${JSON.stringify(now.toISOString())},"user":${JSON.stringify(person)},"attempts":[`,
      ),
    ];
    for (let from = 0; from < attempts.length; from += EXPORT_BATCH) {
      const batch = attempts.slice(from, from + EXPORT_BATCH);
      const answers = await repo.listAnswers(
        app.db,
        session.id,
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
    return sendJson(request, reply, pieces);
  });

  handle(app, deleteAccount, async (request) => {
    const { session } = request;
    const user = await repo.findUser(app.db, session.id);
    const key = `delete-account:${user.id}:${addressKey(request.ip)}`;
    const { limited, retryAfterMs } = await app.limiter.peek(key, DELETE_TRIES);
    if (limited) throw tooManyAttempts(retryAfterMs);
    if (!(await verifyPassword(user.password_hash, request.body.password))) {
      await app.limiter.hit(key, DELETE_TRIES);
      throw new AppError(403, coded("account.wrongPassword"), {
        password: [coded("account.passwordNotRight")],
      });
    }
    await repo.deleteUser(app.db, user.id);
    return coded("account.deleted");
  });
}
