import type { FastifyInstance } from "fastify";
import { deleteAccount, getExport } from "@tayari/contracts/account";
import { AppError, coded } from "../../lib/app-error";
import { tooManyAttempts } from "../../plugins/rate-limit";
import { addressKey } from "../../lib/address";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { toSummary } from "../attempts/routes";
import { verifyPassword } from "../auth/secrets";
import { examAttemptsExport } from "../exams/export";
import type { PoolCache } from "../exams/papers";
import * as reviewRepo from "../review/repository";
import * as repo from "./repository";

const iso = (date: Date | string) => new Date(date).toISOString();

/** The student's own data: all of it as JSON, or gone with the account. */
/** Asking for the password makes deleting a place to guess it: wrong tries are limited like logins. */
const DELETE_TRIES = { limit: 10, windowMs: 15 * 60_000 };

export async function accountRoutes(app: FastifyInstance, { pools }: { pools: PoolCache }) {
  noStore(app);
  const examAttemptsOf = examAttemptsExport(app, pools);

  handle(app, getExport, async (request) => {
    const { session } = request;
    const now = app.now();
    const [user, { attempts, answers }, cards, examAttempts] = await Promise.all([
      repo.findUser(app.db, session.id),
      repo.listAttemptsWithAnswers(app.db, session.id),
      reviewRepo.listAllCards(app.db, session.id),
      examAttemptsOf(session.id, now),
    ]);
    const byAttempt = new Map<string, typeof answers>();
    for (const a of answers) {
      if (!byAttempt.has(a.attempt_id)) byAttempt.set(a.attempt_id, []);
      byAttempt.get(a.attempt_id)!.push(a);
    }
    return {
      exported_at: now.toISOString(),
      user: { id: user.id, name: user.name, email: user.email, created_at: iso(user.created_at) },
      attempts: attempts.map((a) => ({
        ...toSummary(a),
        questions: (byAttempt.get(a.id) ?? []).map((q) => ({
          bank: q.bank,
          id: q.question_id,
          category: q.category,
          pick: q.pick,
          correct: q.correct,
          seconds: q.seconds,
        })),
      })),
      exam_attempts: examAttempts,
      review_cards: cards.map((c) => ({
        bank: c.bank,
        id: c.question_id,
        due: iso(c.due),
        reps: c.reps,
        lapses: c.lapses,
        state: c.state,
      })),
    };
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
