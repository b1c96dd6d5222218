import { defineMessages } from "../../lib/i18n";

// The choice on a practice mode's start screen of what follows each answer (issue 69 point 1,
// decision 0492). Its own small catalogue: it sits on the start pages, not on the way to a question.
export const en = {
  paceLegend: "After each answer, the right answer and why it is right:",
  paceMoveOn: "Move on by itself after {seconds} s",
  paceStay: "Stay until I press Next",
  paceMoveOnHint: "Hold (or the H key) keeps one answer on screen until you press Next.",
  paceStayHint:
    "Read at your own speed: the next question, and its clock, start when you press Next (or Enter).",
  paceRemembered: "Your choice is remembered for every practice on this device.",
  paceOnAccount: "Your choice is kept on your account, for every practice on any device.",
  paceWaiting:
    "Your choice is kept on this device for now and goes to your account when you are back online.",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./pace-messages.ne").then((m) => m.ne),
);
