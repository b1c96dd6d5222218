import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import type { QuizState } from "@tayari/quiz/machine";
import type { ConfirmDialog as ConfirmDialogType } from "../../../components/ui/confirm-dialog";
import { QuestionText } from "../../../components/question/question-text";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { saveAttemptReview } from "../../../lib/attempt-review";
import { contentLanguage } from "../../../lib/i18n";
import { useAttemptRecorder, type RecordAs } from "../../progress";
import type { ScreenConfig } from "../configs";
import { useTimedQuiz } from "../hooks/use-timed-quiz";
import { useMessages } from "../messages";
import { Countdown } from "./countdown";
import { whenIdle } from "../../../lib/when-idle";
import { nextTask } from "../../../lib/next-task";

// "Finish now?" is asked only when tapped: its code comes once the first question is on screen and
// the browser idle (so it is there offline), not on the way to that question (issue 34).
const loadConfirmDialog = () => import("../../../components/ui/confirm-dialog");

export interface TimedQuizProps {
  /** The screen's title, kept with the attempt's review. */
  title: string;
  questions: readonly Question[];
  screen: ScreenConfig;
  /** Fetches the end screen's code while the student works, so finishing never waits on the network. */
  preloadEnd?: () => unknown;
  /** What a finished attempt of a scored screen is kept as on the student's account. */
  record?: RecordAs;
  /** A screen that ends in place shows this under its score: the review of the picks. */
  endReview?: (picks: ReadonlyArray<string | null>) => ReactNode;
  /**
   * Work for once the first question shows and the browser is idle: the entrance draw's
   * explanations, which its review needs and its first question does not (decision 88).
   */
  completeLater?: (questions: readonly Question[]) => Promise<unknown>;
}

/** The hint with the name printed on the Enter key, marked as English (it stays so in Nepali). */
function keysHint(message: string) {
  const [before = "", after = ""] = message.split("{enter}");
  return (
    <>
      {before}
      <span lang="en">Enter</span>
      {after}
    </>
  );
}

/** Every timed screen: the engine configured by its screen config, the question shown, the keyboard wired. */
export function TimedQuiz({
  title,
  questions,
  screen,
  preloadEnd,
  record,
  endReview,
  completeLater,
}: TimedQuizProps) {
  // The end screen's code is fetched as the first question shows (in the next task, not in the same
  // one as the question's effects), so a test that loses the network still reaches its result where
  // no service worker serves the code.
  useEffect(() => {
    void nextTask()
      .then(() => preloadEnd?.())
      .catch(() => {});
  }, [preloadEnd]);
  const { t, plural } = useMessages();
  const navigate = useNavigate();
  const { end, quiz } = screen;
  const onFinish = useCallback(
    (state: QuizState) => {
      if (end === "in-place") return;
      if (quiz.scoring) {
        saveAttemptReview({
          title,
          landing: screen.landing,
          questions: questions.map((q, i) => ({
            id: q.id,
            question: q.question,
            options: q.options,
            answer: q.answer,
            explanation: q.explanation,
            math: q.math,
            figure: q.figure,
            pick: state.picks[i] ?? null,
          })),
        });
      }
      navigate(`/${end}`, { replace: true });
    },
    [navigate, questions, quiz.scoring, end, title, screen.landing],
  );
  const { state, secondsLeft, choose, submit, finishNow, restart } = useTimedQuiz({
    questions,
    screen,
    onFinish,
  });
  useAttemptRecorder(
    quiz.scoring ? record : undefined,
    questions,
    state,
    screen.storage === "resume",
  );
  const question = questions[state.index];
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const [ConfirmDialog, setConfirmDialog] = useState<typeof ConfirmDialogType | null>(null);
  useEffect(() => whenIdle(() => void loadConfirmDialog().catch(() => {})), []);
  useEffect(
    () =>
      completeLater ? whenIdle(() => void completeLater(questions).catch(() => {})) : undefined,
    [completeLater, questions],
  );
  const unanswered = state.picks.filter((pick) => pick === null).length;
  // Every scored screen can be finished early (decision 0054); the +2 exams are not scored.
  const canFinishEarly = quiz.scoring;

  // A new question starts at its top (a long one would otherwise open where the last was scrolled).
  const shownIndex = useRef(state.index);
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    window.scrollTo({ top: 0 });
  }, [state.index]);

  // A-E or 1-5 choose an option; Enter presses Next once one is chosen.
  useOptionKeys({
    options: question?.options,
    enabled: state.phase === "answering",
    onPick: choose,
    onEnter: state.chosen !== null ? submit : null,
  });

  if (state.phase === "finished" && end === "in-place") {
    return (
      <>
        <div className="unit-complete" role="status">
          <h2>{t("completed")}</h2>
          <p className="score">{t("unitScore", { score: state.score, total: questions.length })}</p>
          <button type="button" className="button primary" onClick={restart}>
            {t("playAgain")}
          </button>
        </div>
        {endReview?.(questions.map((_, i) => state.picks[i] ?? null))}
      </>
    );
  }
  if (!question) return null;
  const revealed = state.phase === "revealed" && quiz.revealMs !== null;
  return (
    <>
      <div className="quiz-status">
        <Countdown label={screen.timerLabel} seconds={secondsLeft} />
        <p className="progress">
          {t("questionOf", { number: state.index + 1, total: questions.length })}
        </p>
      </div>
      <QuestionView
        question={question}
        number={state.index + 1}
        name={`q-${question.id}`}
        pick={state.chosen}
        mode={state.phase === "answering" ? "choosing" : revealed ? "revealed" : "locked"}
        onPick={choose}
      />
      {revealed && screen.revealNote ? (
        <p className={`reveal-note ${state.outcome ?? ""}`} role="status">
          {state.outcome === "correct" ? (
            t("correctNote")
          ) : (
            <>
              {t(state.outcome === "timeout" ? "timeUpNote" : "incorrectNote")} {t("answerIs")}{" "}
              <span lang={contentLanguage(question.answer)}>
                <QuestionText text={question.answer} math={question.math} />
              </span>
            </>
          )}
        </p>
      ) : null}
      <div className="quiz-actions">
        <button
          type="button"
          className="button primary"
          onClick={submit}
          disabled={
            state.phase !== "answering" || (screen.nextNeedsChoice && state.chosen === null)
          }
        >
          {t("next")}
        </button>
        {canFinishEarly ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setConfirmingFinish(true);
              void loadConfirmDialog().then(
                (m) => setConfirmDialog(() => m.ConfirmDialog),
                () => setConfirmingFinish(false),
              );
            }}
          >
            {t("finishNow")}
          </button>
        ) : null}
        <p className="hint keys-hint">{keysHint(t("keysHint"))}</p>
      </div>
      {canFinishEarly && ConfirmDialog ? (
        <ConfirmDialog
          open={confirmingFinish}
          title={t("finishTitle")}
          confirmLabel={t("finishNow")}
          cancelLabel={t("keepGoing")}
          onConfirm={() => {
            setConfirmingFinish(false);
            finishNow();
          }}
          onCancel={() => setConfirmingFinish(false)}
        >
          <p>
            {plural("unanswered", unanswered)} {t("countsAnswered")}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
