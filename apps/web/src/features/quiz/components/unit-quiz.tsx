import { useMemo, useState } from "react";
import type { Question } from "@tayari/contracts/question";
import { newSeed, shuffleOptions } from "@tayari/quiz/shuffle";
import { ReviewList } from "../../../components/question/review-list";
import { SittingFrame } from "../../../components/sitting/sitting-frame";
import { contentLanguage } from "../../../lib/i18n";
import type { RecordAs } from "../../progress";
import { UNIT_QUIZ } from "../configs";
import { useMessages } from "../start-messages";
import { TimedQuiz } from "./timed-quiz";
import { loadResultFigures, UnitEnd } from "./unit-end";

/** The unit quiz of school and entrance units: Start Quiz, 30 s a question, a score at the end. */
export function UnitQuiz({
  name,
  questions,
  coming,
  className,
  record,
}: {
  name: string;
  questions: readonly Question[];
  /**
   * The number of questions while they are on their way (a unit's page drawn from the facts in its
   * HTML, decision 294): the screen they will have, with Start waiting for them.
   */
  coming?: number;
  className?: string;
  record?: RecordAs;
}) {
  const { t, plural } = useMessages();
  // Each start shows the options in its own order (decision 69); Play Again keeps it.
  const [seed, setSeed] = useState<number | null>(null);
  const shown = useMemo(
    () => (seed === null ? questions : shuffleOptions(questions, seed)),
    [questions, seed],
  );
  const recordAs = useMemo(
    () => (record && seed !== null ? { ...record, seed } : undefined),
    [record, seed],
  );
  return (
    <SittingFrame
      className={className}
      title={
        <>
          {t("unitHeading")} <span lang={contentLanguage(name)}>{name}</span>
        </>
      }
    >
      {questions.length === 0 && coming === undefined ? (
        <p>{t("noQuestions")}</p>
      ) : seed !== null ? (
        <TimedQuiz
          title={name}
          questions={shown}
          screen={UNIT_QUIZ}
          record={recordAs}
          preloadEnd={loadResultFigures}
          endInPlace={(finished) => (
            // Under the specification's score and Play Again: which were right, and why.
            <UnitEnd {...finished}>
              <section className="review" aria-labelledby="unit-review-title">
                <h2 id="unit-review-title">{t("reviewTitle")}</h2>
                <ReviewList
                  questions={shown.map((q, i) => ({ ...q, pick: finished.picks[i] ?? null }))}
                />
              </section>
            </UnitEnd>
          )}
        />
      ) : (
        <>
          <p className="quiz-info">{plural("unitInfo", coming ?? questions.length)}</p>
          <button
            type="button"
            className="button primary"
            disabled={coming !== undefined}
            onClick={() => setSeed(newSeed())}
          >
            {t("startQuiz")}
          </button>
          {coming !== undefined ? (
            <>
              {" "}
              <span role="status" className="hint">
                {t("loadingQuestions")}
              </span>
            </>
          ) : null}
        </>
      )}
    </SittingFrame>
  );
}
