import { coded, fail, invalidField, type AppError } from "../../lib/app-error";
import { minutesToWait, tooManyAttempts } from "../../plugins/rate-limit";
import { RESEND_LINKS } from "./resend-verification";

/** Why signing up, logging in or asking for a link was refused: the use cases' outcomes. */
export type AuthRefusal =
  | { kind: "commonPassword" }
  | { kind: "badCredentials" }
  | { kind: "tooManyTries"; retryAfterMs: number; forAccount: boolean }
  | { kind: "alreadyVerified" }
  | { kind: "tooManyLinks"; retryAfterMs: number };

/** A refusal in HTTP: its status and code as the contract declares them (a table). */
export function authRefusal(refusal: AuthRefusal): AppError {
  switch (refusal.kind) {
    case "commonPassword":
      return invalidField("password", "auth.commonPassword");
    case "badCredentials":
      return fail(401, "auth.badCredentials");
    case "tooManyTries": {
      // The address's own counter says the general words; the account's say it is the account's.
      const { retryAfterMs, forAccount } = refusal;
      const words = coded("auth.loginLimited", { count: minutesToWait(retryAfterMs) });
      return tooManyAttempts(retryAfterMs, forAccount ? words : undefined);
    }
    case "alreadyVerified":
      return fail(409, "auth.alreadyVerified");
    case "tooManyLinks": {
      const { retryAfterMs } = refusal;
      const count = minutesToWait(retryAfterMs);
      return tooManyAttempts(
        retryAfterMs,
        coded("auth.resendLimited", { links: RESEND_LINKS.limit, count }),
      );
    }
  }
}
