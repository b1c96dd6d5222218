import type { Db } from "../../db/db";
import type { LoginGuard } from "./login-guard";
import * as repo from "./repository";
import { decoyPasswordHash, newToken, verifyPassword } from "./secrets";

const DAY_MS = 24 * 60 * 60_000;

export interface LogInDeps {
  db: Db;
  now: () => Date;
  /** Who may try a password now (login-guard.ts), and what a wrong one counts. */
  guard: Pick<LoginGuard, "wait" | "failed" | "succeeded">;
  sessionTtlDays: number;
}

export type LogInOutcome =
  | { kind: "signedIn"; token: string; expiresAt: Date; user: repo.UserRow }
  | { kind: "badCredentials" }
  /** Too many wrong passwords: `forAccount` when the account's counters hold it, not the address's. */
  | { kind: "tooManyTries"; retryAfterMs: number; forAccount: boolean };

/**
 * Logging in (the use case behind `POST /api/login`): the guard first, a password checked in the
 * same time whether or not the account exists, then a new session.
 */
export async function logIn(
  deps: LogInDeps,
  { email, password, address }: { email: string; password: string; address: string },
): Promise<LogInOutcome> {
  const user = await repo.findUserByEmail(deps.db, email);
  const wait = await deps.guard.wait(email, address, user?.id);
  if (wait) return { kind: "tooManyTries", ...wait };
  const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
  if (!user || !ok) {
    await deps.guard.failed(email, address);
    return { kind: "badCredentials" };
  }
  await deps.guard.succeeded(user.id, address);
  const { token, tokenHash } = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlDays * DAY_MS);
  await repo.insertSession(deps.db, { userId: user.id, tokenHash, expiresAt, createdAt: now });
  return { kind: "signedIn", token, expiresAt, user };
}
