import { sql, type Kysely } from "kysely";
import type { Database, Language, Pace, Role } from "../../db/schema";
import { queueMail, type QueuedMail } from "../mail/repository";
import type { Db } from "../../db/db";

export type { Role };

export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  language: Language | null;
  pace: Pace | null;
  readiness_target: number | null;
  email_verified_at: Date | null;
}

interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
}

const userColumns = [
  "id",
  "name",
  "email",
  "password_hash",
  "role",
  "language",
  "pace",
  "readiness_target",
  "email_verified_at",
] as const;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .select(userColumns)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

const addUser = (db: Db, user: NewUser) =>
  db
    .insertInto("users")
    .values({
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
    })
    .returning(["id", "name", "email"])
    .executeTakeFirstOrThrow();

/** What `insert` gives, or null when the e-mail has an account already (its unique index). */
async function unlessEmailTaken<T>(insert: () => Promise<T>): Promise<T | null> {
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return null;
    throw error;
  }
}

/** An account without mail (the load test's); returns null when the e-mail is taken. */
export async function insertUser(db: Db, user: NewUser) {
  return unlessEmailTaken(() => addUser(db, user));
}

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .insertInto("sessions")
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      last_seen_at: session.createdAt,
    })
    .execute();
}

/** A session's last use is written at most this often. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

/**
 * The session rule, for one statement: the common table expressions `session (id, user_id)`, the
 * session behind `tokenHash` unless it was revoked, has expired or was not used since `idleSince`,
 * and `touched`, which writes its last use (at most once per SESSION_TOUCH_MS). A statement that
 * checks the session in its own round trip (findActiveSession here; the answer save, decision 50)
 * begins `with ${activeSessionCtes(...)}` and joins `session`.
 */
export function activeSessionCtes(tokenHash: string, now: Date, idleSince: Date) {
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
  return sql`session as (
      select id, user_id from sessions
      where token_hash = ${tokenHash} and revoked_at is null
        and expires_at > ${now}::timestamptz and last_seen_at > ${idleSince}::timestamptz
    ),
    touched as (
      update sessions set last_seen_at = ${now}::timestamptz from session
      where sessions.id = session.id and sessions.last_seen_at < ${touchBefore}::timestamptz
    )`;
}

/**
 * The session rule for many saves in one statement (decision 299): from a common table expression
 * `input (n, token_hash, now, idle_since, ...)`, `session (n, id, user_id)` holds the active session
 * behind each row's token, judged at the row's `now` as `activeSessionCtes` judges one, and
 * `touched` writes each session's last use once, at its latest row's `now`.
 */
export function activeSessionsOfInputCtes() {
  return sql`session as (
      select input.n, sessions.id, sessions.user_id
      from input
      -- Each token looked up by its key: joined as a whole, the planner read every session.
      cross join lateral (
        select * from sessions where sessions.token_hash = input.token_hash limit 1
      ) as sessions
      where sessions.revoked_at is null and sessions.expires_at > input.now
        and sessions.last_seen_at > input.idle_since
    ),
    touched as (
      update sessions set last_seen_at = latest.now
      from (select session.id, max(input.now) as now from session join input using (n)
        group by session.id) as latest
      where sessions.id = latest.id
        and sessions.last_seen_at < latest.now - ${SESSION_TOUCH_MS}::integer * interval '1 millisecond'
    )`;
}

/**
 * The session and its user, unless it was revoked, has expired, or was not used since `idleSince`;
 * its last use is written in the same statement (at most once per SESSION_TOUCH_MS), so checking a
 * session is one round trip to the database.
 */
export async function findActiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const { rows } = await sql<UserRow & { sessionId: number }>`
    with ${activeSessionCtes(tokenHash, now, idleSince)}
    select session.id as "sessionId", users.id, users.name, users.email, users.password_hash,
      users.role, users.language, users.pace, users.readiness_target, users.email_verified_at
    from session join users on users.id = session.user_id`.execute(db);
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", sessionId).execute();
}

/**
 * The one-time links of an account (a password reset, an e-mail verification): only the token's
 * SHA-256 is kept, each is used once, before it expires.
 */
export type LinkTable = "password_resets" | "email_verifications";
export interface NewLink {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
}

async function insertLink(db: Db, table: LinkTable, link: NewLink) {
  await db
    .insertInto(table)
    .values({ user_id: link.userId, token_hash: link.tokenHash, expires_at: link.expiresAt })
    .execute();
}

/** Marks the links of the kind not used yet as used at `now`; the caller says which. */
const useLinks = (db: Db, table: LinkTable, now: Date) =>
  db.updateTable(table).set({ used_at: now }).where("used_at", "is", null);

/** Marks the link used and returns its user, or undefined when it is unknown, used or expired. */
async function consumeLink(db: Db, table: LinkTable, tokenHash: string, now: Date) {
  return useLinks(db, table, now)
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .returning(["user_id"])
    .executeTakeFirst();
}

/** A link used kills every other outstanding link of its kind for the account. */
async function retireLinks(db: Db, table: LinkTable, userId: number, now: Date) {
  await useLinks(db, table, now).where("user_id", "=", userId).execute();
}

/**
 * Uses a link in one transaction: it is used up, the account's address verified (the link came to
 * it, so its owner has proved it is theirs), every other link of its kind retired, and `then` done.
 * Returns the account, or undefined when the link is unknown, used or expired.
 */
async function useLink(
  db: Kysely<Database>,
  table: LinkTable,
  tokenHash: string,
  now: Date,
  then: (trx: Db, userId: number) => Promise<void> = async () => {},
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeLink(trx, table, tokenHash, now);
    if (!used) return undefined;
    await markEmailVerified(trx, used.user_id, now);
    await retireLinks(trx, table, used.user_id, now);
    await then(trx, used.user_id);
    return findUserById(trx, used.user_id);
  });
}

/** A link and the mail that carries it, at once. */
export async function startLink(
  db: Kysely<Database>,
  table: LinkTable,
  link: NewLink,
  mail: QueuedMail,
) {
  await db.transaction().execute(async (trx) => {
    await insertLink(trx, table, link);
    await queueMail(trx, mail);
  });
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

/**
 * Sets the password behind a valid reset link, in one transaction: the link is used up, every other
 * link of the account retired and every session ended. Returns the account, or undefined when the link
 * is unknown, used or expired.
 */
export async function resetPassword(
  db: Kysely<Database>,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return useLink(db, "password_resets", tokenHash, now, async (trx, userId) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await revokeOtherSessions(trx, userId, undefined, now);
  });
}

export async function isKnownAddress(db: Db, userId: number, address: string) {
  const row = await db
    .selectFrom("login_addresses")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("address", "=", address)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: Db, userId: number, address: string, now: Date) {
  await db
    .insertInto("login_addresses")
    .values({ user_id: userId, address, last_login_at: now })
    .onConflict((oc) => oc.columns(["user_id", "address"]).doUpdateSet({ last_login_at: now }))
    .execute();
}

/** Keeps the interface language chosen on the account. */
export async function setLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.updateTable("users").set({ language }).where("id", "=", userId).execute();
}

/**
 * Keeps the practice settings given (decisions 0495, 0496), leaving the others as they were, and
 * answers both as kept.
 */
export async function setPracticeSettings(
  db: Db,
  userId: number,
  settings: { pace?: Pace; target?: number | null },
): Promise<{ pace: Pace | null; target: number | null }> {
  const row = await db
    .updateTable("users")
    .set({
      ...(settings.pace === undefined ? {} : { pace: settings.pace }),
      ...(settings.target === undefined ? {} : { readiness_target: settings.target }),
    })
    .where("id", "=", userId)
    .returning(["pace", "readiness_target"])
    .executeTakeFirstOrThrow();
  return { pace: row.pace, target: row.readiness_target };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}

/** Ends every session of the user but `keepSessionId` (none kept when it is undefined). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number | undefined,
  now: Date,
) {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepSessionId !== undefined) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}

/** The new password, every other session ended and outstanding reset links retired, at once. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
  passwordHash: string,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await retireLinks(trx, "password_resets", userId, now);
    await revokeOtherSessions(trx, userId, keepSessionId, now);
  });
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

/** Makes examiners of the verified accounts among `emails` (lower-case); returns how many changed. */
export async function promoteExaminers(db: Db, emails: readonly string[]): Promise<number> {
  if (!emails.length) return 0;
  const result = await db
    .updateTable("users")
    .set({ role: "examiner" })
    .where(sql<string>`lower(email)`, "in", emails)
    // Only a verified address: a sign-up with someone else's listed address stays a student.
    .where("email_verified_at", "is not", null)
    .where("role", "<>", "examiner")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A new account with its first verification link and the mail that carries it, at once. Returns
 * null when the e-mail is taken (the unique index on lower(email) decides races).
 */
export async function createAccount(
  db: Kysely<Database>,
  user: NewUser,
  verification: { tokenHash: string; expiresAt: Date },
  mailFor: (userId: number) => QueuedMail,
) {
  return unlessEmailTaken(() =>
    db.transaction().execute(async (trx) => {
      const row = await addUser(trx, user);
      await insertLink(trx, "email_verifications", { userId: row.id, ...verification });
      await queueMail(trx, mailFor(row.id));
      return row;
    }),
  );
}

export async function markEmailVerified(db: Db, userId: number, now: Date) {
  await db
    .updateTable("users")
    .set({ email_verified_at: now })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .execute();
}

/**
 * Uses a verification link: the address is verified and every other link of the account retired.
 * Returns the account, or undefined when the link is unknown, used or expired.
 */
export async function verifyEmail(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return useLink(db, "email_verifications", tokenHash, now);
}
