import { defineMessages } from "../../lib/i18n";

// The quiz screens' words: the timed quiz, its start pages and the unit quiz (decision 33).
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
  finishNow: "Finish now",
  // Finish now on a phone's bar, named in full (decision 222).
  finishShort: "Finish",
  finishTitle: "Finish the test now?",
  keepGoing: "Keep going",
  countsAnswered: "Your result counts only what you have answered.",
  completed: "Quiz Completed!",
  unitScore: "Your score: {score} out of {total}",
  playAgain: "Play Again",
  practiseNext: "Practise next",
  reviewTitle: "Your answers",
  sorry: "Sorry, {reason}",
  loadFailed: "The questions could not be loaded.",
  unitHeading: "Unit:",
  noQuestions: "No questions available!",
  unitInfo_one:
    "{count} question, 30 seconds each. The answer and why are shown after each question; Hold keeps them on screen.",
  unitInfo_other:
    "{count} questions, 30 seconds each. The answer and why are shown after each question; Hold keeps them on screen.",
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
  entranceTitle: "B.Sc.CSIT Entrance Practice Test",
  entranceInfo:
    "100 questions: mathematics, physics, chemistry, english and computer. 60 seconds each.",
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
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
