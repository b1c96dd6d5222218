import { defineMessages } from "../lib/i18n";

// The toasts' own words that react-toastify writes itself, in the toast chunk (not the frame's
// catalogue, which every first load carries).
export const en = {
  // The name of each toast's bar that runs out before it closes (react-toastify's own words).
  timer: "notification timer",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./toast-messages.ne").then((m) => m.ne),
);
