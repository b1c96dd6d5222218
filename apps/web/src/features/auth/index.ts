// The auth feature's public entry: its translation of the English the forms' shared rules (packages/contracts/src/auth.ts), the server (its auth routes
// and error handler) and the API client say, in the interface's language. The server and the
// contracts keep speaking English; what is shown is translated here, in the auth chunk only (the
// pages that show these messages), never in the first load. A message not in the table is shown as
// it came.
import { currentLanguage } from "../../lib/i18n";
import { en, plural, t } from "./messages";
// (The progress pages use it too, for the same server and API-client messages.)

type Key = keyof typeof en;

/** The messages that never vary: the English text is the catalogue's own. */
const FIXED: readonly Key[] = [
  "emailRequired",
  "emailTooLong",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong128",
  "passwordTooLong",
  "confirmRequired",
  "confirmMismatch",
  "nameRequired",
  "nameTooLong",
  "verifyLinkIncomplete",
  "verifyLinkInvalid",
  "resetLinkIncomplete",
  "resetLinkInvalid",
  "currentRequired",
  "registered",
  "badCredentials",
  "forgotSent",
  "badVerify",
  "alreadyVerified",
  "badReset",
  "wrongCurrent",
  "commonPassword",
  "loggedOut",
  "loggedOutEverywhere",
  "passwordChanged",
  "passwordReset",
  "tooManyRequests",
  "sessionEnded",
  "serverError",
  "unavailable",
  "checkForm",
  "somethingWrong",
];

let fixed: Map<string, Key> | null = null;

/** The field names the forbidden-characters message may name. */
const FIELDS: Record<string, Key> = {
  email: "fieldEmail",
  password: "fieldPassword",
  name: "fieldName",
  "verification link": "fieldVerificationLink",
  "reset link": "fieldResetLink",
  "current password": "fieldCurrentPassword",
};

/** Messages with a value in them: the English pattern and the message it reads as. */
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
  [/^Thank you: (.+) is verified\.$/, (m) => t("verified", { email: m[1]! })],
  [
    /^We have sent a new link to (.+)\. It works for 24 hours\.$/,
    (m) => t("linkResent", { email: m[1]! }),
  ],
  [
    /^We have sent you (\d+) links in the last hour\. Please check your spam folder, or ask again in (\d+) minutes?\.$/,
    (m) => plural("resendLimited", Number(m[2]), { links: m[1]! }),
  ],
  [
    /^Too many wrong passwords for this account\. Please wait (\d+) minutes?, or reset your password\.$/,
    (m) => plural("loginLimited", Number(m[1])),
  ],
  [
    /^Too many attempts\. Please wait (\d+) minutes? and try again\.$/,
    (m) => plural("tooManyAttempts", Number(m[1])),
  ],
  [
    /^The (.+) must not contain control characters or broken characters\.$/,
    (m) => {
      const field = FIELDS[m[1]!];
      return field ? t("badCharacters", { field: t(field) }) : null;
    },
  ],
];

/** `message` in the interface's language when we know it; otherwise as it came. */
export function translateMessage(message: string): string;
export function translateMessage(message: string | null): string | null;
export function translateMessage(message: string | null | undefined): string | null | undefined;
export function translateMessage(message: string | null | undefined) {
  if (!message || currentLanguage() === "en") return message;
  fixed ??= new Map(FIXED.map((key) => [en[key], key]));
  const key = fixed.get(message);
  if (key) return t(key);
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(message);
    const translated = match ? read(match) : null;
    if (translated) return translated;
  }
  return message;
}
