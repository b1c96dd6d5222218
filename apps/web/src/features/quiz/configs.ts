import type { QuizConfig } from "@tayari/quiz/machine";

// The specification's constants (section 9), one line per kind of screen.
export const ENTRANCE_QUIZ: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };
export const YEAR_PAPER: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };
export const SUBJECT_PRACTICE: QuizConfig = {
  secondsPerQuestion: 60,
  revealMs: 2000,
  scoring: true,
};
export const CATEGORY_TEST: QuizConfig = { secondsPerQuestion: 30, revealMs: 2000, scoring: true };
export const PLUS_TWO_EXAM: QuizConfig = { secondsPerQuestion: 60, revealMs: null, scoring: false };
