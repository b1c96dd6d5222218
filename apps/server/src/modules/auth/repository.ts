import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, Role } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash", "role"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/** Returns null when the e-mail is taken (the unique index on lower(email) decides races). */
export async function insertUser(
  db: Db,
  user: { name: string; email: string; passwordHash: string; role: Role },
) {
  try {
    return await db
      .insertInto("users")
      .values({
        name: user.name,
        email: user.email,
        password_hash: user.passwordHash,
        role: user.role,
      })
      .returning(["id", "name", "email"])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return null;
    throw error;
  }
}

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .insertInto("sessions")
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id as sessionId", "users.id", "users.name", "users.email", "users.role"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", sessionId).execute();
}

export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .insertInto("password_resets")
    .values({ user_id: reset.userId, token_hash: reset.tokenHash, expires_at: reset.expiresAt })
    .execute();
}

/** Marks the reset used and returns its user, or undefined when it is unknown, used or expired. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id"])
    .executeTakeFirst();
}

/** A successful reset kills every other outstanding link of the account. */
export async function retirePasswordResets(db: Db, userId: number, now: Date) {
  await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

/** Gives one account a role; returns false when no account has that e-mail. */
export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ role })
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Makes examiners of the accounts among `emails` (lower-case); returns how many changed. */
export async function promoteExaminers(db: Db, emails: readonly string[]): Promise<number> {
  if (!emails.length) return 0;
  const result = await db
    .updateTable("users")
    .set({ role: "examiner" })
    .where(sql<string>`lower(email)`, "in", emails)
    .where("role", "<>", "examiner")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
