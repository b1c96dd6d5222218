import { defineMessages } from "./i18n";

/** The API client's own messages (the server's come in its body). */
export const en = {
  unreachable: "Cannot reach the server. Check your connection and try again.",
  serverAnswered: "The server answered {status}. Please try again.",
  unreadable: "The server sent an answer this page cannot read. Please reload and try again.",
};

export const { t } = defineMessages(en, () => import("./messages.ne").then((m) => m.ne));
