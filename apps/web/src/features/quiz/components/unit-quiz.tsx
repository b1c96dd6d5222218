import { useState } from "react";
import type { Question } from "@tayari/contracts/question";
import { contentLanguage } from "../../../lib/i18n";
import type { RecordAs } from "../../progress";
import { UNIT_QUIZ } from "../configs";
import { useMessages } from "../messages";
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
  const { t, plural } = useMessages();
  const [started, setStarted] = useState(false);
  return (
    <section className="quiz page" aria-labelledby="unit-title">
      <h1 id="unit-title">
        {t("unitHeading")} <span lang={contentLanguage(name)}>{name}</span>
      </h1>
      {questions.length === 0 ? (
        <p>{t("noQuestions")}</p>
      ) : started ? (
        <TimedQuiz title={name} questions={questions} screen={UNIT_QUIZ} record={record} />
      ) : (
        <>
          <p className="quiz-info">{plural("unitInfo", questions.length)}</p>
          <button type="button" className="button primary" onClick={() => setStarted(true)}>
            {t("startQuiz")}
          </button>
        </>
      )}
    </section>
  );
}
