import type { FastifyInstance } from "fastify";
import { deleteAccount, getExport } from "@tayari/contracts/account";
import { AppError, coded } from "../../lib/app-error";
import { tooManyAttempts } from "../../plugins/rate-limit";
import { addressKey } from "../../lib/address";
import { noStore } from "../../lib/no-store";
import { sendJson } from "../../lib/response-cache";
import { handle } from "../../plugins/contract";
import { verifyPassword } from "../auth/secrets";
import { examAttemptsExport } from "../exams/export";
import type { HoldOf } from "../exams/holds";
import type { PoolCache } from "../exams/papers";
import * as repo from "./repository";
import { exportAccount } from "./export-account";

/** The student's own data: all of it as JSON, or gone with the account. */
/** Asking for the password makes deleting a place to guess it: wrong tries are limited like logins. */
const DELETE_TRIES = { limit: 10, windowMs: 15 * 60_000 };

export async function accountRoutes(
  app: FastifyInstance,
  { pools, holdOf }: { pools: PoolCache; holdOf: HoldOf },
) {
  noStore(app);
  const examAttemptsOf = examAttemptsExport(app, pools, holdOf);

  // The pieces are compressed off the event loop (sendJson).
  const exportDeps = { db: app.db, now: () => app.now(), examAttemptsOf };
  handle(app, getExport, async (request, reply) =>
    sendJson(request, reply, await exportAccount(exportDeps, request.session.id)),
  );

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
