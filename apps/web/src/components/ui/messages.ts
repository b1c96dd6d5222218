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
  notHereTitle: "We could not find this page",
  notHereWhy: "The address may be mistyped, or the page may have moved.",
  backTo: "Back to {page}",
  goHome: "Go to the home page",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
