import { useCallback, useMemo, useState } from "react";
import { palette, summarize } from "@tayari/quiz/paper";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { PaperClock } from "../../../components/sitting/paper-clock";
import { FinishDialog } from "../../../components/sitting/finish-dialog";
import { SittingFrame, SittingNav, SittingStatus } from "../../../components/sitting/sitting-frame";
import { useQuestionTop } from "../../../components/sitting/use-question-top";
import { useOnline } from "../../../lib/use-online";
import { useMessages } from "../messages";
import type { Sitting } from "../sitting";
import { useSitting } from "../use-sitting";
import { PaletteDialog, SummaryLine } from "./palette";

/**
 * The paper as the real entrance is sat: one clock for the whole paper, always in sight (pinned
 * under the top bar with the palette's button); Previous and Next without an answer; a flag; the
 * palette of every number; the summary before submitting. No key or explanation is shown.
 */
export function PaperScreen({
  title,
  sitting: initial,
  signedIn,
  onEnded,
}: {
  title: string;
  sitting: Sitting;
  signedIn: boolean;
  onEnded: (sitting: Sitting) => void;
}) {
  const { t } = useMessages();
  const online = useOnline();
  const { state, secondsLeft, act } = useSitting(initial, signedIn, onEnded);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { questions } = initial;
  const index = state.current;
  const question = questions[index]!;
  const last = index === questions.length - 1;
  const flagged = state.flags[index] ?? false;
  const pick = state.picks[index] ?? null;

  useQuestionTop(index);

  const choose = useCallback((option: string) => act({ type: "choose", option }), [act]);
  const next = useCallback(() => act({ type: "next" }), [act]);
  useOptionKeys({
    options: question.options,
    enabled: state.finishedAt === null,
    onPick: choose,
    onEnter: last ? null : next,
  });

  // Made again when the paper changes, not each second: the dialogs read them.
  const summary = useMemo(() => summarize(state), [state]);
  const entries = useMemo(() => palette(state), [state]);
  const askSubmit = useCallback(() => {
    setPaletteOpen(false);
    setConfirming(true);
  }, []);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const previous = useCallback(() => act({ type: "previous" }), [act]);
  const flag = useCallback(() => act({ type: "flag" }), [act]);
  const clear = useCallback(() => act({ type: "clear" }), [act]);
  // The strip and the buttons are made again only when what they show changes (as the timed
  // quiz's, decision 0522): a pick draws the question, Clear and the palette's counts.
  const total = questions.length;
  const timeLeftWords = t("timeLeft");
  const openPaletteWords = t("openPalette");
  const status = useMemo(
    () => (
      <SittingStatus
        className="mock-bar"
        clock={<PaperClock label={timeLeftWords} seconds={secondsLeft} />}
        number={index + 1}
        total={total}
      >
        <button
          type="button"
          className="button palette-button"
          aria-haspopup="dialog"
          onClick={openPalette}
        >
          {openPaletteWords}
        </button>
      </SittingStatus>
    ),
    [timeLeftWords, openPaletteWords, secondsLeft, index, total, openPalette],
  );
  // The buttons' words, looked up on each render: the bar is made again in another language.
  const previousWords = t("previous");
  const flagName = flagged ? t("unflag") : t("flag");
  const flagWords = t("flagShort");
  const nextWords = t("next");
  const clearName = t("clearAnswer");
  const clearWords = t("clearShort");
  const submitName = t("submitPaper");
  const submitWords = t("submitShort");
  const first = index === 0;
  const answered = pick !== null;
  const nav = useMemo(
    () => (
      /*
        Every control in the bar kept at the bottom of the screen, in reach of a thumb at 360 px
        in either language: Previous, Flag and Next on one row; Clear under Previous and Submit
        under Next, a cell apart (decision 222). Short words on the buttons, each named in full.
      */
      <SittingNav>
        <button type="button" className="button" disabled={first} onClick={previous}>
          {previousWords}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={flagged}
          aria-label={flagName}
          onClick={flag}
        >
          {flagWords}
        </button>
        <button type="button" className="button primary" disabled={last} onClick={next}>
          {nextWords}
        </button>
        <button
          type="button"
          className="button mock-clear"
          aria-label={clearName}
          disabled={!answered}
          onClick={clear}
        >
          {clearWords}
        </button>
        <button
          type="button"
          className="button mock-submit"
          aria-label={submitName}
          onClick={askSubmit}
        >
          {submitWords}
        </button>
      </SittingNav>
    ),
    [
      first,
      previous,
      previousWords,
      flagged,
      flagName,
      flag,
      flagWords,
      last,
      next,
      nextWords,
      clearName,
      answered,
      clear,
      clearWords,
      submitName,
      askSubmit,
      submitWords,
    ],
  );
  const goTo = useCallback(
    (i: number) => {
      setPaletteOpen(false);
      act({ type: "go", index: i });
    },
    [act],
  );
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  const paletteDialog = useMemo(
    () => (
      <PaletteDialog
        open={paletteOpen}
        entries={entries}
        summary={summary}
        onOpen={goTo}
        onClose={closePalette}
        onSubmit={askSubmit}
      />
    ),
    [paletteOpen, entries, summary, goTo, closePalette, askSubmit],
  );
  const submitTitle = t("submitTitle");
  const submitNow = t("submitNow");
  const keepGoing = t("keepGoing");
  const submitWarning = t("submitWarning");
  const submit = useCallback(() => {
    setConfirming(false);
    act({ type: "submit" });
  }, [act]);
  const cancelSubmit = useCallback(() => setConfirming(false), []);
  const finishDialog = useMemo(
    () => (
      <FinishDialog
        open={confirming}
        title={submitTitle}
        confirmLabel={submitNow}
        cancelLabel={keepGoing}
        summary={<SummaryLine summary={summary} />}
        warning={submitWarning}
        onConfirm={submit}
        onCancel={cancelSubmit}
      />
    ),
    [confirming, submitTitle, submitNow, keepGoing, summary, submitWarning, submit, cancelSubmit],
  );
  return (
    <SittingFrame title={title} className="mock-paper">
      {status}
      {online ? null : (
        <p className="hint mock-offline" role="status">
          {t("offline")}
        </p>
      )}
      <QuestionView
        question={question}
        number={index + 1}
        name={`mock-q${index}`}
        mode="choosing"
        pick={pick}
        onPick={choose}
        marker={flagged ? <span className="flag-marker">{t("flaggedMarker")}</span> : null}
      />
      {nav}
      {paletteDialog}
      {finishDialog}
    </SittingFrame>
  );
}
