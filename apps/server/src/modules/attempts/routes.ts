import type { FastifyInstance } from "fastify";
import { getAttemptReview, getAttempts, putAttempt } from "@tayari/contracts/attempts";
import { fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { MockSittings } from "../mocks/sittings";
import type { QuestionBanks } from "../questions/question-banks";
import { interpretRecord } from "./interpret-record";
import { recordAttempt } from "./record-attempt";
import * as repo from "./repository";
import { toSummary } from "./summary";
import { attemptReview } from "./attempt-review";

export async function attemptRoutes(
  app: FastifyInstance,
  {
    banks,
    mocks,
    attemptsPerHour,
  }: { banks: QuestionBanks; mocks: MockSittings; attemptsPerHour: number },
) {
  noStore(app);
  // Recording attempts costs the database and every later export: bounded per account like the
  // other writes (issue 47), far above what a student makes. A week offline of heavy practice is a
  // few hundred attempts, synced at once when the phone is back; a 429 leaves the rest queued in
  // the browser, which sends them when the hour is over (decision 141).
  const recordLimit = app.limit({
    name: "attempts",
    limit: attemptsPerHour,
    windowMs: 60 * 60_000,
    key: (request) => String(request.session!.id),
  });

  const deps = { db: app.db, banks, mocks, now: () => app.now() };
  handle(
    app,
    putAttempt,
    async (request, reply) => {
      const outcome = await recordAttempt(deps, {
        userId: request.session.id,
        id: request.params.id,
        body: request.body,
      });
      const answer = interpretRecord(outcome);
      if (!answer.ok) throw answer.error;
      return reply.status(answer.status).send(answer.body);
    },
    { preHandler: [recordLimit] },
  );

  handle(app, getAttempts, async (request) => {
    const user = request.session;
    const { before, limit } = request.query;
    const rows = await repo.listAttempts(
      app.db,
      user.id,
      before ? new Date(before) : null,
      limit + 1,
    );
    const page = rows.slice(0, limit).map(toSummary);
    return {
      attempts: page,
      next_before: rows.length > limit ? page[page.length - 1]!.finished_at : null,
    };
  });

  handle(app, getAttemptReview, async (request) => {
    const input = { userId: request.session.id, id: request.params.id };
    const outcome = await attemptReview({ db: app.db, banks }, input);
    if (outcome.kind === "notFound") throw fail(404, "attempts.notFound");
    return outcome.review;
  });
}
