import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from "@tayari/contracts/auth";
import type { Config } from "../../config";
import { addressKey } from "../../lib/address";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { keyPart, tooManyAttempts } from "../../plugins/rate-limit";
import { noStore } from "../../lib/no-store";
import { authenticate } from "./authenticate";
import { refuseCommonPassword } from "./common-passwords";
import { loginGuard } from "./login-guard";
import * as repo from "./repository";
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from "./secrets";

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
const RESET_TTL_MS = 60 * MINUTE;
const FORGOT_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password.";
const BAD_CREDENTIALS = "These credentials do not match our records.";
const BAD_RESET = "This password reset link is invalid or has expired. Please ask for a new one.";
const WRONG_CURRENT = "The current password is not correct.";
// Someone at a computer left signed in, guessing its owner's password.
const CHANGE_PASSWORD_TRIES = { limit: 10, windowMs: 15 * MINUTE };

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : "";
}

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = config.rateLimits;
  const perIp = (name: string, limit: number, windowMs: number) =>
    app.limit({ name, limit, windowMs, key: (r) => addressKey(r.ip) });
  const guard = loginGuard(app, limits);
  const session = (request: FastifyRequest) => authenticate(request, config.sessionIdleDays);

  noStore(app);

  app.post(
    "/register",
    {
      onRequest: [perIp("register", limits.registerPerIp, 60 * MINUTE)],
      schema: {
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      refuseCommonPassword(password);
      const user = await repo.insertUser(app.db, {
        name,
        email,
        passwordHash: await hashPassword(password),
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

  app.post(
    "/login",
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const address = addressKey(request.ip);
      const user = await repo.findUserByEmail(app.db, email);
      await guard.check(email, address, user?.id);
      const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !ok) {
        await guard.failed(email, address);
        throw new HttpError(401, BAD_CREDENTIALS);
      }
      await guard.succeeded(user.id, address);
      const { token, tokenHash } = newToken();
      const now = app.now();
      const expiresAt = new Date(now.getTime() + config.sessionTtlDays * DAY_MS);
      await repo.insertSession(app.db, { userId: user.id, tokenHash, expiresAt, createdAt: now });
      return {
        token,
        token_type: "Bearer" as const,
        expires_at: expiresAt.toISOString(),
        user: { id: user.id, name: user.name, email: user.email },
      };
    },
  );

  app.post(
    "/logout",
    { schema: { response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) => {
      const { sessionId } = await session(request);
      await repo.revokeSession(app.db, sessionId, app.now());
      return { message: "Logged out successfully." };
    },
  );

  app.post(
    "/logout-everywhere",
    { schema: { response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) => {
      const { id } = await session(request);
      await repo.revokeOtherSessions(app.db, id, undefined, app.now());
      return { message: "You have been logged out on every device." };
    },
  );

  app.post(
    "/change-password",
    {
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const current = await session(request);
      const { current_password, password } = request.body;
      const key = `change-password:${current.id}`;
      const { limited, retryAfterMs } = await app.limiter.peek(key, CHANGE_PASSWORD_TRIES);
      if (limited) throw tooManyAttempts(retryAfterMs);
      if (!(await verifyPassword(current.password_hash, current_password))) {
        await app.limiter.hit(key, CHANGE_PASSWORD_TRIES);
        throw new HttpError(422, WRONG_CURRENT, { current_password: [WRONG_CURRENT] });
      }
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      await repo.changePassword(app.db, current.id, current.sessionId, passwordHash, app.now());
      return {
        message: "Your password has been changed. Every other session has been logged out.",
      };
    },
  );

  app.get(
    "/me",
    { schema: { response: { 200: meResponseSchema, ...errorResponses } } },
    async (request) => {
      const { id, name, email } = await session(request);
      return { user: { id, name, email } };
    },
  );

  app.post(
    "/forgot-password",
    {
      onRequest: [perIp("forgot", limits.forgotPerIp, 15 * MINUTE)],
      // One mailbox is not flooded with reset mails, whoever asks.
      preHandler: [
        app.limit({
          name: "forgot-email",
          limit: limits.forgotPerEmail,
          windowMs: 60 * MINUTE,
          key: (r) => keyPart(emailKey(r)),
        }),
      ],
      schema: {
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await repo.findUserByEmail(app.db, request.body.email);
      if (user) {
        const { token, tokenHash } = newToken();
        const expiresAt = new Date(app.now().getTime() + RESET_TTL_MS);
        await repo.insertPasswordReset(app.db, { userId: user.id, tokenHash, expiresAt });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await app.sendMail(
            {
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
            },
            expiresAt,
          );
        } catch (error) {
          // The answer must not differ for known and unknown e-mails; the failure is for the operator.
          request.log.error({ err: error }, "could not send the password reset mail");
        }
      }
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    "/reset-password",
    {
      onRequest: [perIp("reset", limits.forgotPerIp, 15 * MINUTE)],
      schema: {
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const user = await repo.resetPassword(app.db, hashToken(token), passwordHash, app.now());
      if (!user) throw new HttpError(400, BAD_RESET);
      await guard.reset(user.email, addressKey(request.ip));
      return { message: "Your password has been reset. You can log in with the new password." };
    },
  );
};
