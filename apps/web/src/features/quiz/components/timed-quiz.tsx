import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Question } from "@tayari/content/question";
import type { QuizConfig, QuizState } from "@tayari/quiz/machine";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { saveAttemptReview } from "../../../lib/attempt-review";
import { useTimedQuiz } from "../hooks/use-timed-quiz";
import { Countdown } from "./countdown";
import { QuestionCard } from "./question-card";

export interface TimedQuizProps {
  /** The screen's title, kept with the attempt's review. */
  title: string;
  questions: readonly Question[];
  config: QuizConfig;
  timerLabel: string;
  /** Scored screens go to /result with a review; the +2 exams go to /thankyou. */
  end: "result" | "thankyou";
  /** The landing the test starts from: the result's "Practise again" leads back to it. */
  landing?: string;
  /** Fetches the end screen's code while the student works, so finishing never waits on the network. */
  preloadEnd?: () => unknown;
}

/** Every timed screen: the engine configured, the question shown, the keyboard wired. */
export function TimedQuiz({
  title,
  questions,
  config,
  timerLabel,
  end,
  landing,
  preloadEnd,
}: TimedQuizProps) {
  useEffect(() => {
    void Promise.resolve(preloadEnd?.()).catch(() => {});
  }, [preloadEnd]);
  const navigate = useNavigate();
  const scored = end === "result";
  const onFinish = useCallback(
    (state: QuizState) => {
      if (scored) {
        saveAttemptReview({
          title,
          landing,
          questions: questions.map((q, i) => ({
            question: q.question,
            options: q.options,
            answer: q.answer,
            explanation: q.explanation,
            pick: state.picks[i] ?? null,
          })),
        });
      }
      navigate(scored ? "/result" : "/thankyou", { replace: true });
    },
    [navigate, questions, scored, title, landing],
  );
  const { state, secondsLeft, choose, submit, finishNow } = useTimedQuiz({
    questions,
    config,
    recordPicks: scored,
    onFinish,
  });
  const question = questions[state.index];
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const unanswered = state.picks.filter((pick) => pick === null).length;

  // A new question starts at its top (a long one would otherwise open where the last was scrolled).
  const shownIndex = useRef(state.index);
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    window.scrollTo({ top: 0 });
  }, [state.index]);

  // A-E or 1-5 choose an option; Enter presses Next. Attached in the same commit that shows the
  // question (a layout effect), so a key pressed the moment it appears is never lost.
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        !question ||
        state.phase !== "answering" ||
        // Keys pressed in a dialog (Finish now, Logout) are the dialog's.
        (event.target instanceof Element && event.target.closest("dialog"))
      )
        return;
      const key = event.key.toUpperCase();
      const index = /^[A-E]$/.test(key)
        ? key.charCodeAt(0) - 65
        : /^[1-5]$/.test(key)
          ? Number(key) - 1
          : -1;
      if (index >= 0 && index < question.options.length) {
        event.preventDefault();
        choose(question.options[index]!);
      } else if (event.key === "Enter" && state.chosen !== null) {
        event.preventDefault();
        submit();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [question, state.phase, state.chosen, choose, submit]);

  if (!question) return null;
  return (
    <>
      <div className="quiz-status">
        <Countdown label={timerLabel} seconds={secondsLeft} />
        <p className="progress">
          Question {state.index + 1} of {questions.length}
        </p>
      </div>
      <QuestionCard
        question={question}
        number={state.index + 1}
        chosen={state.chosen}
        phase={state.phase}
        reveal={config.revealMs !== null}
        onChoose={choose}
      />
      {state.phase === "revealed" && config.revealMs !== null ? (
        <p className={`reveal-note ${state.outcome ?? ""}`} role="status">
          {state.outcome === "correct"
            ? "Correct!"
            : state.outcome === "timeout"
              ? `Time is up. The answer is: ${question.answer}`
              : `Incorrect. The answer is: ${question.answer}`}
        </p>
      ) : null}
      <div className="quiz-actions">
        <button
          type="button"
          className="button primary"
          onClick={submit}
          disabled={state.chosen === null || state.phase !== "answering"}
        >
          Next
        </button>
        {scored ? (
          <button type="button" className="button" onClick={() => setConfirmingFinish(true)}>
            Finish now
          </button>
        ) : null}
        <p className="hint keys-hint">Keys: A–E or 1–5 to choose, Enter for Next.</p>
      </div>
      {scored ? (
        <ConfirmDialog
          open={confirmingFinish}
          title="Finish the test now?"
          confirmLabel="Finish now"
          cancelLabel="Keep going"
          onConfirm={() => {
            setConfirmingFinish(false);
            finishNow();
          }}
          onCancel={() => setConfirmingFinish(false)}
        >
          <p>
            {unanswered === 1
              ? "1 question is unanswered."
              : `${unanswered} questions are unanswered.`}{" "}
            Your result counts only what you have answered.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
