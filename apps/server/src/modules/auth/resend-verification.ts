import type { MailService } from "../../plugins/mail";
import type { Limiter } from "../../plugins/rate-limit";
import { mailLink, type LinkDeps } from "./links";
import type * as repo from "./repository";

/** New links on request: enough for a mail that went to spam, not enough to flood a mailbox. */
export const RESEND_LINKS = { limit: 3, windowMs: 60 * 60_000 };

export type ResendOutcome =
  | { kind: "sent"; email: string }
  | { kind: "alreadyVerified" }
  | { kind: "tooManyLinks"; retryAfterMs: number };

/**
 * A new link to verify the address (the use case behind `POST /api/me/verify-email`), for a
 * signed-in student whose address is not verified yet.
 */
export async function resendVerificationLink(
  deps: LinkDeps & { mail: Pick<MailService, "render" | "wake">; limiter: Pick<Limiter, "hit"> },
  user: repo.UserRow,
): Promise<ResendOutcome> {
  if (user.email_verified_at) return { kind: "alreadyVerified" };
  const { limited, retryAfterMs } = await deps.limiter.hit(
    `verify-resend:${user.id}`,
    RESEND_LINKS,
  );
  if (limited) return { kind: "tooManyLinks", retryAfterMs };
  await mailLink(deps, user, "verify-email");
  deps.mail.wake();
  return { kind: "sent", email: user.email };
}
