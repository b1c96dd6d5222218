import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from "@tayari/contracts/auth";
import type { z } from "zod";
import type { Config } from "../../config";
import { HttpError } from "../../lib/http-errors";
import { authenticate } from "./authenticate";
import * as repo from "./repository";
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from "./secrets";

const RESET_TTL_MS = 60 * 60 * 1000;
const FORGOT_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password.";
const BAD_CREDENTIALS = "These credentials do not match our records.";
const BAD_RESET = "This password reset link is invalid or has expired. Please ask for a new one.";

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : "";
}

export async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const limits = config.rateLimits;
  const perIp = (name: string, max: number, timeWindow: string) =>
    app.limit({ name, max, timeWindow, key: (r) => r.ip });

  // Auth answers are personal: never kept by a browser or proxy cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.post<{ Body: z.output<typeof registerRequestSchema> }>(
    "/register",
    {
      onRequest: [perIp("register", limits.registerPerIp, "1 hour")],
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const user = await repo.insertUser(app.db, {
        name,
        email,
        passwordHash: await hashPassword(password),
        role: config.examinerEmails.includes(email.toLowerCase()) ? "examiner" : "student",
      });
      if (!user) {
        throw new HttpError(422, "The email has already been taken.", {
          email: ["The email has already been taken."],
        });
      }
      return reply
        .status(201)
        .send({ message: "Registered successfully. You can log in now.", user });
    },
  );

  app.post<{ Body: z.output<typeof loginRequestSchema> }>(
    "/login",
    {
      onRequest: [perIp("login", limits.loginPerIp, "15 minutes")],
      // Guessing one account's password from one address; its owner elsewhere is not locked out.
      preHandler: [
        app.limit({
          name: "login-account",
          max: limits.loginPerAccount,
          timeWindow: "15 minutes",
          key: (r) => `${r.ip}:${emailKey(r)}`,
        }),
      ],
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await repo.findUserByEmail(app.db, email);
      const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !ok) throw new HttpError(401, BAD_CREDENTIALS);
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(app.now().getTime() + config.sessionTtlDays * 24 * 60 * 60 * 1000);
      await repo.insertSession(app.db, { userId: user.id, tokenHash, expiresAt });
      return {
        token,
        token_type: "Bearer" as const,
        expires_at: expiresAt.toISOString(),
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
      };
    },
  );

  app.post("/logout", { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    const session = await authenticate(request);
    await repo.revokeSession(app.db, session.sessionId, app.now());
    return { message: "Logged out successfully." };
  });

  app.get("/me", { schema: { response: { 200: meResponseSchema } } }, async (request) => {
    const session = await authenticate(request);
    return {
      user: { id: session.id, name: session.name, email: session.email, role: session.role },
    };
  });

  app.post<{ Body: z.output<typeof forgotPasswordRequestSchema> }>(
    "/forgot-password",
    {
      onRequest: [perIp("forgot", limits.forgotPerIp, "15 minutes")],
      // One mailbox is not flooded with reset mails, whoever asks.
      preHandler: [
        app.limit({
          name: "forgot-email",
          max: limits.forgotPerEmail,
          timeWindow: "1 hour",
          key: emailKey,
        }),
      ],
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = await repo.findUserByEmail(app.db, request.body.email);
      if (user) {
        const { token, tokenHash } = newToken();
        await repo.insertPasswordReset(app.db, {
          userId: user.id,
          tokenHash,
          expiresAt: new Date(app.now().getTime() + RESET_TTL_MS),
        });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await app.sendMail({
            to: user.email,
            subject: "Reset your Tayari password",
            text: [
              `Hello ${user.name},`,
              "",
              "Someone (we hope you) asked to reset the password of your Tayari account.",
              `Open this link within 60 minutes to choose a new password:`,
              "",
              link,
              "",
              "If you did not ask for this, ignore this mail: your password stays as it is.",
            ].join("\n"),
          });
        } catch (error) {
          // The answer must not differ for known and unknown e-mails; the failure is for the operator.
          request.log.error({ err: error }, "could not send the password reset mail");
        }
      }
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post<{ Body: z.output<typeof resetPasswordRequestSchema> }>(
    "/reset-password",
    {
      onRequest: [perIp("reset", limits.forgotPerIp, "15 minutes")],
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const now = app.now();
      const done = await app.db.transaction().execute(async (trx) => {
        const reset = await repo.consumePasswordReset(trx, hashToken(token), now);
        if (!reset) return false;
        await repo.updatePasswordHash(trx, reset.user_id, passwordHash);
        await repo.retirePasswordResets(trx, reset.user_id, now);
        await repo.revokeAllSessions(trx, reset.user_id, now);
        return true;
      });
      if (!done) throw new HttpError(400, BAD_RESET);
      return { message: "Your password has been reset. You can log in with the new password." };
    },
  );
}
