import type { FastifyBaseLogger } from "fastify";
import {
  claimDueMails,
  failExpired,
  markFailed,
  markRetry,
  markSent,
  purgeFinished,
  releaseMail,
  type ClaimedMail,
} from "./repository";
import type { Db } from "../../db/db";

const MINUTE = 60_000;

/**
 * Tries of one mail: the first at once, then after 1, 2, 4, 8 and 15 minutes and every 15 minutes
 * after that, 12 in all (2 hours), or until the link it carries expires, whichever comes first.
 */
export const RETRY = { firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, maxAttempts: 12 };
/** How long a worker holds a mail it is sending before another may take it (its sender died). */
export const HOLD_MS = 2 * MINUTE;
const BATCH = 20;
/** Sent and failed mails stay in the table this long for the operator, without their bodies. */
export const KEEP_FINISHED_MS = 30 * 24 * 60 * MINUTE;
export const NO_SMTP = "no SMTP server is configured (SMTP_URL is not set)";

/** The wait after try number `attempt` (1-based) failed. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY.firstDelayMs * 2 ** (attempt - 1), RETRY.maxDelayMs);
}

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

export interface TickReport {
  sent: number;
  retried: number;
  failed: number;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The server refused this recipient or message for good (5xx): trying again will not help. */
function refusedForGood(error: SmtpError): boolean {
  return (
    (error.code === "EENVELOPE" || error.code === "EMESSAGE") &&
    typeof error.responseCode === "number" &&
    error.responseCode >= 500
  );
}

function describe(error: SmtpError): string {
  const what = error.response ?? error.message ?? String(error);
  return `${error.code ?? "Error"}: ${what}`.replace(/\s+/g, " ").slice(0, 500);
}

export interface MailWorkerOptions {
  db: Db;
  /** null: no SMTP server; mails stay queued (readable in the table) until they expire. */
  transport: MailTransport | null;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Run at the start of each round: modules that queue mail when a time comes (results out). */
  producers?: ReadonlyArray<(now: Date) => Promise<void>>;
}

/**
 * Sends what the `mail_queue` table holds. Any number of workers, in one process or many, can
 * share one database: each takes its own mails (claimDueMails), so every mail is tried by one
 * worker at a time. Time comes from `now()`, so tests move a clock and call `tick()`.
 */
export class MailWorker {
  private stopping = false;

  constructor(private readonly options: MailWorkerOptions) {}

  /** From now on no new mail is taken; the one being sent is finished. */
  stop() {
    this.stopping = true;
  }

  /** One round: producers, expiries, then every due mail until none is left. */
  async tick(): Promise<TickReport> {
    const { db, now, log, transport } = this.options;
    const report: TickReport = { sent: 0, retried: 0, failed: 0 };
    for (const produce of this.options.producers ?? []) {
      try {
        await produce(now());
      } catch (error) {
        log.error({ err: error }, "could not queue scheduled mail");
      }
    }
    for (const mail of await failExpired(db, now(), transport ? "never tried" : NO_SMTP)) {
      report.failed += 1;
      log.warn({ mail: mail.id, kind: mail.kind }, "mail expired before it could be sent");
    }
    await purgeFinished(db, new Date(now().getTime() - KEEP_FINISHED_MS));
    if (!transport) return report;

    while (!this.stopping) {
      const at = now();
      const batch = await claimDueMails(db, at, new Date(at.getTime() + HOLD_MS), BATCH);
      for (const mail of batch) {
        if (this.stopping) await releaseMail(db, mail.id, mail.attempts, now());
        else await this.send(transport, mail, report);
      }
      if (batch.length < BATCH) break;
    }
    return report;
  }

  private async send(transport: MailTransport, mail: ClaimedMail, report: TickReport) {
    const { db, now, log, from } = this.options;
    const about = { mail: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (caught) {
      const error = caught as SmtpError;
      const reason = describe(error);
      const at = now();
      const next = new Date(at.getTime() + retryDelay(mail.attempts));
      let final: string | null = null;
      if (refusedForGood(error)) final = `refused by the mail server: ${reason}`;
      else if (mail.attempts >= RETRY.maxAttempts)
        final = `gave up after ${mail.attempts} tries: ${reason}`;
      else if (next >= mail.expires_at) final = `its link expires before another try: ${reason}`;
      if (final) {
        await markFailed(db, mail.id, mail.attempts, at, final);
        report.failed += 1;
        log.error({ ...about, reason: final }, "mail failed for good");
      } else {
        await markRetry(db, mail.id, mail.attempts, next, reason);
        report.retried += 1;
        log.warn({ ...about, reason, next: next.toISOString() }, "mail not sent; will try again");
      }
      return;
    }
    await markSent(db, mail.id, mail.attempts, now());
    report.sent += 1;
    log.info(about, "mail sent");
  }
}
