import { useState } from "react";
import type { Question } from "@tayari/content/question";
import type { QuizConfig } from "@tayari/quiz/machine";
import { useAttemptRecorder, type RecordAs } from "../../progress/use-attempt-recorder";
import { useTimedQuiz } from "../hooks/use-timed-quiz";
import { Countdown } from "./countdown";
import { QuestionCard } from "./question-card";

// Spec section 9: 30 s a question, 1 s after the reveal.
export const UNIT_QUIZ: QuizConfig = {
  secondsPerQuestion: 30,
  revealMs: 1000,
  scoring: true,
  checkChoiceOnTimeout: true,
};

const noop = () => {};

function Running({ questions, record }: { questions: readonly Question[]; record?: RecordAs }) {
  const { state, secondsLeft, choose, submit, restart } = useTimedQuiz({
    questions,
    config: UNIT_QUIZ,
    recordPicks: true,
    persist: false,
    onFinish: noop,
  });
  useAttemptRecorder(record, questions, state, false);
  if (state.phase === "finished") {
    return (
      <div className="unit-complete" role="status">
        <h2>Quiz Completed!</h2>
        <p className="score">
          Your score: {state.score} out of {questions.length}
        </p>
        <button type="button" className="button primary" onClick={restart}>
          Play Again
        </button>
      </div>
    );
  }
  const question = questions[state.index]!;
  return (
    <>
      <div className="quiz-status">
        <Countdown label="Time Left" seconds={secondsLeft} />
        <p className="progress">
          Question {state.index + 1} of {questions.length}
        </p>
      </div>
      <QuestionCard
        question={question}
        number={state.index + 1}
        chosen={state.chosen}
        phase={state.phase}
        reveal
        onChoose={choose}
      />
      <div className="quiz-actions">
        {/* Next does nothing without a choice (the specification); expiry still moves on. */}
        <button
          type="button"
          className="button primary"
          onClick={submit}
          disabled={state.phase !== "answering"}
        >
          Next
        </button>
      </div>
    </>
  );
}

/** The unit quiz of school and entrance units: Start Quiz, 30 s a question, a score at the end. */
export function UnitQuiz({
  name,
  questions,
  record,
}: {
  name: string;
  questions: readonly Question[];
  record?: RecordAs;
}) {
  const [started, setStarted] = useState(false);
  return (
    <section className="quiz page" aria-labelledby="unit-title">
      <h1 id="unit-title">Unit: {name}</h1>
      {questions.length === 0 ? (
        <p>No questions available!</p>
      ) : started ? (
        <Running questions={questions} record={record} />
      ) : (
        <>
          <p className="quiz-info">
            {questions.length} questions, 30 seconds each. The answer is shown after each question.
          </p>
          <button type="button" className="button primary" onClick={() => setStarted(true)}>
            Start Quiz
          </button>
        </>
      )}
    </section>
  );
}
