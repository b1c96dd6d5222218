import { LIVE_MOCK_BCA, LIVE_MOCK_CSIT } from "@tayari/contracts/names";
import { defineMessages } from "../../../lib/i18n";

// Live mocks (decisions 257 and 296): on each entrance's mock tests list, and their standings at
// /{entrance}/mock-tests/{slug}.
export const en = {
  liveTitle: "Live mocks",
  liveIntro:
    "One paper for everyone at one start time: join during its window, sit it like an exam, and see where you stand among everyone at the close.",
  liveGuest: "Log in to join the live mocks and see their standings.",
  logIn: "Log in",
  liveNone: "No live mock is scheduled right now.",
  liveLoading: "Loading the live mocks…",
  liveError: "The live mocks could not be loaded just now.",
  // A live mock is named by its entrance everywhere (issue 66 point 4), then the pattern it follows.
  liveHeadingCsit: LIVE_MOCK_CSIT,
  liveHeadingBca: LIVE_MOCK_BCA,
  livePatternShort: "New questions in the pattern of {paper}",
  livePattern:
    "New questions in the pattern of {paper}: none of them is in a paper, practice set or review of the site, and nobody has seen them before.",
  startsAt: "Starts {when}",
  startsIn: "Starts in {time}",
  openUntil: "Open now, until {when}",
  closedAt: "Closed {when}",
  openPage: "Open the exam page",
  join: "Join now",
  continue: "Continue",
  submitted: "Submitted: standings at {when}",
  seeStandings: "See the standings",
  // The standings
  standingsTitle: "Standings · {name}",
  standingsLoading: "Loading the standings…",
  standingsLater: "The standings are published at the close, {when}.",
  yourScore: "You scored {score} of {max} marks: rank {rank} of {candidates}.",
  yourPercentile:
    "Percentile {percentile}: you scored at or above {percentile}% of the candidates.",
  tally: "{correct} right, {wrong} wrong, {unanswered} not answered.",
  notSat: "You did not sit this live mock.",
  everyone_one: "{count} candidate sat it; the mean is {mean} of {max} marks.",
  everyone_other: "{count} candidates sat it; the mean is {mean} of {max} marks.",
  distributionTitle: "How everyone scored",
  distributionRow: "{from}-{to} marks",
  candidatesCol: "Candidates",
  marksCol: "Marks",
  subjectsTitle: "Mean marks by subject",
  subjectCol: "Subject",
  meanCol: "Mean",
  fullCol: "Full marks",
  reviewLink: "Your answers with the keys and explanations",
  backToList: "All mock tests",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
