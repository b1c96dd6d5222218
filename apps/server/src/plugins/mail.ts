import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { queueMail, type QueuedMail } from "../modules/mail/repository";
import {
  renderMail,
  type MailKind,
  type MailLanguage,
  type MailParams,
} from "../modules/mail/templates";
import { MailWorker, NO_SMTP, type MailTransport, type TickReport } from "../modules/mail/worker";
import type { Db } from "../db/db";

/** How often the worker looks at the queue when nothing wakes it (retries, other processes' mail). */
export const POLL_MS = 5_000;
/**
 * How long a shutdown waits for the mail being sent. A healthy SMTP server answers in well under a
 * second; one that does not answer is not helped by waiting, and the mail is safe either way (the
 * next worker takes it once its hold runs out).
 */
const SEND_WAIT_MS = 5_000;

export interface OutgoingMail<K extends MailKind> {
  kind: K;
  to: string;
  userId: number | null;
  /** The student's language; null (never chosen) is English. */
  language: MailLanguage | null;
  params: MailParams<K>;
  /** When the mail is no longer worth sending (its link expires). */
  expiresAt: Date;
  dedupeKey?: string;
}

export interface MailService {
  /** The mail rendered in its language, as the queue keeps it. */
  render<K extends MailKind>(mail: OutgoingMail<K>): QueuedMail;
  /**
   * Queues the mail (inside the caller's transaction when `db` is one); a worker sends it. The
   * caller calls `wake()` once its transaction is committed. False when its dedupe key was taken.
   */
  queue<K extends MailKind>(db: Db, mail: OutgoingMail<K>): Promise<boolean>;
  /** Asks the worker to look at the queue now rather than at its next round. */
  wake(): void;
  /**
   * Queues mail after the answer has gone (issue 67, point 5): a request whose answer must take the
   * same time whether or not an account exists leaves the writing of its mail to `work`, run once
   * the request's own turn is over; the worker is woken when it is done. A failure is logged.
   */
  later(work: () => Promise<void>): void;
  /** When every mail left for later is queued (tests; a shutdown waits for it too). */
  settled(): Promise<void>;
  /**
   * One round of this process's worker, now (what the timer runs; tests call it themselves), after
   * the mail left for later has been queued.
   */
  tick(): Promise<TickReport>;
  /** Runs at the start of every round: a module that queues mail when a time comes. */
  addProducer(produce: (now: Date) => Promise<void>): void;
  /** Another worker on the same database and SMTP server (tests: several workers at once). */
  newWorker(): MailWorker;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  config: Config;
  /**
   * "timer": the worker runs every POLL_MS and when woken (the server). "manual": only when
   * `tick()` is called (tests, which move a clock instead of waiting).
   */
  worker?: "timer" | "manual";
  transport?: MailTransport;
}

/**
 * Mail goes through the `mail_queue` table (decision 0041): a request only adds a row, and a worker
 * sends it, with retries, in this process or another on the same database. Without SMTP_URL the
 * mails stay queued, readable by the operator, until what they carry expires; the log names each
 * mail, never its text.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { config, worker: mode, transport }) => {
    const smtp =
      transport ??
      (config.smtpUrl
        ? nodemailer.createTransport({
            url: config.smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          })
        : null);
    const producers: Array<(now: Date) => Promise<void>> = [];
    const newWorker = () =>
      new MailWorker({
        db: app.db,
        transport: smtp,
        from: config.mailFrom,
        now: () => app.now(),
        log: app.log,
        producers,
      });
    const worker = newWorker();

    let timer: NodeJS.Timeout | null = null;
    // The round in progress (the timer's or a test's): a shutdown waits for it.
    let running: Promise<TickReport> | null = null;
    let again = false;
    let stopping = false;
    const pending = new Set<Promise<void>>();
    const settlePending = async () => {
      while (pending.size) await Promise.all(pending);
    };
    const tick = () => {
      const current = settlePending().then(() => worker.tick());
      running = current;
      const settled = () => {
        if (running === current) running = null;
      };
      current.then(settled, settled);
      return current;
    };
    const schedule = (ms: number) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(round, ms);
      timer.unref();
    };
    function round() {
      timer = null;
      if (stopping) return;
      again = false;
      tick()
        .catch((error) => app.log.error({ err: error }, "the mail worker's round failed"))
        .finally(() => {
          if (!stopping) schedule(again ? 0 : POLL_MS);
        });
    }

    const render = <K extends MailKind>(mail: OutgoingMail<K>): QueuedMail => {
      if (!smtp) {
        app.log.info(
          { kind: mail.kind },
          `mail kept in the mail_queue table until it expires: ${NO_SMTP}`,
        );
      }
      const language = mail.language ?? "en";
      const { subject, text, html } = renderMail(
        mail.kind,
        mail.params,
        language,
        config.publicUrl,
      );
      return {
        kind: mail.kind,
        to: mail.to,
        userId: mail.userId,
        language,
        subject,
        text,
        html,
        dedupeKey: mail.dedupeKey,
        createdAt: app.now(),
        expiresAt: mail.expiresAt,
      };
    };

    function wake() {
      if (mode !== "timer" || stopping) return;
      if (running) again = true;
      else schedule(0);
    }

    app.decorate("mail", {
      render,
      queue: (db, mail) => queueMail(db, render(mail)),
      wake,
      later(work) {
        const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .then(wake)
          .catch((error) => app.log.error({ err: error }, "mail left for later was not queued"))
          .finally(() => pending.delete(done));
        pending.add(done);
      },
      settled: settlePending,
      tick,
      addProducer(produce) {
        producers.push(produce);
      },
      newWorker,
    } satisfies MailService);

    if (mode === "timer") app.addHook("onReady", async () => schedule(0));
    app.addHook("preClose", async () => {
      stopping = true;
      worker.stop();
      if (timer) clearTimeout(timer);
    });
    // Runs before the database closes (hooks close in reverse order): the mail being sent is
    // finished and recorded. One that outlasts the drain is taken again by the next worker once its
    // hold runs out, so no mail is lost.
    app.addHook("onClose", async () => {
      await settlePending();
      if (running) {
        await Promise.race([
          running.catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, SEND_WAIT_MS).unref()),
        ]);
      }
      (smtp as { close?: () => void } | null)?.close?.();
    });
  },
);
