import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { keepInOutbox } from "../modules/mail/repository";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

declare module "fastify" {
  interface FastifyInstance {
    sendMail(message: MailMessage): Promise<void>;
  }
}

/**
 * With SMTP_URL the mail goes to that server; without it the message is kept in the `outbox`
 * table and logged, so a fresh install can still complete a password reset.
 */
export const mailPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  app.decorate("sendMail", async (message: MailMessage) => {
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
    await keepInOutbox(app.db, message);
    app.log.info(
      { to: message.to, subject: message.subject, text: message.text },
      "mail kept in the outbox (SMTP_URL is not set)",
    );
  });
  app.addHook("onClose", async () => transport?.close());
});
