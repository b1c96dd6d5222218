import { defineMessages } from "../../lib/i18n";

// The examiner's pages (college staff): the dashboard, one exam, one bank. The API's messages
// arrive as codes (lib/codes/exams.ne.ts has their Nepali); the few with a moment in them are
// said here too, with the moment in the reader's local time (text.tsx).
export const en = {
  // Page titles (also the sign-in-first page's heading)
  examiner: "Examiner",
  importQuestions: "Import questions",
  // /examiner
  importLink: "Import questions into the catalog",
  importLinkAfter:
    ": a {csv}, {aiken} or {gift} file, checked and published into a unit that every student can practise.",
  yourExams: "Your exams",
  noExamsYet: "No exams yet.",
  notValidJson: "{file} is not valid JSON.",
  yourBanks: "Your banks",
  bankPreviewHint:
    "Open a bank to read its questions as students will see them, with the key and the explanation.",
  loadingBank: "Loading the questions…",
  // An address under /examiner that is none of this examiner's exams or banks (decision 261)
  bankNotHere: "We could not find this bank",
  bankNotHereWhy:
    "It is not among the banks of this account: the link may be mistyped or cut short, the bank may have been deleted, or it belongs to another examiner.",
  examNotHere: "We could not find this exam",
  examNotHereWhy:
    "It is not among the exams of this account: the link may be mistyped or cut short, or the exam belongs to another examiner.",
  backToExaminer: "Back to the examiner's page",
  deleteBank: "Delete bank",
  deleteBankTitle: "Delete the bank {name}?",
  deleteBankWarning:
    "Its questions are removed from your banks. A bank an exam was made from cannot be deleted. This cannot be undone.",
  keepBank: "Keep it",
  openBank: "Open {name}",
  keepsWrittenOrder:
    'Its options keep this order for every student: one of them names others by place ("All of the above").',
  uploadBankTitle: "Upload a private bank",
  uploadBankHint:
    "A {json} file {shape} in the bank format, or {csv}, {aiken}, {gift} or {xml}. Questions may come without an explanation here; other types of question are named and left out.",
  checkBankFile: "Check the file",
  bankCheckReport: "The file's report",
  unknownBankFormat:
    "The format of {file} cannot be told: name it .csv, .txt (Aiken or GIFT), .gift or .xml.",
  bankName: "Bank name",
  bankCategory: "Category for questions the file gives none ({aiken}, {gift})",
  bankFile: "Bank file",
  uploadBank: "Upload bank",
  bankSaved_one: 'Saved "{name}": {count} question.',
  bankSaved_other: 'Saved "{name}": {count} questions.',
  createExamTitle: "Create an exam",
  title: "Title",
  slug: "Slug",
  questionsFrom: "Questions from",
  privateBank_one: "{name} (private, {count} question)",
  privateBank_other: "{name} (private, {count} questions)",
  publicBank: "Public practice bank: {name}",
  quotas: "Quotas per category (empty: the whole bank in order)",
  time: "Time",
  wholePaper: "Minutes for the whole paper",
  perQuestion: "Seconds per question",
  minutesOrSeconds: "Minutes or seconds",
  opens: "Opens (Nepal time)",
  closes: "Closes (Nepal time)",
  datePickerHint: "Date (AD) and time in Nepal.",
  bsDate: "In Bikram Sambat: {date}",
  markingProfile: "Marking profile",
  profileCsit: "CSIT: 1 mark, no negative; ties by maths, physics, chemistry, English",
  profileIoe: "IOE: 60 × 1 and 40 × 2 marks, −10% for a wrong answer",
  profileCee: "CEE: 1 mark, −0.25 for a wrong answer",
  profileBca: "BCA: 1 mark, no negative",
  profileCustom: "Custom: marks and penalty per category",
  customMarks: "Custom marks (category: marks: penalty)",
  accessCodeOptional: "Access code (optional)",
  resultsReleased: "Results released",
  order: "Order",
  shuffleQuestions: "Each student meets the questions of each section in their own order",
  shuffleOptions: "Each student sees each question's options in their own order",
  shuffleHint:
    'Neighbours in a lab then see different papers. A question whose options name others by place ("All of the above") keeps its written order.',
  releaseAtClose: "When the exam closes",
  releaseManual: "By hand",
  fixFields: "Some fields need a change: each says what, beside it.",
  pickedWhen: "That is {when}.",
  deviceWhen: "On this device's clock: {when}.",
  previewChosenBank: "Read this bank's questions as students will see them",
  publicBankShown_one: "{count} question, in the bank's written order.",
  publicBankShown_other:
    "{count} questions, in the bank's written order; the first {shown} are shown.",
  showMoreQuestions_one: "Show {count} more question",
  showMoreQuestions_other: "Show {count} more questions",
  orderBoth:
    "Shown in the bank's written order. In the exam each student meets the questions of each section in their own shuffled order, and each question's options in their own shuffled order (except questions marked as keeping their order).",
  orderQuestionsOnly:
    "Shown in the bank's written order. In the exam each student meets the questions of each section in their own shuffled order; every question's options keep the order shown.",
  orderOptionsOnly:
    "Shown in the bank's written order. In the exam the questions come in this order for everyone; each student sees each question's options in their own shuffled order (except questions marked as keeping their order).",
  orderNeither: "Every student meets the questions and their options in the order shown.",
  createExam: "Create exam",
  created: "Created: students sit it at {address}.",
  examWindow: "{address} · {opens} to {closes} · {profile} · {code}",
  // A cancelled exam (decision 98) opens and closes at the moment it was cancelled.
  examCancelledWindow: "{address} · cancelled at {when}, before it opened · {profile} · {code}",
  noResultsCancelled: "No results: it never opened",
  // What the exam was set to do with the order (its card; the form's boxes, once it is made).
  cardOrderBoth: "Each student's own order of the questions and of their options.",
  cardOrderQuestionsOnly: "Each student's own order of the questions; options as written.",
  cardOrderOptionsOnly: "Questions as written; each student's own order of the options.",
  cardOrderNeither: "Questions and options as written, the same for every student.",
  code: "code {code}",
  noAccessCode: "no access code",
  started: "Started: {count}",
  submitted: "Submitted: {count}",
  resultsAreReleased: "Results released",
  resultsReleasedAt: "Results released {when}",
  resultsByHand: "Results by hand",
  resultsAtClose: "Results at close",
  meritList: "Merit list",
  meritListOpen: "Merit list (exam still open)",
  downloadCsv: "Download {csv}",
  releaseResults: "Release results",
  releaseAfterClose: "Results can be released after it closes, at {when}.",
  releaseTitle: "Release the results now?",
  releaseWarning_one:
    "The {count} student who sat it will see their score, rank and review with the keys, and get a mail if their address is verified. This cannot be undone.",
  releaseWarning_other:
    "The {count} students who sat it will see their score, rank and review with the keys, and get a mail if their address is verified. This cannot be undone.",
  notYet: "Not yet",
  closeNow: "Close now",
  closeTitle: "Close the exam now?",
  closeWarning_one:
    "No one can start it any more. The {count} student sitting it can save no more answers from now; the answers saved so far are kept and marked. This cannot be undone.",
  closeWarning_other:
    "No one can start it any more. The {count} students sitting it can save no more answers from now; the answers saved so far are kept and marked. This cannot be undone.",
  closeThenAtClose: "Results go out as it closes.",
  closeThenByHand: "You release the results afterwards.",
  keepOpen: "Keep it open",
  cancelExam: "Cancel exam",
  cancelTitle: "Cancel this exam?",
  cancelWarning:
    "It has not opened yet. Cancelled, it never opens: no student can start it, and it no longer holds back the results of exams with the same questions. This cannot be undone.",
  keepExam: "Keep it",
  rank: "Rank",
  name: "Name",
  email: "Email",
  score: "Score",
  percentile: "Percentile",
  submittedAt: "Submitted ({zone})",
  lastAnswerAt: "Last answer received ({zone})",
  // One candidate's answers, opened from their row of the merit list (issue 46)
  answersColumn: "Answers",
  openAnswers: "Open",
  openAnswersOf: "Open the answers of {name}",
  answersOf: "Answers of {name}",
  closeAnswers: "Close the answers",
  loadingAnswers: "Loading the answers…",
  candidateTally:
    "{score} of {max} marks: {correct} right, {wrong} wrong, {unanswered} not answered.",
  candidateDropped: "{count} questions taken out by a key correction: their marks given to all.",
  answersLive: "The exam is still open: these are the answers saved so far.",
  sectionScores: "Marks per section",
  tieBreakOrder:
    "Equal scores are ordered by the marks in {first}, then {rest}; still equal, they share a rank.",
  tieBreakOne: "Equal scores are ordered by the marks in {first}; still equal, they share a rank.",
  tieBreakNone: "Equal scores share a rank.",

  // Changing an exam (issue 46 point 2, decisions 205-208)
  editExamTitle: "Edit {title}",
  copyExamTitle: "New exam copied from {title}",
  copyHint:
    "Everything is copied from that exam but its address and window: give them, check the rest, then create it.",
  slugKept: "Its address stays /exams/{slug}: students' links keep working.",
  tieBreakField: "Tie-break order (sections, optional)",
  tieBreakHint:
    "Equal totals are ordered by the marks in these sections, the first first. Left empty: the marking profile's order. For example:",
  saveChanges: "Save changes",
  saveAnyway: "Save anyway",
  showAsNow: "Show the exam as it is now",
  saved: "Saved. Students still sit it at its address.",
  editExam: "Edit",
  editUntilOpen: "Everything can be changed until it opens, at {when}.",
  copyExam: "Copy as a new exam",
  closeForm: "Close the form",
  moreTime: "More time",
  moreTimeHint:
    "It is open: its closing time can be moved later and minutes added for everyone. Students sitting it now get their time moved; nothing else can change.",
  newClose: "New closing time",
  addMinutes: "Minutes to add for everyone",
  giveMoreTime: "Give more time",
  moreTimeTitle: "Give more time?",
  moreTimeWhat: "Closing time: {close}. Minutes added for everyone: {minutes}.",
  unchanged: "unchanged",
  // Every confirmation names the exam it acts on (decision 208).
  examNamed: "{title}, open {opens} to {closes}.",
  // The card's size of the paper (issue 46 point 6).
  paperSize_one: "{count} question · {minutes} min",
  paperSize_other: "{count} questions · {minutes} min",
  paperSizePerQuestion_one: "{count} question · {seconds} s for it",
  paperSizePerQuestion_other: "{count} questions · {seconds} s each ({minutes} min)",
  // The archive (decision 208): finished and cancelled exams, out of the dashboard's way.
  archive: "Archive",
  archiveLink_one: "Archive: {count} finished or cancelled exam",
  archiveLink_other: "Archive: {count} finished or cancelled exams",
  archiveIntro:
    "Exams finished or cancelled more than a day ago with nothing left to do, the latest made first: their results, merit lists and analysis stay here.",
  archiveEmpty: "No finished or cancelled exams yet.",
  // /examiner/exams/{slug}: one exam, part by part
  loadingExam: "Loading the exam…",
  examSummary: "About this exam",
  examResults: "Results",
  // /examiner/exams/{slug}: the item analysis (issue 44)
  itemAnalysis: "Item analysis",
  loadingAnalysis: "Loading the item analysis…",
  analysisLive: "Live: from the answers saved so far, while the exam runs.",
  analysisFinal: "Final: the exam is over.",
  analysisMinimum:
    "Flags need at least {min} candidates; below that every figure is shown and no question is flagged.",
  paperFigures: "The paper",
  candidates: "Candidates",
  mean: "Mean",
  median: "Median",
  sd: "Standard deviation",
  kr20: "Reliability (KR-20)",
  notGiven: "—",
  outOf: "{value} of {max}",
  sectionMeans: "Mean per section",
  distribution: "Distribution of scores",
  loadingChart: "Loading the chart…",
  chartLabel: "Scores from {from} to {to}: {count} candidates",
  chartSummary: "{candidates} candidates, scores from {low} to {high} marks, in bars of {width}.",
  marksAxis: "Marks",
  questionFigures: "Figures of question {number}",
  facility: "Facility (share right)",
  pointBiserial: "Discrimination (point-biserial with the rest)",
  upperLower: "Upper–lower 27% index",
  omitRate: "Omit rate",
  satIt: "Candidates who had it",
  optionCounts: "Who chose each option, by third of the candidates ranked by score",
  option: "Option",
  top: "Top",
  middle: "Middle",
  bottom: "Bottom",
  all: "All",
  unanswered: "Not answered",
  keyMark: "{letter} (key)",
  flagCheckKey: "Check the key: the top third chose {letter} more often than the key.",
  flagCheckDistractor:
    "Check {letter}, and the key: the top third chose {letter} more often than the key, but the answers cannot tell a wrong key from an option many who know read as right.",
  flagNegative:
    "Discrimination below zero: those with higher scores got it right less often than those with lower.",
  flagTooEasy: "Very easy: more than 95% got it right.",
  flagTooHard: "Very hard: fewer than 20% got it right.",
  flagUnused: "Nobody chose {letter}: it distracts nobody.",
  noFlags: "No flag.",
  tooFewCandidates: "Too few candidates to flag: {count} had it; flags need {min}.",
  droppedQuestion: "Dropped: every candidate gets its marks, answered or not.",
  acceptedSeveral: "Accepted as right: {letters}.",
  // Correcting a key
  correctKey: "Correct the key",
  correctKeyOf: "Correct the key of question {number}",
  changeKey: "Make another option the key",
  acceptSeveral: "Accept more than one option",
  dropQuestion: "Drop the question: everyone gets its marks",
  newKey: "The key",
  acceptedOptions: "Options accepted as right",
  reason: "Reason (students never see it; it is kept with the change)",
  correctWarnKey: "{letter} becomes the key of question {number}.",
  correctWarnAccept: "{letters} are each accepted as right on question {number}.",
  correctWarnDrop: "Question {number} is dropped: every candidate gets its marks.",
  keepKey: "Keep the key",
  chooseTwo: "Choose at least two options.",
  corrections: "Key corrections",
  noCorrections: "No key has been corrected.",
  correctionLine: "Question {number}: {old} → {new}, by {by}, {when}. Reason: {reason}",
  correctionDropped: "dropped",
  someone: "an examiner whose account is closed",

  // /examiner/banks/{id}: one bank
  bankPageIntro_one: "{count} question, as students will see it, with the key and the explanation.",
  bankPageIntro_other:
    "{count} questions, as students will see them, with the key and the explanation.",

  // Candidates and the log (issue 46 points 3 and 4)
  examCandidates: "Candidates",
  examLog: "Log",
  listInForce_one: "Only the {count} candidate on the list may sit this exam.",
  listInForce_other: "Only the {count} candidates on the list may sit this exam.",
  noListInForce: "No list: anyone with the link (and the access code) may sit this exam.",
  extraTimeGiven: "Extra time given",
  extraMinutes: "{minutes} min extra",
  extraPercent: "{percent}% extra",
  allowListTitle: "Who may sit (a list)",
  allowListHint:
    "One candidate a line: an e-mail or a roll (symbol) number, then a name if you like, with a comma, a tab or spaces between them; or a spreadsheet's CSV with columns named email, roll and name. Read the list to see it as the site reads it, then save it: saving replaces the list; an empty list lets anyone sit. A roll number listed with an e-mail opens only for that e-mail's account; one listed alone is kept by the first account that gives it.",
  allowListFile: "A CSV file",
  allowListText: "Or paste the list",
  saveList: "Save the list",
  extraTimeTitle: "Extra time for one candidate",
  extraTimeHint:
    "Before or during the exam: add minutes (or a percentage of the duration) to what the candidate has, or set their extra time to an amount. It runs past the close too. What the change does is shown for you to confirm.",
  candidateWho: "E-mail or roll number",
  extraAmount: "Extra time",
  extraUnit: "Unit",
  unitMinutes: "minutes",
  unitPercent: "per cent",
  giveExtraTime: "Give extra time",
  reopenTitle: "Reopen a handed-in attempt",
  reopenHint:
    "The candidate goes on with their answers and the time they had left when they handed in, plus any minutes you give. The reason is kept in the log.",
  reopenReason: "Reason",
  reopenMinutes: "Extra minutes",
  reopenSubmit: "Reopen",
  loadingLog: "Loading the log…",
  logLoadError: "The log could not be loaded. It is asked again shortly.",
  liveCounts: "Now: {sitting} sitting, {silent} silent for more than a minute.",
  logEmpty: "No candidate has started yet.",
  logCsv: "Download the log (CSV)",
  logDeadline: "Ends {when} · {count} answered",
  state_not_started: "not started",
  state_sitting: "sitting",
  state_silent: "silent for more than a minute",
  state_submitted: "submitted",
  state_timed_out: "handed in by the clock",
  state_refused: "tried after the close",
  state_freed: "roll number taken back",
  device_phone: "phone",
  device_tablet: "tablet",
  device_computer: "computer",
  evStarted: "{when}: started on a {device}",
  evResumed: "{when}: resumed on a {device}",
  evGap: "{when}: no answer saved for {minutes} min (offline?), until {until}",
  evLateStart: "{when}: tried to start after the end",
  evLateAnswer: "{when}: tried to save an answer after the end",
  evSubmitted: "{when}: submitted",
  evTimedOut: "{when}: handed in by the clock",
  evExtraMinutes: "{when}: given {minutes} min extra",
  evExtraPercent: "{when}: given {percent}% extra",
  evExtraNone: "{when}: extra time taken away",
  evReopened: "{when}: reopened (+{minutes} min): {reason}",
  evRollFreed: "{when}: roll number {roll} taken back: {reason}",
  evRollFreedAttempt:
    "{when}: roll number {roll} taken back, its attempt removed ({count} answered): {reason}",
  freeRollTitle: "Free a roll number claimed by the wrong account",
  freeRollHint:
    "The roll number is freed so the right candidate can claim it when they start. If the wrong account has started, its attempt and answers are removed (the log keeps a line with the reason), and that account cannot claim the number again.",
  freeRollWhich: "Roll number",
  freeRollReason: "Reason",
  freeRollSubmit: "Free the roll number",
  freeRollNone: "No roll number on the list is claimed by an account now.",
  sReopened: "Reopened: {who} can go on until {when}.",
  // The API's messages whose {when} is a moment, said in the reader's local time (text.tsx)
  sOpenUntil: "The exam is open until {when}; its results can be released after it closes.",
  sReleased:
    "Results are released ({when}). Students can see their score, rank and review; those with a verified e-mail address get a mail.",
  sClosedNow_one:
    "Closed at {when}. The {count} student still sitting it can save no more answers; their answers so far are kept.",
  sClosedNow_other:
    "Closed at {when}. The {count} students still sitting it can save no more answers; their answers so far are kept.",
  sHeldBack:
    "Results cannot be released yet: {title} is running with some of the same questions. They can be released after it closes, at {when}.",
  sHeldBackLater:
    "Results cannot be released yet: {title}, with some of the same questions, opens at {opens} and closes at {when}. They can be released after it closes.",
  sHeldBackLimit_one:
    "Results cannot be released yet: {title}, with some of the same questions, closes at {closes}. A hold lasts at most {count} day after this exam's close: they can be released at {when}.",
  sHeldBackLimit_other:
    "Results cannot be released yet: {title}, with some of the same questions, closes at {closes}. A hold lasts at most {count} days after this exam's close: they can be released at {when}.",
  sHeldByAnother_one:
    "{title} is another examiner's exam: it holds these results for at most {count} day after this exam closed, and only while it runs.",
  sHeldByAnother_other:
    "{title} is another examiner's exam: it holds these results for at most {count} days after this exam closed, and only while it runs.",
  sCancelled: "Cancelled at {when}: the exam will not open, and no student can start it.",
  sPublicBank:
    "This exam uses a public practice bank: its questions and answers can be read by anyone practising on Tayari.",
  // /examiner/exams/{slug}/preview (decision 250)
  previewAsCandidate: "Preview as a candidate",
  previewAsCandidateHint:
    "The paper exactly as a candidate sees it. Nothing is recorded: no attempt, no answers, no line in the log.",
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
  import("./messages.ne").then((m) => m.ne),
);
