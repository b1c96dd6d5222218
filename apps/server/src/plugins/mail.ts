import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { keepInOutbox, purgeExpiredOutbox } from "../modules/mail/repository";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** `validUntil`: when what the mail carries (a reset link) stops working. */
    sendMail(message: MailMessage, validUntil: Date): Promise<void>;
  }
}

/**
 * With SMTP_URL the mail goes to that server; without it the message is kept in the `outbox`
 * table, so a fresh install can still complete a password reset. A kept mail may hold a token: it
 * is kept only while that is valid, and the log names the mail, never its text.
 */
export const mailPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  app.decorate("sendMail", async (message: MailMessage, validUntil: Date) => {
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      app.log.info({ to: message.to, subject: message.subject }, "mail sent");
      return;
    }
    await purgeExpiredOutbox(app.db, app.now());
    await keepInOutbox(app.db, message, validUntil);
    app.log.info(
      { to: message.to, subject: message.subject },
      "mail kept in the outbox table until its link expires (SMTP_URL is not set)",
    );
  });
  app.addHook("onClose", async () => transport?.close());
});
