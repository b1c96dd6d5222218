import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Keeps a mail that could not be sent (no SMTP_URL) where the operator can read it, until `expiresAt`. */
export async function keepInOutbox(
  db: Kysely<Database>,
  mail: { to: string; subject: string; text: string },
  expiresAt: Date,
) {
  await db
    .insertInto("outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      expires_at: expiresAt,
    })
    .execute();
}

export async function purgeExpiredOutbox(db: Kysely<Database>, now: Date) {
  await db.deleteFrom("outbox").where("expires_at", "<=", now).execute();
}
