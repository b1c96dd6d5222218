import type { Messages } from "./text";

/** Signing up, in and out, passwords and e-mail verification: the forms' rules and the answers. */
export const authMessages = {
  // The forms' rules (packages/contracts/src/auth.ts), checked in the browser and on the server.
  "auth.emailRequired": "The email field is required.",
  "auth.emailTooLong": "The email must not be longer than 254 characters.",
  "auth.emailInvalid": "The email must be a valid email address.",
  "auth.emailBadCharacters": "The email must not contain control characters or broken characters.",
  "auth.passwordRequired": "The password field is required.",
  "auth.passwordTooShort": "The password must be at least 8 characters.",
  "auth.newPasswordTooLong": "The password must not be longer than 128 characters.",
  "auth.passwordTooLong": "The password is too long.",
  "auth.passwordBadCharacters":
    "The password must not contain control characters or broken characters.",
  "auth.confirmRequired": "Please confirm the password.",
  "auth.confirmMismatch": "The password confirmation does not match.",
  "auth.nameRequired": "The name field is required.",
  "auth.nameTooLong": "The name must not be longer than 100 characters.",
  "auth.nameBadCharacters": "The name must not contain control characters or broken characters.",
  "auth.verifyLinkIncomplete": "The verification link is incomplete.",
  "auth.verifyLinkInvalid": "The verification link is invalid.",
  "auth.verifyLinkBadCharacters":
    "The verification link must not contain control characters or broken characters.",
  "auth.resetLinkIncomplete": "The reset link is incomplete.",
  "auth.resetLinkInvalid": "The reset link is invalid.",
  "auth.resetLinkBadCharacters":
    "The reset link must not contain control characters or broken characters.",
  "auth.currentRequired": "The current password field is required.",
  "auth.currentBadCharacters":
    "The current password must not contain control characters or broken characters.",
  "auth.languageInvalid": "The language must be English (en) or Nepali (ne).",
  "auth.paceInvalid": "The pace must be move-on or stay.",
  "auth.targetInvalid": "The target must be a whole percentage from 35 to 100.",
  "auth.practiceEmpty": "Give the pace, the target or both.",
  // The server's answers.
  "auth.registered":
    "Check your e-mail: we have sent a mail to that address. If it is new, your account is ready: log in, and open the link in the mail to verify the address. If it already had an account, the mail says how to get into it.",
  "auth.badCredentials": "These credentials do not match our records.",
  "auth.loginLimited": {
    one: "Too many wrong passwords for this account. Please wait {count} minute, or reset your password.",
    other:
      "Too many wrong passwords for this account. Please wait {count} minutes, or reset your password.",
  },
  "auth.commonPassword":
    "This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.",
  "auth.loggedOut": "Logged out successfully.",
  "auth.loggedOutEverywhere": "You have been logged out on every device.",
  "auth.wrongCurrent": "The current password is not correct.",
  "auth.passwordChanged":
    "Your password has been changed. Every other session has been logged out.",
  "auth.forgotSent":
    "If an account exists for that email, we have sent a link to reset its password.",
  "auth.badReset": "This password reset link is invalid or has expired. Please ask for a new one.",
  "auth.passwordReset": "Your password has been reset. You can log in with the new password.",
  "auth.badVerify":
    "This verification link is invalid or has expired. Log in and ask for a new one on your account page.",
  "auth.verified": "Thank you: {email} is verified.",
  "auth.alreadyVerified": "Your e-mail address is already verified.",
  "auth.resendLimited": {
    one: "We have sent you {links} links in the last hour. Please check your spam folder, or ask again in {count} minute.",
    other:
      "We have sent you {links} links in the last hour. Please check your spam folder, or ask again in {count} minutes.",
  },
  "auth.linkResent": "We have sent a new link to {email}. It works for 24 hours.",
} as const satisfies Messages;
