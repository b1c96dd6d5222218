import { defineMessages } from "../../lib/i18n";

export const en = {
  crumbs: "Breadcrumb",
  cancel: "Cancel",
  // {needs}: what the page does, as its caller says it: "Logging in" in English, "लग इन गर्न" in Nepali.
  offline:
    "You are offline. {needs} needs the internet; practice tests you have opened before still work.",
  wrong: "Something went wrong.",
  failed: "Something went wrong. Please try again.",
  loading: "Loading",
  // What is not there (a mistyped link, a unit taken down), and the way back
  notHere: "Not found",
  goHome: "Go to the home page",
  // A page that needs an account (the route's gate), and the way in and back
  signInWhy:
    "Log in with the account your college registered; you come back to this page after logging in.",
  logIn: "Log in",
  createAccount: "Create an account",
  // A student at an examiner's page (the route's gate)
  examinersOnly:
    "This part of Tayari is for examiners. Ask the college's Tayari administrator for access.",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
