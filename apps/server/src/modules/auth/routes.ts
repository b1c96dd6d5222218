import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  changePassword,
  forgotPassword,
  getMe,
  login,
  logout,
  logoutEverywhere,
  putLanguage,
  putPracticeSettings,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "@tayari/contracts/auth";
import type { Config } from "../../config";
import { addressKey } from "../../lib/address";
import { coded, fail, invalidField } from "../../lib/app-error";
import { handle } from "../../plugins/contract";
import { keyPart, tooManyAttempts } from "../../plugins/rate-limit";
import { noStore } from "../../lib/no-store";
import { refuseCommonPassword } from "./common-passwords";
import { loginGuard } from "./login-guard";
import * as repo from "./repository";
import { mailLink } from "./links";
import { logIn } from "./log-in";
import { authRefusal } from "./refusals";
import { registerAccount } from "./register-account";
import { resendVerificationLink } from "./resend-verification";
import { hashPassword, hashToken, verifyPassword } from "./secrets";

const MINUTE = 60_000;
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
  const linkTo = (page: "verify-email" | "reset-password", token: string) =>
    `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  const linkDeps = { db: app.db, now: () => app.now(), mail: app.mail, linkTo };
  const registerDeps = { ...linkDeps, limiter: app.limiter, mailsPerEmail: limits.forgotPerEmail };
  const logInDeps = { ...linkDeps, guard, sessionTtlDays: config.sessionTtlDays };
  const resendDeps = { ...linkDeps, limiter: app.limiter };

  const signedInUser = (user: {
    id: number;
    name: string;
    email: string;
    role: repo.Role;
    language: repo.UserRow["language"];
    pace: repo.UserRow["pace"];
    readiness_target: repo.UserRow["readiness_target"];
    email_verified_at: Date | null;
  }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    email_verified: user.email_verified_at !== null,
    language: user.language,
    pace: user.pace,
    target: user.readiness_target,
  });

  noStore(app);

  handle(
    app,
    register,
    async (request, reply) => {
      const outcome = await registerAccount(registerDeps, request.body);
      if (outcome.kind !== "registered") throw authRefusal(outcome);
      // The same answer whether the address was new or already had an account (decision 0040):
      // the mail to the address says which, and only its owner reads it.
      return reply.status(202).send(coded("auth.registered"));
    },
    { onRequest: [perIp("register", limits.registerPerIp, 60 * MINUTE)] },
  );

  handle(app, login, async (request) => {
    const input = { ...request.body, address: addressKey(request.ip) };
    const outcome = await logIn(logInDeps, input);
    if (outcome.kind !== "signedIn") throw authRefusal(outcome);
    const { token, expiresAt, user } = outcome;
    const expires_at = expiresAt.toISOString();
    return { token, token_type: "Bearer" as const, expires_at, user: signedInUser(user) };
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

  // The practice settings (decisions 0495, 0496): either or both.
  handle(app, putPracticeSettings, async (request) => {
    const { pace, target } = request.body;
    return repo.setPracticeSettings(app.db, request.session.id, { pace, target });
  });

  handle(
    app,
    forgotPassword,
    async (request) => {
      const user = await repo.findUserByEmail(app.db, request.body.email);
      // The link is written after the answer: it takes the same time whether or not the account
      // exists (issue 67, point 5), so its time tells no one which addresses have one.
      if (user) app.mail.later(() => mailLink(linkDeps, user, "reset-password"));
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
    const outcome = await resendVerificationLink(resendDeps, request.session);
    if (outcome.kind !== "sent") throw authRefusal(outcome);
    return coded("auth.linkResent", { email: outcome.email });
  });
}
