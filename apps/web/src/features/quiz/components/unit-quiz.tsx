import { useState } from "react";
import type { Question } from "@tayari/contracts/question";
import type { RecordAs } from "../../progress";
import { UNIT_QUIZ } from "../configs";
import { TimedQuiz } from "./timed-quiz";

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
        <TimedQuiz title={name} questions={questions} screen={UNIT_QUIZ} record={record} />
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
