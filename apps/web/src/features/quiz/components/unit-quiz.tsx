import { useMemo, useState } from "react";
import type { Question } from "@tayari/contracts/question";
import { shuffleOptions } from "@tayari/quiz/shuffle";
import { ReviewList } from "../../../components/question/review-list";
import { PaceChoice } from "../../../components/sitting/pace-choice";
import { SittingFrame } from "../../../components/sitting/sitting-frame";
import { contentLanguage } from "../../../lib/i18n";
import { useStartInSlices } from "../../../lib/use-start-in-slices";
import type { RecordAs } from "../../progress";
import { attemptSeed, hasProgress, startFresh } from "../attempt-storage";
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
  // The unit's quiz in this browser's storage: a closed tab opens again at the question, with the
  // answers given and the clock computed from its stored start (issue 64 point 4).
  const attemptId = `unit:${record ? `${record.mode}:${record.source}` : name}`;
  // Each start shows the options in its own order (decision 69); Play Again and a resume keep it.
  const [seed, setSeed] = useState<number | null>(null);
  const [starting, start] = useStartInSlices();
  // Also once the questions arrive after the page's first screen (decision 294).
  if (seed === null && questions.length > 0 && hasProgress(attemptId)) setSeed(attemptSeed());
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
          <PaceChoice revealMs={UNIT_QUIZ.quiz.revealMs ?? 0} />
          <button
            type="button"
            className="button primary"
            disabled={coming !== undefined || starting}
            onClick={() =>
              start(() => {
                startFresh(attemptId);
                setSeed(attemptSeed());
              })
            }
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
