import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  changePassword,
  forgotPassword,
  getMe,
  login,
  logout,
  logoutEverywhere,
  putLanguage,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "@tayari/contracts/auth";
import type { Config } from "../../config";
import { addressKey } from "../../lib/address";
import { coded, fail, invalidField } from "../../lib/app-error";
import { handle } from "../../plugins/contract";
import { keyPart, minutesToWait, tooManyAttempts } from "../../plugins/rate-limit";
import { noStore } from "../../lib/no-store";
import { refuseCommonPassword } from "./common-passwords";
import { loginGuard } from "./login-guard";
import * as repo from "./repository";
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from "./secrets";

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
const RESET_TTL_MS = 60 * MINUTE;
const VERIFY_TTL_MS = DAY_MS;
// New links on request: enough for a mail that went to spam, not enough to flood a mailbox.
const RESEND_LINKS = { limit: 3, windowMs: 60 * MINUTE };
// Someone at a computer left signed in, guessing its owner's password.
const CHANGE_PASSWORD_TRIES = { limit: 10, windowMs: 15 * MINUTE };

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : "";
}

export async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const limits = config.rateLimits;
  const perIp = (name: string, limit: number, windowMs: number) =>
    app.limit({ name, limit, windowMs, key: (r) => addressKey(r.ip) });
  const guard = loginGuard(app, limits);
  const linkTo = (page: string, token: string) =>
    `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  /** A one-time link, kept hashed, and the mail that carries it to the account's own address. */
  async function mailLink(
    user: repo.UserRow,
    kind: "reset-password" | "account-exists" | "verify-email",
  ): Promise<void> {
    const verify = kind === "verify-email";
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(app.now().getTime() + (verify ? VERIFY_TTL_MS : RESET_TTL_MS));
    await repo.startLink(
      app.db,
      verify ? "email_verifications" : "password_resets",
      { userId: user.id, tokenHash, expiresAt },
      app.mail.render({
        kind,
        to: user.email,
        userId: user.id,
        language: user.language,
        params: { link: linkTo(verify ? "verify-email" : "reset-password", token) },
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

  handle(
    app,
    register,
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
        if (existing && !limited) await mailLink(existing, "account-exists");
      }
      app.mail.wake();
      // The same answer whether the address was new or already had an account (decision 0040):
      // the mail to the address says which, and only its owner reads it.
      return reply.status(202).send(coded("auth.registered"));
    },
    { onRequest: [perIp("register", limits.registerPerIp, 60 * MINUTE)] },
  );

  handle(app, login, async (request) => {
    const { email, password } = request.body;
    const address = addressKey(request.ip);
    const user = await repo.findUserByEmail(app.db, email);
    await guard.check(email, address, user?.id);
    const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
    if (!user || !ok) {
      await guard.failed(email, address);
      throw fail(401, "auth.badCredentials");
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
  });

  handle(app, logout, async (request) => {
    await repo.revokeSession(app.db, request.session.sessionId, app.now());
    return coded("auth.loggedOut");
  });

  handle(app, logoutEverywhere, async (request) => {
    await repo.revokeOtherSessions(app.db, request.session.id, undefined, app.now());
    return coded("auth.loggedOutEverywhere");
  });

  handle(app, changePassword, async (request) => {
    const current = request.session;
    const { current_password, password } = request.body;
    const key = `change-password:${current.id}`;
    const { limited, retryAfterMs } = await app.limiter.peek(key, CHANGE_PASSWORD_TRIES);
    if (limited) throw tooManyAttempts(retryAfterMs);
    if (!(await verifyPassword(current.password_hash, current_password))) {
      await app.limiter.hit(key, CHANGE_PASSWORD_TRIES);
      throw invalidField("current_password", "auth.wrongCurrent");
    }
    refuseCommonPassword(password);
    const passwordHash = await hashPassword(password);
    await repo.changePassword(app.db, current.id, current.sessionId, passwordHash, app.now());
    return coded("auth.passwordChanged");
  });

  handle(app, getMe, async (request) => ({ user: signedInUser(request.session) }));

  // The access hook runs first: a guest hears 401 whatever it sent.
  handle(app, putLanguage, async (request) => {
    const { language } = request.body;
    await repo.setLanguage(app.db, request.session.id, language);
    return { language };
  });

  handle(
    app,
    forgotPassword,
    async (request) => {
      const user = await repo.findUserByEmail(app.db, request.body.email);
      if (user) {
        await mailLink(user, "reset-password");
        app.mail.wake();
      }
      return coded("auth.forgotSent");
    },
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
    },
  );

  handle(
    app,
    resetPassword,
    async (request) => {
      const { token, password } = request.body;
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      const user = await repo.resetPassword(app.db, hashToken(token), passwordHash, app.now());
      if (!user) throw fail(400, "auth.badReset");
      // Following a reset link verifies the address: a listed examiner takes up the role now.
      await repo.promoteExaminers(app.db, config.examinerEmails);
      await guard.reset(user.email, addressKey(request.ip));
      return coded("auth.passwordReset");
    },
    { onRequest: [perIp("reset", limits.forgotPerIp, 15 * MINUTE)] },
  );

  handle(
    app,
    verifyEmail,
    async (request) => {
      const user = await repo.verifyEmail(app.db, hashToken(request.body.token), app.now());
      if (!user) throw fail(400, "auth.badVerify");
      await repo.promoteExaminers(app.db, config.examinerEmails);
      return coded("auth.verified", { email: user.email });
    },
    { onRequest: [perIp("verify", limits.forgotPerIp, 15 * MINUTE)] },
  );

  handle(app, resendVerification, async (request) => {
    const user = request.session;
    if (user.email_verified_at) throw fail(409, "auth.alreadyVerified");
    const key = `verify-resend:${user.id}`;
    const { limited, retryAfterMs } = await app.limiter.hit(key, RESEND_LINKS);
    if (limited)
      throw tooManyAttempts(
        retryAfterMs,
        coded("auth.resendLimited", {
          links: RESEND_LINKS.limit,
          count: minutesToWait(retryAfterMs),
        }),
      );
    await mailLink(user, "verify-email");
    app.mail.wake();
    return coded("auth.linkResent", { email: user.email });
  });
}
