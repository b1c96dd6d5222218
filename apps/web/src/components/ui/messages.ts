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
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
