import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  languageRequestSchema,
  languageResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
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
const VERIFY_TTL_MS = DAY_MS;
const FORGOT_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password.";
// The same answer whether the address was new or already had an account (decision 0040): the
// mail to the address says which, and only its owner reads it.
const REGISTERED =
  "Check your e-mail: we have sent a mail to that address. If it is new, your account is ready: log in, and open the link in the mail to verify the address. If it already had an account, the mail says how to get into it.";
const BAD_VERIFY =
  "This verification link is invalid or has expired. Log in and ask for a new one on your account page.";
const ALREADY_VERIFIED = "Your e-mail address is already verified.";
// New links on request: enough for a mail that went to spam, not enough to flood a mailbox.
const RESEND_LINKS = { limit: 3, windowMs: 60 * MINUTE };
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
  const linkTo = (page: string, token: string) =>
    `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  /** A reset link, kept hashed, and the mail that carries it to the account's own address. */
  async function mailResetLink(
    user: repo.UserRow,
    kind: "reset-password" | "account-exists",
  ): Promise<void> {
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(app.now().getTime() + RESET_TTL_MS);
    await repo.startPasswordReset(
      app.db,
      { userId: user.id, tokenHash, expiresAt },
      app.mail.render({
        kind,
        to: user.email,
        userId: user.id,
        language: user.language,
        params: { link: linkTo("reset-password", token) },
        expiresAt,
      }),
    );
  }

  const signedInUser = (user: {
    id: number;
    name: string;
    email: string;
    role: repo.Role;
    language: repo.UserRow["language"];
    email_verified_at: Date | null;
  }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    email_verified: user.email_verified_at !== null,
    language: user.language,
  });

  noStore(app);

  app.post(
    "/register",
    {
      onRequest: [perIp("register", limits.registerPerIp, 60 * MINUTE)],
      schema: {
        body: registerRequestSchema,
        response: { 202: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(app.now().getTime() + VERIFY_TTL_MS);
      const created = await repo.createAccount(
        app.db,
        {
          name,
          email,
          passwordHash,
          // EXAMINER_EMAILS counts only once the address is verified (below): whoever signs up first
          // with a listed address must not become an examiner by typing it.
          role: "student",
        },
        { tokenHash, expiresAt },
        (userId) =>
          app.mail.render({
            kind: "verify-email",
            to: email,
            userId,
            language: null,
            params: { link: linkTo("verify-email", token) },
            expiresAt,
          }),
      );
      if (!created) {
        // The address has an account: its owner gets a way in (a reset link, which also verifies
        // the address), at most RATE_LIMIT_FORGOT_PER_EMAIL times an hour; the answer is the same.
        const existing = await repo.findUserByEmail(app.db, email);
        const { limited } = await app.limiter.hit(`signup-mail:${keyPart(emailKey(request))}`, {
          limit: limits.forgotPerEmail,
          windowMs: 60 * MINUTE,
        });
        if (existing && !limited) await mailResetLink(existing, "account-exists");
      }
      app.mail.wake();
      return reply.status(202).send({ message: REGISTERED });
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
        user: signedInUser(user),
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
    async (request) => ({ user: signedInUser(await session(request)) }),
  );

  // Signed in first, then the body: a guest hears 401 whatever it sent.
  const signedIn = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof session>>>();
  app.put(
    "/me/language",
    {
      preValidation: async (request) => {
        signedIn.set(request, await session(request));
      },
      schema: {
        body: languageRequestSchema,
        response: { 200: languageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = signedIn.get(request) ?? (await session(request));
      const { language } = request.body;
      await repo.setLanguage(app.db, user.id, language);
      return { language };
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
        await mailResetLink(user, "reset-password");
        app.mail.wake();
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
      // Following a reset link verifies the address: a listed examiner takes up the role now.
      await repo.promoteExaminers(app.db, config.examinerEmails);
      await guard.reset(user.email, addressKey(request.ip));
      return { message: "Your password has been reset. You can log in with the new password." };
    },
  );

  app.post(
    "/verify-email",
    {
      onRequest: [perIp("verify", limits.forgotPerIp, 15 * MINUTE)],
      schema: {
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await repo.verifyEmail(app.db, hashToken(request.body.token), app.now());
      if (!user) throw new HttpError(400, BAD_VERIFY);
      await repo.promoteExaminers(app.db, config.examinerEmails);
      return { message: `Thank you: ${user.email} is verified.` };
    },
  );

  app.post(
    "/verify-email/resend",
    { schema: { response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) => {
      const user = await session(request);
      if (user.email_verified_at) throw new HttpError(409, ALREADY_VERIFIED);
      const key = `verify-resend:${user.id}`;
      const { limited, retryAfterMs } = await app.limiter.hit(key, RESEND_LINKS);
      if (limited) {
        const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
        throw tooManyAttempts(
          retryAfterMs,
          `We have sent you ${RESEND_LINKS.limit} links in the last hour. Please check your spam folder, or ask again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(app.now().getTime() + VERIFY_TTL_MS);
      await repo.startEmailVerification(
        app.db,
        { userId: user.id, tokenHash, expiresAt },
        app.mail.render({
          kind: "verify-email",
          to: user.email,
          userId: user.id,
          language: user.language,
          params: { link: linkTo("verify-email", token) },
          expiresAt,
        }),
      );
      app.mail.wake();
      return { message: `We have sent a new link to ${user.email}. It works for 24 hours.` };
    },
  );
};
