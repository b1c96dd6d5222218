import { defineMessages } from "../../lib/i18n";

// The words of a page that is not there (`not-here.tsx`, the not-found page's way back): fetched
// with those pages, not in the first load.
export const en = {
  notHereTitle: "We could not find this page",
  notHereWhy: "The address may be mistyped, or the page may have moved.",
  backTo: "Back to {page}",
  goHome: "Go to the home page",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./not-here-messages.ne").then((m) => m.ne),
);
