import { defineMessages } from "../../lib/i18n";

// The words of the route's gate (`app/route-gate.tsx`): fetched with its pages, not in the first load.
export const en = {
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
  import("./gate-messages.ne").then((m) => m.ne),
);
