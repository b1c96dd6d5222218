import { defineMessages } from "../../lib/i18n";

// The words of the question component family: marks on options, verdicts, the explanation's label.
export const en = {
  correct: "Correct",
  incorrect: "Incorrect",
  yourAnswer: "Your answer",
  right: "Right",
  wrong: "Wrong",
  notAnswered: "Not answered",
  yourAnswerThen: "Your answer (the question has been reworded since):",
  explanation: "Explanation:",
  withdrawn:
    "This question was withdrawn after your attempt: its text and answer are no longer shown.",
  yourAnswerWas: "Your answer was:",
  readPassage: "Read the passage",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
