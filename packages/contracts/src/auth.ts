// zod/mini like question.ts: the forms parse with these schemas in the browser (decision 12).
import * as z from "zod/mini";
import { plainText } from "./text";

/** The same rules serve the forms in the web app and the routes on the server. */
export const emailSchema = z.pipe(
  z
    .string({ error: "The email field is required." })
    .check(
      z.trim(),
      z.minLength(1, "The email field is required."),
      z.maxLength(254, "The email must not be longer than 254 characters."),
      z.refine(...plainText("email")),
    ),
  z.email({ error: "The email must be a valid email address." }),
);

export const passwordSchema = z
  .string({ error: "The password field is required." })
  .check(
    z.minLength(8, "The password must be at least 8 characters."),
    z.maxLength(128, "The password must not be longer than 128 characters."),
    z.refine(...plainText("password")),
  );

const confirmationSchema = z.string({ error: "Please confirm the password." });

/** The confirmation must repeat the password; the message goes to the confirmation field. */
const confirmed = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  { message: "The password confirmation does not match.", path: ["password_confirmation"] },
);

export const registerRequestSchema = z
  .object({
    name: z
      .string({ error: "The name field is required." })
      .check(
        z.trim(),
        z.minLength(1, "The name field is required."),
        z.maxLength(100, "The name must not be longer than 100 characters."),
        z.refine(...plainText("name")),
      ),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmed);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "The password field is required." })
    .check(
      z.minLength(1, "The password field is required."),
      z.maxLength(1024, "The password is too long."),
      z.refine(...plainText("password")),
    ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The token of a verification link (`/verify-email?token=...`). */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: "The verification link is incomplete." })
    .check(
      z.minLength(1, "The verification link is incomplete."),
      z.maxLength(200, "The verification link is invalid."),
      z.refine(...plainText("verification link")),
    ),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: "The reset link is incomplete." })
      .check(
        z.minLength(1, "The reset link is incomplete."),
        z.maxLength(200, "The reset link is invalid."),
        z.refine(...plainText("reset link")),
      ),
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(confirmed);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Asks for the current password: a session left open on a shared computer cannot take the account. */
export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: "The current password field is required." })
      .check(
        z.minLength(1, "The current password field is required."),
        z.maxLength(1024, "The password is too long."),
        z.refine(...plainText("current password")),
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
 * `email_verified`: the owner has proved the address (a verification or reset link).
 * `language`: the interface language chosen on the account, null when never chosen (decision 57);
 * optional because a login saved before it existed lacks it.
 */
export const signedInUserSchema = z.extend(userSchema, {
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  language: z.optional(z.nullable(z.enum(LANGUAGES))),
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
export const registerResponseSchema = z.object({ message: z.string() });
export const meResponseSchema = z.object({ user: signedInUserSchema });
export const messageResponseSchema = z.object({ message: z.string() });

const LANGUAGE_ERROR = "The language must be English (en) or Nepali (ne).";
/** `PUT /api/me/language`: the interface language kept on the account; it answers the saved one. */
export const languageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_ERROR }),
});
export type LanguageRequest = z.input<typeof languageRequestSchema>;
export const languageResponseSchema = z.object({ language: z.enum(LANGUAGES) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
