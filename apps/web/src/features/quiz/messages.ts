import { defineMessages } from "../../lib/i18n";

// The words of a timed quiz while it runs, and of the entrance test around it (decision 33). On the
// way to the entrance test's first question: the start pages' and the unit quiz's are in
// start-messages.ts.
export const en = {
  timeLeft: "Time Left",
  remainingTime: "Remaining Time",
  correctNote: "Correct!",
  timeUpNote: "Time is up.",
  incorrectNote: "Incorrect.",
  answerIs: "The answer is:",
  next: "Next",
  hold: "Hold",
  heldNote: "Held: the next question waits until you press Next.",
  stayNote: "Take your time: the next question comes when you press Next.",
  skip: "Skip",
  skippedNote_one: "1 skipped: it comes back at the end.",
  skippedNote_other: "{count} skipped: they come back at the end.",
  returningNote: "Skipped, now back. Skip again: left unanswered, not wrong.",
  finishNow: "Finish now",
  // Finish now on a phone's bar, named in full (decision 222).
  finishShort: "Finish",
  finishTitle: "Finish the test now?",
  keepGoing: "Keep going",
  countsAnswered: "Your result counts only what you have answered.",
  sorry: "Sorry, {reason}",
  loadFailed: "The questions could not be loaded.",
  entranceTitle: "B.Sc.CSIT Entrance Practice Test",
  entranceInfo:
    "100 questions: mathematics, physics, chemistry, english and computer. 60 seconds each.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
