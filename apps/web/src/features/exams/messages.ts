import { defineMessages } from "../../lib/i18n";

// The scholarship exams as a student sits them (the examiner's pages are features/examiner). The
// API's messages arrive as codes (lib/codes/exams.ne.ts has their Nepali); the few with a moment in
// them are said here too, with the moment in the reader's local time (text.tsx).
export const en = {
  // /exams
  noExamOpen: "No exam is open right now.",
  examLine_one: "{count} question, {minutes} min; closes {closes} · {state}",
  examLine_other: "{count} questions, {minutes} min; closes {closes} · {state}",
  stateNone: "Start",
  stateRunning: "Continue",
  stateSubmitted: "Submitted",
  yourResults: "Your results",
  resultsNotReleased: "Results not released yet",
  resultsOut: "Results out",
  resultsOutAt: "Results out {when}",

  // /exams/{slug}
  examNotHere: "We could not find this exam",
  examNotHereWhy:
    "No exam you can sit is at this address: the link may be mistyped or cut short, or the exam was cancelled. Check the link with your college; the exams open now are in the list.",
  backToExams: "Back to the scholarship exams",
  loadingExam: "Loading the exam…",
  examSubmitted: "Exam submitted",
  checkMyResult: "Check my result",
  closedByExaminer:
    "The examiner closed this exam at {when}. The answers you saved until then are kept and will be marked.",
  intro_one:
    "{count} question in {minutes} min. The clock starts when you press Start and keeps running if you close the page; each answer is saved as you choose it.",
  intro_other:
    "{count} questions in {minutes} min. The clock starts when you press Start and keeps running if you close the page; each answer is saved as you choose it.",
  lateStart_one:
    "The exam closes soon: if you start now, you will have {count} minute, not the full time.",
  lateStart_other:
    "The exam closes soon: if you start now, you will have {count} minutes, not the full time.",
  lateStartUnderMinute:
    "The exam closes in less than a minute: if you start now, you will have only those seconds.",
  opensByItself: "Keep this page open: it lets you start when the exam opens.",
  opening: "The exam is opening…",
  // The sealed paper before the opening (issue 66 point 1, decision 0452)
  paperComes:
    "Your paper comes to this device in the last 15 minutes before the opening, locked until the bell.",
  paperFetching: "Getting your paper ready on this device…",
  paperReady: "Your paper is ready on this device. Keep this page open: it opens at the bell.",
  paperNeedsEntry:
    "Enter the access code your college gives you to get your paper ready on this device.",
  getPaperReady: "Get my paper ready",
  paperOpening: "Opening your paper…",
  // Before the opening (issue 66 point 4)
  opensIn: "Opens in {time}",
  paperTitle: "The paper",
  factQuestions_one: "{count} question",
  factQuestions_other: "{count} questions",
  factMinutes_one: "{count} minute from your start",
  factMinutes_other: "{count} minutes from your start",
  factWindow:
    "You can start until the close, {closes}; a late start has only the time left until then.",
  atCloseTitle: "At the close",
  atCloseAuto:
    "At {when} nobody can start any more, and a paper still open is handed in with every answer saved until then. Your result, the keys and the explanations are out a few seconds after.",
  atCloseManual:
    "At {when} nobody can start any more, and a paper still open is handed in with every answer saved until then. Your result, the keys and the explanations are out when the examiner releases them.",
  atCloseLive: "Everyone's standings are published then too.",
  accessCode: "Access code",
  rollNumber: "Roll (symbol) number",
  startExam: "Start exam",
  timeLeft: "Time left",
  saving: "Saving…",
  saved: "Saved",
  notSavedYet: "Not saved yet: kept on this device, sent when the connection returns.",
  keptUntilFirstMinute: "Kept on this device: sent to the server within the exam's first minute.",
  unsavedAnswers_one:
    "{count} answer is not saved yet. Keep this page open, or come back to it on this device before {when}: it is sent as soon as the connection returns.",
  unsavedAnswers_other:
    "{count} answers are not saved yet. Keep this page open, or come back to it on this device before {when}: they are sent as soon as the connection returns.",
  submitWhenSent: "The exam can be submitted once they are sent.",
  previous: "Previous",
  next: "Next",
  submitExam: "Submit exam",
  finishNow: "Finish now",
  // Finish now on a phone's bar, named in full (decision 222).
  finishShort: "Finish",
  handInTitle: "Hand in the exam?",
  handInNow: "Hand in now",
  finishTitle: "Finish the exam now?",
  keepGoing: "Keep going",
  finishWarning: "Your answers so far are submitted and marked; you cannot change them afterwards.",

  // The result
  resultHeading: "{title}: your result",
  scoreLine: "Score {score} of {max} · Rank {rank} of {candidates} · Percentile {percentile}",
  tally: "{correct} right, {wrong} wrong, {unanswered} not answered.",
  reviewTitle: "Your answers",

  // The API's messages whose {when} is a moment, said in the reader's local time (text.tsx)
  sTimeUp: "Time is up: this exam ended at {when}, so the answer was not saved.",
  sAnswersInAt: "Your answers are in. Results are out at {when}.",
  sResultsAt: "Results of this exam are out at {when}.",
  sResultsHeld:
    "Results of this exam are held back until {when}: another exam with some of the same questions has not closed yet.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
