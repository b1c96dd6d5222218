import { defineMessages } from "../../lib/i18n";

// Results released when the examiner says (issue 68 point 3, decisions 0474-0476): the release of
// corrections, the regrade's preview and its batch. Its own small catalogue beside the page's.
export const en = {
  releaseDefaultHint:
    "By hand lets you read the item analysis and correct keys before anyone sees a score.",
  untold_one:
    "Corrections since the release changed {count} student's score. They see it on the site now; release the corrections to tell them by mail (one mail for all the corrections).",
  untold_other:
    "Corrections since the release changed {count} students' scores. They see them on the site now; release the corrections to tell them by mail (one mail each for all the corrections).",
  tellCorrections: "Release the corrections",
  tellTitle: "Tell the students of the corrections?",
  tellWarning_one:
    "{count} student's score changed since their last mail: they get one mail if their address is verified. Students whose score did not move get nothing.",
  tellWarning_other:
    "{count} students' scores changed since their last mail: each gets one mail if their address is verified. Students whose score did not move get nothing.",
  // The regrade waiting on the analysis (decision 0476)
  regradeHeading: "Corrections to make",
  regradeNone:
    "Corrections you add from the questions below wait here. You see who they move before you make them, all in one regrade.",
  addToRegrade: "Add to the regrade",
  replaceInRegrade: "Replace in the regrade",
  addedToRegrade: "Question {number} waits in the regrade.",
  goToRegrade: "Preview it",
  removeCorrection: "Take question {number} out",
  previewRegrade: "Preview the regrade",
  regradeNow_one: "Regrade with this correction",
  regradeNow_other: "Regrade with these {count} corrections",
  regradeTitle: "Make these corrections and regrade?",
  regradeWarning_one:
    "{count} candidate moves, as the preview shows. Every score, rank and the merit list are counted again at once, and students see the change on the site. They are mailed only when you release the corrections. Each change is recorded with your name and reason.",
  regradeWarning_other:
    "{count} candidates move, as the preview shows. Every score, rank and the merit list are counted again at once, and students see the change on the site. They are mailed only when you release the corrections. Each change is recorded with your name and reason.",
  movesCaption: "Who moves",
  candidate: "Candidate",
  marks: "Marks",
  rank: "Rank",
  fromTo: "{before} → {after}",
  movesShown: "The first {shown} of {count} are listed.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./regrade-messages.ne").then((m) => m.ne),
);
