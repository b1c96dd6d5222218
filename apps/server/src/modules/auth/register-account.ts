import type { MailService } from "../../plugins/mail";
import { keyPart, type Limiter } from "../../plugins/rate-limit";
import { isCommonPassword } from "./common-passwords";
import { mailLink, VERIFY_TTL_MS, type LinkDeps } from "./links";
import * as repo from "./repository";
import { hashPassword, newToken } from "./secrets";

export interface RegisterDeps extends LinkDeps {
  mail: Pick<MailService, "render" | "later" | "wake">;
  limiter: Pick<Limiter, "hit">;
  /** Mails a day to one address at most, whoever asks (RATE_LIMIT_FORGOT_PER_EMAIL). */
  mailsPerEmail: number;
}

/**
 * Signing up (the use case behind `POST /api/register`): the account and its verification mail,
 * or, where the address has an account already, a way in for its owner (a reset link, which also
 * verifies the address). The outcome is the same either way (decision 0040), and as soon: the
 * second mail is written after the answer (issue 67, point 5).
 */
export async function registerAccount(
  deps: RegisterDeps,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<{ kind: "registered" } | { kind: "commonPassword" }> {
  if (isCommonPassword(password)) return { kind: "commonPassword" };
  const passwordHash = await hashPassword(password);
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(deps.now().getTime() + VERIFY_TTL_MS);
  const created = await repo.createAccount(
    deps.db,
    {
      name,
      email,
      passwordHash,
      // EXAMINER_EMAILS counts only once the address is verified: whoever signs up first with a
      // listed address must not become an examiner by typing it.
      role: "student",
    },
    { tokenHash, expiresAt },
    (userId) =>
      deps.mail.render({
        kind: "verify-email",
        to: email,
        userId,
        language: null,
        params: { link: deps.linkTo("verify-email", token) },
        expiresAt,
      }),
  );
  if (!created) {
    // The address has an account: its owner gets a way in, at most `mailsPerEmail` times an hour.
    const signupMailKey = `signup-mail:${keyPart(email.trim().toLowerCase().slice(0, 254))}`;
    deps.mail.later(async () => {
      const existing = await repo.findUserByEmail(deps.db, email);
      const { limited } = await deps.limiter.hit(signupMailKey, {
        limit: deps.mailsPerEmail,
        windowMs: 60 * 60_000,
      });
      if (existing && !limited) await mailLink(deps, existing, "account-exists");
    });
  }
  deps.mail.wake();
  return { kind: "registered" };
}
