import { defineMessages } from "../../lib/i18n";

export const en = {
  // The list
  listTitle: "B.Sc.CSIT mock tests",
  listIntro:
    "Sit a whole paper the way the entrance is sat: {questions} questions and {minutes} minutes on one clock, 1 mark each, no negative marking. Skip, flag and come back to any question. Your first sitting of each paper is ranked among everyone who sat it.",
  mockTests: "Mock tests",
  modelPapers: "Model papers",
  mockTitle: "Mock test {number}",
  modelTitle: "{year} model paper",
  paperFacts: "{questions} questions · {minutes} minutes",
  inProgress: "In progress: continue",
  // The BCA list (decision 175; the format's note is decision 173's)
  bcaListTitle: "BCA mock tests",
  bcaListIntro:
    "Sit a whole BCA entrance paper: {questions} questions and {minutes} minutes on one clock, 1 mark each, no negative marking. Each paper opens with a reading passage of five questions. Your first sitting of each paper is ranked among everyone who sat it.",
  bcaAssumptionTitle: "What is the site's assumption",
  bcaAssumption:
    "These BCA mock papers are the site's own. They follow the format college pages give for Tribhuvan University's BCA entrance: 100 objective questions in 2 hours, 1 mark each, no negative marking; English 40 (a reading passage and grammar), Mathematics 50, General Knowledge 10; 40 marks to be called to the interview. The university publishes no specimen paper we could check, so the split inside English and Mathematics, and one passage of five questions, are our choice within the ranges those pages give.",
  bcaMockTitle: "BCA mock test {number}",
  bcaPractice: "Practise by subject",
  finished: "Finished: see your result",
  // Before the paper
  rules:
    "{questions} questions, {minutes} minutes on one clock for the whole paper, 1 mark each and no negative marking. Move freely with Previous, Next and the question palette; flag a question to come back to it. The paper ends by itself when the time is up.",
  rankNoteSignedIn: "Your first sitting of this paper counts toward its rank.",
  rankNoteGuest: "You can sit it as a guest; log in first to have your sitting ranked.",
  startPaper: "Start the paper",
  loadingPaper: "Loading the paper…",
  paperUnavailable:
    "The paper could not be loaded. Check your connection and try again: once a paper has started it needs no connection.",
  tryAgain: "Try again",
  paperNotHere: "We could not find this mock test",
  paperNotHereWhy:
    "The address may be mistyped, or the paper may have moved. Every mock test is in the list.",
  allMockTests: "All mock tests",
  // The sitting
  timeLeft: "Time left",
  openPalette: "All questions",
  previous: "Previous",
  next: "Next",
  flag: "Flag for review",
  unflag: "Remove the flag",
  flaggedMarker: "Flagged",
  clearAnswer: "Clear my answer",
  submitPaper: "Submit the paper",
  flagShort: "Flag",
  clearShort: "Clear",
  submitShort: "Submit",
  offline: "You are offline. The paper goes on; it is sent once you are back online.",
  // The palette
  paletteTitle: "Questions",
  answered: "answered",
  notAnswered: "not answered",
  notSeen: "not yet seen",
  flagged: "flagged",
  paletteLabel: "Question {number}: {status}",
  close: "Close",
  // Before submitting
  summary: "{answered} answered, {flagged} flagged, {notAnswered} not answered",
  submitTitle: "Submit the paper?",
  submitWarning: "Once it is submitted, answers cannot be changed.",
  submitNow: "Submit now",
  keepGoing: "Back to the paper",
  // The result
  resultTitle: "Your result: {paper}",
  timeUp: "The time was up: the paper ended by itself.",
  marks: "{marks} of {max} marks",
  passMark: "Pass marks: {pass}.",
  qualifyMark: "Marks to be called to the interview: {marks}.",
  timeUsed: "Time used: {time}",
  bySubject: "By subject",
  subject: "Subject",
  right: "Right",
  wrong: "Wrong",
  blank: "Skipped",
  subjectMarks: "Marks",
  review: "Every question, with the key and its explanation",
  sitAgain: "Sit it again",
  practiseNext: "Practise next: ten questions chosen from your answers",
  sitAgainNote: "A second sitting is practice: only your first counts toward the rank.",
  // The rank
  rankTitle: "Your rank",
  rank: "Rank {rank} of {candidates}",
  percentile:
    "Percentile {percentile}: you scored at or above {percentile}% of the {candidates} candidates.",
  firstCandidates_one:
    "You are the first to sit this paper. A rank is shown once {least} candidates have sat it.",
  firstCandidates_other:
    "You are one of the first {count} to sit this paper. A rank is shown once {least} candidates have sat it.",
  notFirstFew:
    "Only your first sitting of a paper counts toward its rank; this one is practice. Your ranked sitting scored {marks} marks.",
  rankRefused: "This sitting cannot be ranked. {reason}",
  rankRefusedNote:
    "Your marks above still show what you know. Sit another paper in full time to be ranked on it.",
  percentOfMarks: "{percent} of the marks",
  chartLabel:
    "Marks of the {candidates} candidates who sat this paper, in bars of {step} marks; your marks are in the bar {from} to {to}.",
  chartYou: "You",
  rankPending:
    "Your rank appears once this sitting has reached the server: it is sent by itself when you are online.",
  rankLoading: "Loading your rank…",
  rankError: "Your rank could not be loaded just now.",
  notFirst:
    "Only your first sitting of a paper counts toward its rank; this one is practice. Your ranked sitting scored {marks} marks: rank {rank} of {candidates}.",
  guestRank:
    "Log in and this sitting is added to your account and ranked among everyone who sat it.",
  logIn: "Log in",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
