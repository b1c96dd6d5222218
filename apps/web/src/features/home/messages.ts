import { defineMessages } from "../../lib/i18n";

export const en = {
  heroText:
    "Study, practise and sit entrance tests: School, NEB, B.Sc.CSIT, BCA and +2 entrance preparation in one place.",
  startPreparing: "Start preparing",
  bcaStart: "BCA entrance",
  testsAndProgress: "Tests and progress",
  mockTestsTitle: "Mock tests",
  mockTestsText: "Whole B.Sc.CSIT papers on one clock, ranked among everyone who sat them.",
  bcaMockTestsTitle: "BCA mock tests",
  bcaMockTestsText: "Five whole BCA papers of 100 questions in 2 hours, with a reading passage.",
  examsText: "Exams that colleges have open now. Log in to sit one.",
  examsTextSignedIn: "Exams that colleges have open now.",
  progressTitle: "My progress",
  progressText:
    "Your scores, your weak topics and the questions due for review. Log in to see them.",
  progressTextSignedIn: "Your scores, your weak topics and the questions due for review.",
  study: "Study",
  examPreparation: "Exam Preparation",
  onlineExamination: "Online Examination",
  schoolTitle: "School (Grade X)",
  schoolText: "Subjects of the SEE year, unit by unit, with short quizzes.",
  nebTitle: "NEB (Grade XII)",
  nebText: "Physics, chemistry, biology, mathematics and English for Grade XII.",
  bachelorTitle: "Bachelor (B.Sc.CSIT)",
  bachelorText: "First-semester B.Sc.CSIT subjects with unit quizzes.",
  csitEntranceTitle: "B.Sc.CSIT Entrance",
  csitEntranceText: "Timed 100-question mock tests, six model year papers and English drills.",
  bcaEntranceTitle: "BCA Entrance",
  bcaEntranceText: "Five mock papers in the entrance's format and subject-wise practice.",
  bridgeScienceTitle: "Bridge Course for Science",
  bridgeScienceText: "A 100-question timed test for +2 Science hopefuls.",
  bridgeManagementTitle: "Bridge Course for Management",
  bridgeManagementText: "Preparation for the +2 Management entrance.",
  plus2ScienceTitle: "+2 Science",
  plus2ScienceText: "Sit the online entrance examination of +2 Science.",
  plus2ManagementTitle: "+2 Management",
  plus2ManagementText: "Sit the online entrance examination of +2 Management.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
