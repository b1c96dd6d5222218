import type { QuizConfig } from "@tayari/quiz/machine";

/** The timer's label: the key of its words in messages.ts, looked up when it is shown. */
export type TimerLabel = "timeLeft" | "remainingTime";

/**
 * Everything that differs between the timed screens, one object per mode; `TimedQuiz` renders
 * them all. To add a mode, add one `ScreenConfig` here and render `<TimedQuiz screen={...} />`.
 */
export interface ScreenConfig {
  /** The engine's rules for the mode. `quiz.scoring` is the one statement of "scored": a scored
   * screen counts correct picks, keeps each pick for the review and stores the final score. */
  quiz: QuizConfig;
  timerLabel: TimerLabel;
  /**
   * Where it ends: "result" and "thankyou" go to that page (a scored screen leaves its review for
   * /result first); "in-place" shows the score on the screen with Play Again.
   */
  end: "result" | "thankyou" | "in-place";
  /** "resume": progress is kept under the specification's keys and a reload resumes it; "none":
   * nothing is kept and a reload starts again. */
  storage: "resume" | "none";
  /** Next stays disabled until an option is chosen; otherwise it is pressable and does nothing. */
  nextNeedsChoice: boolean;
  /** The landing the test starts from: the result's "Practise again" leads back to it. */
  landing?: string;
  /**
   * A practice mode whose start screen offers "move on by itself" or "stay until I press Next"
   * (issue 69 point 1, decision 0492): the student's choice is applied when the quiz starts.
   */
  pace?: boolean;
}

// The specification's constants (section 9), one object per kind of screen.
/** A scored test that reveals the key for 2 s and ends on /result, its progress kept. */
const toResult = (
  secondsPerQuestion: number,
  timerLabel: TimerLabel,
  landing: string,
): ScreenConfig => ({
  // Practice: Skip leaves a question for later (issue 69 point 2, decision 0493).
  quiz: { secondsPerQuestion, revealMs: 2000, scoring: true, skippable: true },
  timerLabel,
  end: "result",
  storage: "resume",
  nextNeedsChoice: true,
  landing,
  pace: true,
});

export const ENTRANCE_QUIZ = toResult(60, "timeLeft", "/csit/entrance-preparation");

export const YEAR_PAPER = toResult(60, "remainingTime", "/csit/entrance-preparation");

export const SUBJECT_PRACTICE: ScreenConfig = YEAR_PAPER;

/** The +2 Science test keeps the specification's rules: its reveal always moves on after 2 s. */
const categoryTest = toResult(30, "remainingTime", "/plus-2-science/entrance-preparation");
export const CATEGORY_TEST: ScreenConfig = {
  ...categoryTest,
  quiz: { ...categoryTest.quiz, skippable: false },
  pace: false,
};

/** Practice drawn from the student's history (weak topics, review of missed questions): like a year paper. */
export const FROM_HISTORY: ScreenConfig = YEAR_PAPER;

/** The +2 exams: no key shown, nothing scored, a thank-you at the end. */
export const PLUS_TWO_EXAM: ScreenConfig = {
  quiz: { secondsPerQuestion: 60, revealMs: null, scoring: false },
  timerLabel: "remainingTime",
  end: "thankyou",
  storage: "resume",
  nextNeedsChoice: true,
};

/**
 * The school and entrance units: 30 s, the key for 1 s, the score on the screen. Kept as it goes,
 * so a closed tab opens again at the question with the answers given (issue 64 point 4).
 */
export const UNIT_QUIZ: ScreenConfig = {
  // Spec: "On reaching 0, or on Next with an option chosen, the answer is checked".
  quiz: {
    secondsPerQuestion: 30,
    revealMs: 1000,
    scoring: true,
    checkChoiceOnTimeout: true,
    skippable: true,
  },
  timerLabel: "timeLeft",
  end: "in-place",
  storage: "resume",
  nextNeedsChoice: false,
  pace: true,
};
