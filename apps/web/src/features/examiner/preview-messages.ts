import { defineMessages } from "../../lib/i18n";

// The exam's paper previewed as a candidate sees it (/examiner/exams/{slug}/preview, decision 250).
export const en = {
  previewMark: "Preview.",
  previewNothingRecorded:
    "This is the paper as a candidate sees it. Nothing you pick is sent or recorded.",
  previewShuffledBoth:
    "This exam shuffles its questions and their options: this is one of the shuffles, and each candidate gets their own.",
  previewShuffledQuestions:
    "This exam shuffles its questions: this is one of the orders, and each candidate gets their own.",
  previewShuffledOptions:
    "This exam shuffles the options: this is one of the orders, and each candidate gets their own.",
  previewBack: "Back to the exam",
  previewShowKeys: "Show keys",
  previewHideKeys: "Hide keys",
  previewAnotherShuffle: "Another shuffle",
  previewLoading: "Drawing the paper…",
  previewKeysLoading: "Loading the keys…",
  previewKey: "Key:",
  previewHandedIn:
    "Handed in, in the preview only: {count} answered, nothing was sent. A candidate now sees that their answers are in.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./preview-messages.ne").then((m) => m.ne),
);
