// zod/mini like question.ts: the forms parse with these schemas in the browser (decision 12).
// Each rule's message is a code (messages/auth.ts): the server answers it per field, the forms
// show it in the reader's language (decision 65).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { wholeNumber } from "./numbers";
import { notice } from "./errors";
import { code } from "./messages/code";
import type { Code } from "./messages/all";
import { hasForbiddenCharacters, requiredLine, requiredText } from "./text";

/** No control or broken characters (text.ts), with the field's own code. */
const plain = (message: Code) =>
  z.refine<string>((value) => !hasForbiddenCharacters(value), message);

/** The same rules serve the forms in the web app and the routes on the server. */
export const emailSchema = z.pipe(
  z
    .string({ error: code("auth.emailRequired") })
    .check(
      z.trim(),
      z.minLength(1, code("auth.emailRequired")),
      z.maxLength(254, code("auth.emailTooLong")),
      plain("auth.emailBadCharacters"),
    ),
  z.email({ error: code("auth.emailInvalid") }),
);

export const passwordSchema = z
  .string({ error: code("auth.passwordRequired") })
  .check(
    z.minLength(8, code("auth.passwordTooShort")),
    z.maxLength(128, code("auth.newPasswordTooLong")),
    plain("auth.passwordBadCharacters"),
  );

const confirmationSchema = z.string({ error: code("auth.confirmRequired") });

/** The confirmation must repeat the password; the message goes to the confirmation field. */
const confirmed = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  { message: code("auth.confirmMismatch"), path: ["password_confirmation"] },
);

export const registerRequestSchema = z
  .object({
    name: requiredLine(
      code("auth.nameRequired"),
      100,
      code("auth.nameTooLong"),
      plain("auth.nameBadCharacters"),
    ),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmed);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: requiredText(
    code("auth.passwordRequired"),
    1024,
    code("auth.passwordTooLong"),
    plain("auth.passwordBadCharacters"),
  ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The token of a verification link (`/verify-email?token=...`). */
export const verifyEmailRequestSchema = z.object({
  token: requiredText(
    code("auth.verifyLinkIncomplete"),
    200,
    code("auth.verifyLinkInvalid"),
    plain("auth.verifyLinkBadCharacters"),
  ),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: requiredText(
      code("auth.resetLinkIncomplete"),
      200,
      code("auth.resetLinkInvalid"),
      plain("auth.resetLinkBadCharacters"),
    ),
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmed);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Asks for the current password: a session left open on a shared computer cannot take the account. */
export const changePasswordRequestSchema = z
  .object({
    current_password: requiredText(
      code("auth.currentRequired"),
      1024,
      code("auth.passwordTooLong"),
      plain("auth.currentBadCharacters"),
    ),
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmed);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const userSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type User = z.infer<typeof userSchema>;

/** `student` for every sign-up; `examiner` is given only on the server (CLI or EXAMINER_EMAILS). */
export const ROLES = ["student", "examiner"] as const;
export type Role = (typeof ROLES)[number];
/** The interface languages: English and Nepali. */
export const LANGUAGES = ["en", "ne"] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * After each answer in a practice mode (decision 0492): move on by itself after the specification's
 * delay, or stay until Next.
 */
export const PACES = ["move-on", "stay"] as const;
export type Pace = (typeof PACES)[number];
/**
 * A student's own readiness target, a share of a paper's marks in percent (decision 0495): from the
 * B.Sc.CSIT pass mark (35 %) to full marks. Below the pass mark is not a bar worth praise.
 */
export const TARGET_MIN = 35;
export const TARGET_MAX = 100;

/**
 * `email_verified`: the owner has proved the address (a verification or reset link).
 * `language`: the interface language chosen on the account, null when never chosen (decision 57);
 * optional because a login saved before it existed lacks it.
 * `pace` and `target`: the practice settings kept on the account (decisions 0495, 0496), null when
 * never chosen; optional for the same reason.
 */
export const signedInUserSchema = z.extend(userSchema, {
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  language: z.optional(z.nullable(z.enum(LANGUAGES))),
  pace: z.optional(z.nullable(z.enum(PACES))),
  target: z.optional(z.nullable(z.number())),
});

/** Stored whole under the `profile` key by the web app. */
export const loginResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal("Bearer"),
  expires_at: z.string(),
  user: signedInUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The same for a new address and one that has an account (decision 0040): only the mail differs. */
export const registerResponseSchema = notice(["auth.registered"]);
export const meResponseSchema = z.object({ user: signedInUserSchema });

/** `PUT /api/me/language`: the interface language kept on the account; it answers the saved one. */
export const languageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: code("auth.languageInvalid") }),
});
export type LanguageRequest = z.input<typeof languageRequestSchema>;
export const languageResponseSchema = z.object({ language: z.enum(LANGUAGES) });

const targetSchema = wholeNumber(code("auth.targetInvalid"), code("auth.targetInvalid")).check(
  z.minimum(TARGET_MIN, code("auth.targetInvalid")),
  z.maximum(TARGET_MAX, code("auth.targetInvalid")),
);

/**
 * `PUT /api/me/practice`: the practice settings kept on the account, either or both; a target of
 * null takes the student's own target away (results then praise the paper's competitive score).
 */
export const practiceSettingsRequestSchema = z
  .object({
    pace: z.optional(z.enum(PACES, { error: code("auth.paceInvalid") })),
    target: z.optional(z.nullable(targetSchema)),
  })
  .check(
    z.refine((v) => v.pace !== undefined || v.target !== undefined, {
      message: code("auth.practiceEmpty"),
      path: ["target"],
    }),
  );
export type PracticeSettingsRequest = z.input<typeof practiceSettingsRequestSchema>;
export const practiceSettingsResponseSchema = z.object({
  pace: z.nullable(z.enum(PACES)),
  target: z.nullable(z.number()),
});

// ---------------------------------------------------------------------------------------------
// Endpoints

/** A new account (or, for an address that has one, a mail to its owner): the same answer. */
export const register = route("POST /register", "public", {
  body: registerRequestSchema,
  responses: { 202: registerResponseSchema },
  errors: { 422: ["auth.commonPassword"], 429: ["general.tooManyAttempts"] },
});

export const login = route("POST /login", "public", {
  body: loginRequestSchema,
  responses: { 200: loginResponseSchema },
  errors: {
    401: ["auth.badCredentials"],
    429: ["general.tooManyAttempts", "auth.loginLimited"],
  },
});

export const logout = route("POST /logout", "signed-in", {
  responses: { 200: notice(["auth.loggedOut"]) },
});

export const logoutEverywhere = route("POST /logout-everywhere", "signed-in", {
  responses: { 200: notice(["auth.loggedOutEverywhere"]) },
});

export const changePassword = route("POST /change-password", "signed-in", {
  body: changePasswordRequestSchema,
  responses: { 200: notice(["auth.passwordChanged"]) },
  errors: { 422: ["auth.wrongCurrent", "auth.commonPassword"], 429: ["general.tooManyAttempts"] },
});

export const getMe = route("GET /me", "signed-in", {
  responses: { 200: meResponseSchema },
});

export const putLanguage = route("PUT /me/language", "signed-in", {
  body: languageRequestSchema,
  responses: { 200: languageResponseSchema },
});

export const putPracticeSettings = route("PUT /me/practice", "signed-in", {
  body: practiceSettingsRequestSchema,
  responses: { 200: practiceSettingsResponseSchema },
});

export const forgotPassword = route("POST /forgot-password", "public", {
  body: forgotPasswordRequestSchema,
  responses: { 200: notice(["auth.forgotSent"]) },
  errors: { 429: ["general.tooManyAttempts"] },
});

export const resetPassword = route("POST /reset-password", "public", {
  body: resetPasswordRequestSchema,
  responses: { 200: notice(["auth.passwordReset"]) },
  errors: {
    400: ["auth.badReset"],
    422: ["auth.commonPassword"],
    429: ["general.tooManyAttempts"],
  },
});

export const verifyEmail = route("POST /verify-email", "public", {
  body: verifyEmailRequestSchema,
  responses: { 200: notice(["auth.verified"]) },
  errors: { 400: ["auth.badVerify"], 429: ["general.tooManyAttempts"] },
});

export const resendVerification = route("POST /verify-email/resend", "signed-in", {
  responses: { 200: notice(["auth.linkResent"]) },
  errors: { 409: ["auth.alreadyVerified"], 429: ["auth.resendLimited"] },
});
