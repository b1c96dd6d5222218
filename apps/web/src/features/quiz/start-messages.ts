import { defineMessages } from "../../lib/i18n";

// The words of the quiz screens' start pages (practice-paper.tsx, exam-start.tsx, the routes that
// pick a paper, a year or a unit) and of the unit quiz. Apart from messages.ts, which holds what a
// timed quiz says while it runs: that file is on the way to the entrance test's first question
// (issue 50 point 3), these are not.
export const en = {
  reviewTitle: "Your answers",
  unitHeading: "Unit:",
  noQuestions: "No questions available!",
  unitInfo_one: "{count} question, 30 seconds each.",
  unitInfo_other: "{count} questions, 30 seconds each.",
  startQuiz: "Start Quiz",
  loadingQuestions: "Loading the questions…",
  unitNotFound: "We could not find this unit",
  unitNotFoundWhy:
    "It may have been moved or taken down, or the link may be mistyped. The other units of {category} are still there.",
  backToUnits: "Back to {category}",
  scienceExam: "Entrance Examination of +2 Science",
  managementExam: "Entrance Examination of +2 Management",
  setNumber: "Set {number}",
  examInstruction: "Attempt all the questions and darken your answer in the given answer sheet.",
  yearTitle: "{year} Model Entrance Questions",
  yearInfo:
    "A model paper in the pattern of the {year} B.Sc.CSIT entrance examination, written by Tayari.",
  noPaperFor: "No model paper for {year}",
  noPaperThatYear: "No model paper for that year",
  papersRange: "Model papers are available for the years {first} to {last}.",
  chooseYear: "Choose a year",
  categoryTitle: "+2 Science Entrance Practice Test",
  categoryInfo:
    "English, physics, chemistry and mathematics 20 each; biology and GK 10 each. 30 seconds a question.",
  startFacts_one: "{count} question, {seconds} seconds for each.",
  startFacts_other: "{count} questions, {seconds} seconds for each.",
  startReveal:
    "After each answer, the right answer and why it is right show for {seconds} s; Hold keeps them on screen until you press Next.",
  startClock: "The clock starts when you press Start.",
  start: "Start",
  subjectLabel: "Subject:",
  sectionLabel: "Section:",
  noSectionQuestions: "No questions available for this subject and section.",
  completed: "Quiz Completed!",
  unitScore: "Your score: {score} out of {total}",
  playAgain: "Play Again",
  practiseNext: "Practise next",
  // What to do next, above the buttons (issue 69, decision 0502)
  unitNextAllRight: "All right. Next: Practise next, questions chosen from all your answers.",
  unitNextMissed_one:
    "Next: go over the {count} you did not get right, marked below with why; then Play Again, or Practise next.",
  unitNextMissed_other:
    "Next: go over the {count} you did not get right, marked below with why; then Play Again, or Practise next.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./start-messages.ne").then((m) => m.ne),
);
