import { defineMessages } from "../../lib/i18n";

// The words every timed paper shares (the sitting family): where the student is, the keys, the
// question before finishing.
export const en = {
  secondsUnit: "s",
  secondsLeft_one: "{count} second left",
  secondsLeft_other: "{count} seconds left",
  questionOf: "Question {number} of {total}",
  questionOfAnswered: "Question {number} of {total} · {answered} answered",
  keysHint: "Keys: A–E or 1–5 to choose, {enter} for Next.",
  keysHintHold: "Keys: A–E or 1–5 to choose, {enter} for Next, H to hold the answer on screen.",
  unanswered_one: "{count} question is unanswered.",
  unanswered_other: "{count} questions are unanswered.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
