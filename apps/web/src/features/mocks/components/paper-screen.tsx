import { useCallback, useEffect, useRef, useState } from "react";
import { palette, summarize } from "@tayari/quiz/paper";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useOnline } from "../../../lib/use-online";
import { useMessages } from "../messages";
import type { Sitting } from "../sitting";
import { useSitting } from "../use-sitting";
import { PaletteDialog, SummaryLine } from "./palette";

/** "1:59:59", "04:05": the time left on the paper's clock. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The name printed on the Enter key stays English in Nepali. */
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

  // A question opens at its top (a long one would otherwise open where the last was scrolled).
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    window.scrollTo({ top: 0 });
  }, [index]);

  const choose = useCallback((option: string) => act({ type: "choose", option }), [act]);
  const next = useCallback(() => act({ type: "next" }), [act]);
  useOptionKeys({
    options: question.options,
    enabled: state.finishedAt === null,
    onPick: choose,
    onEnter: last ? null : next,
  });

  const summary = summarize(state);
  const askSubmit = () => {
    setPaletteOpen(false);
    setConfirming(true);
  };
  return (
    <section className="page quiz mock-paper">
      <header className="quiz-header">
        <h1>{title}</h1>
      </header>
      <div className="quiz-status mock-bar">
        <p
          className={`countdown${secondsLeft <= 300 ? " urgent" : ""}`}
          role="timer"
          aria-label={t("timeLeft")}
        >
          {clock(secondsLeft)}
        </p>
        <p className="progress">
          {t("questionOf", { number: index + 1, total: questions.length })}
        </p>
        <button
          type="button"
          className="button palette-button"
          aria-haspopup="dialog"
          onClick={() => setPaletteOpen(true)}
        >
          {t("openPalette")}
        </button>
      </div>
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
      <div className="quiz-actions mock-actions">
        <button
          type="button"
          className="button"
          disabled={index === 0}
          onClick={() => act({ type: "previous" })}
        >
          {t("previous")}
        </button>
        <button type="button" className="button primary" disabled={last} onClick={next}>
          {t("next")}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={flagged}
          onClick={() => act({ type: "flag" })}
        >
          {flagged ? t("unflag") : t("flag")}
        </button>
        <button
          type="button"
          className="button"
          disabled={pick === null}
          onClick={() => act({ type: "clear" })}
        >
          {t("clearAnswer")}
        </button>
        <button type="button" className="button" onClick={askSubmit}>
          {t("submitPaper")}
        </button>
        <p className="hint keys-hint">{keysHint(t("keysHint"))}</p>
      </div>
      <PaletteDialog
        open={paletteOpen}
        entries={palette(state)}
        summary={summary}
        onOpen={(i) => {
          setPaletteOpen(false);
          act({ type: "go", index: i });
        }}
        onClose={() => setPaletteOpen(false)}
        onSubmit={askSubmit}
      />
      <ConfirmDialog
        open={confirming}
        title={t("submitTitle")}
        confirmLabel={t("submitNow")}
        cancelLabel={t("keepGoing")}
        onConfirm={() => {
          setConfirming(false);
          act({ type: "submit" });
        }}
        onCancel={() => setConfirming(false)}
      >
        <SummaryLine summary={summary} />
        <p>{t("submitWarning")}</p>
      </ConfirmDialog>
    </section>
  );
}
