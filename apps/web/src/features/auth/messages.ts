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
  // Account
  yourAccount: "Your account",
  targetTitle: "Your readiness target",
  targetNone:
    "No target of your own yet: a result congratulates you at {competitive}%, the score that competes for a B.Sc.CSIT seat.",
  targetIs:
    "Your target is {target}% of a paper's marks: a result congratulates you when you reach it, and says it was your target.",
  targetLabel: "Target (% of the marks)",
  targetHint: "A whole number from {min} (the pass mark) to {max}.",
  targetSave: "Save target",
  targetRemove: "Remove target",
  targetSaved: "Target saved.",
  targetRemoved: "Target removed: results praise the competitive score again.",
  // "<Log in> to change your password or log out on every device.", the link in the middle.
  accountSignedOut: "Log in to change your password or log out on every device.",
  changeYourPassword: "Change your password",
  // The account's facts (decision 133)
  language: "Language",
  emailVerified: "verified",
  emailNotVerified: "not verified yet: exam results are mailed only to a verified address",
  languageHow:
    "Change it with the language button in the top bar; your account keeps it on every device.",
  signedInAs: "Signed in as {email}. Every other device will be logged out.",
  changePassword: "Change password",
  logOutEverywhere: "Log out everywhere",
  logOutEverywhereText: "Ends every session of your account, on this device and every other.",

  // The server's `auth.verified`, its address marked as written in Latin letters (verify-email.tsx).
  verified: "Thank you: {email} is verified.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
