import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import { skippedCount, waitsForNext, type QuizState } from "@tayari/quiz/machine";
import type { FinishDialog as FinishDialogType } from "../../../components/sitting/finish-dialog";
import { QuestionClock } from "../../../components/sitting/question-clock";
import { SittingNav, SittingStatus } from "../../../components/sitting/sitting-frame";
import { useQuestionTop } from "../../../components/sitting/use-question-top";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { reviewedOf, saveAttemptReview } from "../../../lib/attempt-review";
import { useAttemptRecorder, type RecordAs } from "../../progress";
import type { ScreenConfig } from "../configs";
import { useTimedQuiz } from "../hooks/use-timed-quiz";
import { useAttemptClock } from "../hooks/use-attempt-clock";
import { useMessages } from "../messages";
import { RevealPanel } from "./reveal-panel";
import { whenIdle } from "../../../lib/when-idle";
import { nextTask } from "../../../lib/next-task";
import { readPace } from "../../../lib/storage";

// "Finish now?" is asked only when tapped: its code comes once the first question is on screen and
// the browser idle (so it is there offline), not on the way to that question (issue 34).
const loadFinishDialog = () => import("../../../components/sitting/finish-dialog");
/** A finished attempt as the screen that ends in place shows it. */
export interface InPlaceEnd {
  score: number;
  total: number;
  picks: ReadonlyArray<string | null>;
  seconds: number;
  restart: () => void;
}

export interface TimedQuizProps {
  /** The screen's title, kept with the attempt's review. */
  title: string;
  questions: readonly Question[];
  screen: ScreenConfig;
  /** Fetches the end screen's code while the student works, so finishing never waits on the network. */
  preloadEnd?: () => unknown;
  /** What a finished attempt of a scored screen is kept as on the student's account. */
  record?: RecordAs;
  /**
   * What a screen that ends in place shows once it finishes (the unit quiz's score, Play Again and
   * review: unit-end.tsx). Its code is the unit quiz's, not on the way to the entrance test's first
   * question (issue 50 point 3).
   */
  endInPlace?: (finished: InPlaceEnd) => ReactNode;
  /**
   * Work for once the first question shows and the browser is idle: the entrance draw's
   * explanations, which its review needs and its first question does not (decision 88).
   */
  completeLater?: (questions: readonly Question[]) => Promise<unknown>;
}

/** Every timed screen: the engine configured by its screen config, the question shown, the keyboard wired. */
export function TimedQuiz({
  title,
  questions,
  screen: chosen,
  preloadEnd,
  record,
  endInPlace,
  completeLater,
}: TimedQuizProps) {
  // A practice mode follows the student's pace, as chosen on its start screen when the quiz starts
  // (decision 0492): "stay" keeps every reveal until Next.
  const [stay] = useState(() => chosen.pace === true && readPace() === "stay");
  const screen = useMemo(
    () => (stay ? { ...chosen, quiz: { ...chosen.quiz, revealUntilNext: true } } : chosen),
    [chosen, stay],
  );
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
  // The attempt's time taken, read once it finishes (set below, once the engine's state exists).
  const elapsed = useRef<() => number>(() => 0);
  const onFinish = useCallback(
    (state: QuizState) => {
      if (end === "in-place") return;
      if (quiz.scoring) {
        saveAttemptReview({
          title,
          landing: screen.landing,
          seconds: elapsed.current(),
          questions: questions.map((q, i) => reviewedOf(q, state.picks[i] ?? null)),
        });
      }
      navigate(`/${end}`, { replace: true });
    },
    [navigate, questions, quiz.scoring, end, title, screen.landing],
  );
  const { state, secondsLeft, choose, submit, hold, next, skip, finishNow, restart } = useTimedQuiz(
    {
      questions,
      screen,
      onFinish,
    },
  );
  elapsed.current = useAttemptClock(state, screen.storage === "resume");
  useAttemptRecorder(
    quiz.scoring ? record : undefined,
    questions,
    state,
    screen.storage === "resume",
  );
  const question = questions[state.index];
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const [FinishDialog, setFinishDialog] = useState<typeof FinishDialogType | null>(null);
  useEffect(() => whenIdle(() => void loadFinishDialog().catch(() => {})), []);
  // Explanations that arrive after the first question (decision 88) show at the next reveal, or at
  // the one on screen when they come during it.
  const [, explained] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      completeLater
        ? whenIdle(() => void completeLater(questions).then(explained, () => {}))
        : undefined,
    [completeLater, questions],
  );
  const unanswered = state.picks.filter((pick) => pick === null).length;
  // Every scored screen can be finished early (decision 0054); the +2 exams are not scored.
  const canFinishEarly = quiz.scoring;

  useQuestionTop(state.index);

  // A screen that reveals the key lets the student hold it on screen (decision 121), unless every
  // reveal stays until Next already.
  const reveals = quiz.revealMs !== null;
  const holds = reveals && !stay;
  const waiting = waitsForNext(state, quiz);

  // A-E or 1-5 choose an option; Enter presses Next once one is chosen (or on a held reveal); H holds.
  useOptionKeys({
    options: question?.options,
    enabled: state.phase === "answering",
    onPick: choose,
    onEnter: waiting ? next : state.phase === "answering" && state.chosen !== null ? submit : null,
    onHold: holds && state.phase !== "finished" ? hold : null,
  });

  // The strip and the buttons are made again only when what they show changes (decision 0522): a
  // pick draws the question's options and Next, a second the clock, and nothing else.
  const clockLabel = t(screen.timerLabel);
  const total = questions.length;
  const status = useMemo(
    () => (
      <SittingStatus
        clock={<QuestionClock label={clockLabel} seconds={secondsLeft} />}
        number={state.index + 1}
        total={total}
      />
    ),
    [clockLabel, secondsLeft, state.index, total],
  );
  const openFinish = useCallback(() => {
    setConfirmingFinish(true);
    void loadFinishDialog().then(
      (m) => setFinishDialog(() => m.FinishDialog),
      () => setConfirmingFinish(false),
    );
  }, []);
  const answering = state.phase === "answering";
  const held = state.held === true;
  // The buttons' words, looked up on each render: the nav is made again in another language.
  const [finishNowWords, finishShortWords, holdWords, skipWords, nextWords] = [
    t("finishNow"),
    t("finishShort"),
    t("hold"),
    t("skip"),
    t("next"),
  ];
  const nextDisabled =
    !waiting && (!answering || (screen.nextNeedsChoice && state.chosen === null));
  const nav = useMemo(
    () => (
      <SittingNav hold={holds}>
        {canFinishEarly ? (
          <button type="button" className="button" aria-label={finishNowWords} onClick={openFinish}>
            {finishShortWords}
          </button>
        ) : null}
        {holds ? (
          <button type="button" className="button" aria-pressed={held} onClick={hold}>
            {holdWords}
          </button>
        ) : null}
        {quiz.skippable && answering ? (
          <button type="button" className="button" onClick={skip}>
            {skipWords}
          </button>
        ) : null}
        <button
          type="button"
          className="button primary"
          onClick={waiting ? next : submit}
          disabled={nextDisabled}
        >
          {nextWords}
        </button>
      </SittingNav>
    ),
    [
      finishNowWords,
      finishShortWords,
      holdWords,
      skipWords,
      nextWords,
      holds,
      held,
      canFinishEarly,
      openFinish,
      hold,
      quiz.skippable,
      answering,
      skip,
      waiting,
      next,
      submit,
      nextDisabled,
    ],
  );

  if (state.phase === "finished" && end === "in-place") {
    return (
      endInPlace?.({
        score: state.score,
        total,
        picks: questions.map((_, i) => state.picks[i] ?? null),
        seconds: elapsed.current(),
        restart,
      }) ?? null
    );
  }
  if (!question) return null;
  const revealed = state.phase === "revealed" && quiz.revealMs !== null;
  return (
    <>
      {status}
      {quiz.skippable && (state.returning || skippedCount(state) > 0) ? (
        <p className="hint skipped-note" role="status">
          {state.returning ? t("returningNote") : plural("skippedNote", skippedCount(state))}
        </p>
      ) : null}
      <QuestionView
        question={question}
        number={state.index + 1}
        name={`q-${question.id}`}
        pick={state.chosen}
        mode={answering ? "choosing" : revealed ? "revealed" : "locked"}
        onPick={choose}
      />
      {revealed ? (
        <RevealPanel
          key={state.index}
          question={question}
          outcome={state.outcome}
          note={stay ? "stay" : held ? "held" : null}
        />
      ) : null}
      {nav}
      {canFinishEarly && FinishDialog ? (
        <FinishDialog
          open={confirmingFinish}
          title={t("finishTitle")}
          confirmLabel={t("finishNow")}
          cancelLabel={t("keepGoing")}
          unanswered={unanswered}
          warning={t("countsAnswered")}
          onConfirm={() => {
            setConfirmingFinish(false);
            finishNow();
          }}
          onCancel={() => setConfirmingFinish(false)}
        />
      ) : null}
    </>
  );
}
