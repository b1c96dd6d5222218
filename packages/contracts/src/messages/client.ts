import type { Messages } from "./text";

/**
 * What the web app says of a call that got no usable answer (it never comes from the server). Apart
 * from general.ts: the API's client, in the entry, needs only these; the server's general table is
 * loaded with the screens whose forms check it.
 */
export const clientMessages = {
  "client.unreachable": "Cannot reach the server. Check your connection and try again.",
  "client.serverAnswered": "The server answered {status}. Please try again.",
  "client.unreadable":
    "The server sent an answer this page cannot read. Please reload and try again.",
  "client.checkForm": "Please check the form.",
} as const satisfies Messages;
