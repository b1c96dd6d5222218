import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Keeps a mail that could not be sent (no SMTP_URL) where the operator can read it. */
export async function keepInOutbox(
  db: Kysely<Database>,
  mail: { to: string; subject: string; text: string },
) {
  await db
    .insertInto("outbox")
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
    .execute();
}
