import { sql } from "kysely";
import type { Language } from "../../db/schema";
import type { Db } from "../../db/db";

/** One rendered mail as the queue keeps it. */
export interface QueuedMail {
  kind: string;
  to: string;
  userId: number | null;
  language: Language;
  subject: string;
  text: string;
  html: string;
  /** One mail per key for good, whoever queues it again. */
  dedupeKey?: string;
  /** The first try, and when the mail stops being worth sending (its link expires). */
  createdAt: Date;
  expiresAt: Date;
}

/** Queues a mail (inside the caller's transaction when `db` is one); false when its key was taken. */
export async function queueMail(db: Db, mail: QueuedMail): Promise<boolean> {
  const result = await db
    .insertInto("mail_queue")
    .values({
      kind: mail.kind,
      to_address: mail.to,
      user_id: mail.userId,
      language: mail.language,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      dedupe_key: mail.dedupeKey ?? null,
      run_at: mail.createdAt,
      created_at: mail.createdAt,
      expires_at: mail.expiresAt,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface ClaimedMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** This try's number, counting this one: the fence for recording its outcome. */
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/**
 * Takes up to `limit` mails that are due, for one worker: each is marked `sending` and held until
 * `holdUntil`, after which another worker may take it again (its sender died). SKIP LOCKED lets
 * workers in several processes take different mails at once, never the same one.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  holdUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const due = db
    .selectFrom("mail_queue")
    .select("id")
    .where("status", "in", ["queued", "sending"])
    .where("run_at", "<=", now)
    .where("expires_at", ">", now)
    .orderBy("run_at")
    .orderBy("id")
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const claimed = await db
    .updateTable("mail_queue")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      run_at: holdUntil,
    }))
    .where("id", "in", due)
    .returning([
      "id",
      "kind",
      "to_address",
      "subject",
      "text_body",
      "html_body",
      "attempts",
      "created_at",
      "expires_at",
    ])
    .execute();
  // RETURNING follows no order: the batch goes out in the order the mails were queued.
  return claimed.sort((a, b) => a.id - b.id);
}

/** The outcome of one try, recorded only if no other worker has taken the mail since. */
export async function markSent(db: Db, id: number, attempt: number, now: Date) {
  const result = await db
    .updateTable("mail_queue")
    .set({ status: "sent", sent_at: now, text_body: "", html_body: "", last_error: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("attempts", "=", attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markRetry(db: Db, id: number, attempt: number, runAt: Date, reason: string) {
  await db
    .updateTable("mail_queue")
    .set({ status: "queued", run_at: runAt, last_error: reason })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("attempts", "=", attempt)
    .execute();
}

/** A mail that will not be sent: its reason is kept, its body (and any link in it) dropped. */
export async function markFailed(db: Db, id: number, attempt: number, now: Date, reason: string) {
  await db
    .updateTable("mail_queue")
    .set({ status: "failed", failed_at: now, last_error: reason, text_body: "", html_body: "" })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("attempts", "=", attempt)
    .execute();
}

/**
 * Mails still unsent when what they carry expired fail, with the last error (or `neverTried`)
 * as their reason. Returns their ids and kinds for the log.
 */
export async function failExpired(db: Db, now: Date, neverTried: string) {
  return (
    db
      .updateTable("mail_queue")
      .set({
        status: "failed",
        failed_at: now,
        last_error: sql<string>`'expired before it could be sent: ' || coalesce(last_error, ${neverTried})`,
        text_body: "",
        html_body: "",
      })
      .where("expires_at", "<=", now)
      // A mail being sent right now is left to its worker until its hold runs out.
      .where((eb) =>
        eb.or([
          eb("status", "=", "queued"),
          eb.and([eb("status", "=", "sending"), eb("run_at", "<=", now)]),
        ]),
      )
      .returning(["id", "kind"])
      .execute()
  );
}

/** Sent and failed mails are kept for the operator until `before`, then deleted. */
export async function purgeFinished(db: Db, before: Date) {
  await db
    .deleteFrom("mail_queue")
    .where("status", "in", ["sent", "failed"])
    .where("created_at", "<", before)
    .execute();
}

/** Of `userIds`, the accounts whose address is verified: the only ones mailed about their account's events. */
export async function verifiedRecipients(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return db
    .selectFrom("users")
    .select(["id", "email", "language"])
    .where("id", "in", userIds)
    .where("email_verified_at", "is not", null)
    .orderBy("id")
    .execute();
}

/** Gives back a mail this worker took but will not try (it is stopping): due again at `now`, the try not counted. */
export async function releaseMail(db: Db, id: number, attempt: number, now: Date) {
  await db
    .updateTable("mail_queue")
    .set((eb) => ({ status: "queued", run_at: now, attempts: eb("attempts", "-", 1) }))
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("attempts", "=", attempt)
    .execute();
}
