import { defineMessages } from "../../lib/i18n";

export const en = {
  // Fields
  name: "Name",
  email: "Email",
  yourEmail: "Your email",
  password: "Password",
  confirmPassword: "Confirm password",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmNewPassword: "Confirm new password",
  emailPlaceholder: "you@example.com",
  // Login
  logIn: "Log in",
  loggingIn: "Logging in",
  loginSuccess: "Login Successfully.",
  forgotPassword: "Forgot your password?",
  newHere: "New here?",
  createAccount: "Create an account",
  offlineLogIn: "Logging in",
  // Register
  register: "Register",
  registering: "Registering",
  registerSuccess: "Register Successfully.Go to login.",
  alreadyRegistered: "Already registered?",
  offlineRegister: "Creating an account",
  // Forgot / reset
  forgotTitle: "Enter your email to get a link.",
  send: "Send",
  sending: "Sending",
  offlineForgot: "Getting a reset link",
  chooseNewPassword: "Choose a new password",
  resetNeedsLink: "This page needs the link from the password reset mail.",
  askNewLink: "Ask for a new link",
  resetPassword: "Reset password",
  saving: "Saving",
  offlineReset: "Choosing a new password",
  // Verify e-mail
  verifyTitle: "Verify your e-mail",
  verifyNeedsLink: "This page needs the link from the verification mail.",
  goToAccount: "Go to your account",
  checkingLink: "Checking your link",
  verifyNoticeLead: "Verify your e-mail.",
  verifyNoticeText:
    "Open the link we sent to {email}, so that we can mail you your exam results. No mail? Look in your spam folder, or ask for a new one.",
  sendNewLink: "Send a new link",
  // Account
  yourAccount: "Your account",
  // "<Log in> to change your password or log out on every device.", the link in the middle.
  accountSignedOutBefore: "",
  accountSignedOutLink: "Log in",
  accountSignedOutAfter: " to change your password or log out on every device.",
  changeYourPassword: "Change your password",
  signedInAs: "Signed in as {email}. Every other device will be logged out.",
  changePassword: "Change password",
  logOutEverywhere: "Log out everywhere",
  logOutEverywhereText: "Ends every session of your account, on this device and every other.",

  // What the shared form rules (packages/contracts/src/auth.ts), the server's auth routes and the
  // API client say in English, shown in Nepali when Nepali is chosen (server-messages.ts).
  emailRequired: "The email field is required.",
  emailTooLong: "The email must not be longer than 254 characters.",
  emailInvalid: "The email must be a valid email address.",
  passwordRequired: "The password field is required.",
  passwordTooShort: "The password must be at least 8 characters.",
  passwordTooLong128: "The password must not be longer than 128 characters.",
  passwordTooLong: "The password is too long.",
  confirmRequired: "Please confirm the password.",
  confirmMismatch: "The password confirmation does not match.",
  nameRequired: "The name field is required.",
  nameTooLong: "The name must not be longer than 100 characters.",
  verifyLinkIncomplete: "The verification link is incomplete.",
  verifyLinkInvalid: "The verification link is invalid.",
  resetLinkIncomplete: "The reset link is incomplete.",
  resetLinkInvalid: "The reset link is invalid.",
  currentRequired: "The current password field is required.",
  badCharacters: "The {field} must not contain control characters or broken characters.",
  fieldEmail: "email",
  fieldPassword: "password",
  fieldName: "name",
  fieldVerificationLink: "verification link",
  fieldResetLink: "reset link",
  fieldCurrentPassword: "current password",
  registered:
    "Check your e-mail: we have sent a mail to that address. If it is new, your account is ready: log in, and open the link in the mail to verify the address. If it already had an account, the mail says how to get into it.",
  badCredentials: "These credentials do not match our records.",
  forgotSent: "If an account exists for that email, we have sent a link to reset its password.",
  badVerify:
    "This verification link is invalid or has expired. Log in and ask for a new one on your account page.",
  alreadyVerified: "Your e-mail address is already verified.",
  badReset: "This password reset link is invalid or has expired. Please ask for a new one.",
  wrongCurrent: "The current password is not correct.",
  commonPassword:
    "This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.",
  loggedOut: "Logged out successfully.",
  loggedOutEverywhere: "You have been logged out on every device.",
  passwordChanged: "Your password has been changed. Every other session has been logged out.",
  passwordReset: "Your password has been reset. You can log in with the new password.",
  verified: "Thank you: {email} is verified.",
  linkResent: "We have sent a new link to {email}. It works for 24 hours.",
  resendLimited_one:
    "We have sent you {links} links in the last hour. Please check your spam folder, or ask again in {count} minute.",
  resendLimited_other:
    "We have sent you {links} links in the last hour. Please check your spam folder, or ask again in {count} minutes.",
  loginLimited_one:
    "Too many wrong passwords for this account. Please wait {count} minute, or reset your password.",
  loginLimited_other:
    "Too many wrong passwords for this account. Please wait {count} minutes, or reset your password.",
  tooManyAttempts_one: "Too many attempts. Please wait {count} minute and try again.",
  tooManyAttempts_other: "Too many attempts. Please wait {count} minutes and try again.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  sessionEnded: "Your session has ended. Please log in again.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  checkForm: "Please check the form.",
  somethingWrong: "Something went wrong. Please try again.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
