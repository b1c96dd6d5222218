import { lazy, memo, Suspense, useLayoutEffect, type ReactNode } from "react";
import type { MathTrees } from "@tayari/contracts/math";
import type { Figure } from "@tayari/contracts/question";
import { contentLanguage } from "../../lib/i18n";
import { optionLetter } from "../../lib/letters";
import { useMessages } from "./messages";
import { loadedPassageView, loadPassageView, usePassage } from "./passages";
import { drawsTheSame, QuestionFigure, QuestionText } from "./question-text";
import type { Outcome } from "./review-sections";

/**
 * What a screen knows of a question. The key and the explanation are needed only to reveal them:
 * a scholarship exam's paper has neither while it runs.
 */
export interface ShownQuestion {
  question: string;
  /** Drawn in the order given, lettered A, B, C... by position: a shuffled order is shown as is. */
  options: readonly string[];
  math?: MathTrees | undefined;
  figure?: Figure | undefined;
  answer?: string | undefined;
  /**
   * Where an examiner's key correction accepts several options (issue 44): each of them reads
   * "Correct" when revealed. Empty: the question was dropped, so no option is marked.
   */
  accepted?: readonly string[] | undefined;
  explanation?: string | undefined;
  /** The passage it stands on (decision 174), found among the screen's `PassagesProvider`. */
  passage?: string | undefined;
}

/**
 * choosing: the student may pick (or change) an option.
 * locked: the options show, with the pick, but cannot be changed; the key stays hidden.
 * revealed: the key reads "Correct" and a wrong pick "Incorrect", each with an icon.
 */
export type QuestionMode = "choosing" | "locked" | "revealed";

// The classes the journeys and the style sheet know: picked, correct, incorrect.
type OptionState = "plain" | "picked" | "correct" | "incorrect";

/** A tick, a cross or a dash; the words beside it say the same, so colour is never the only sign. */
export function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  return (
    <svg className="mark-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={
          outcome === "right"
            ? "M2.5 8.5l3.5 3.5 7.5-8"
            : outcome === "wrong"
              ? "M3.5 3.5l9 9m0-9l-9 9"
              : "M3.5 8h9"
        }
      />
    </svg>
  );
}

export interface QuestionViewProps {
  question: ShownQuestion;
  mode: QuestionMode;
  /** The option the student picked (its text), or null. */
  pick: string | null;
  /**
   * Given: the options are radio inputs (a question being answered), in a fieldset whose legend
   * is the stem. Not given: a static card (a review or a preview).
   */
  onPick?: (option: string) => void;
  /** The radio group's name; one per question on the page. */
  name?: string;
  /** Shown before the stem ("3."). */
  number?: number;
  /** Before the stem, inside the legend or the card's head: a review's verdict, a "Flagged" marker. */
  marker?: ReactNode;
  /** The words beside the pick on a static card: "Your answer", or the examiner's "Candidate's answer". */
  pickLabel?: string;
  /** After the options: a review's explanation, a screen's own line (the exam's "Saved"). */
  children?: ReactNode;
}

/**
 * The one way a question is drawn, on every screen (practice, the exam sitting, every review, the
 * examiner's previews): the stem with its code, maths and figure, then the lettered options in the
 * state the screen is in. Reviews and previews add the verdict and the explanation (review-list.tsx).
 * A question on a passage has the passage drawn above it (passage-view.tsx).
 * Memoised: a timed screen renders every second for its countdown, and the question (its maths
 * drawn again each time) need not render with it.
 */
export const QuestionView = memo(function QuestionView({
  question,
  mode,
  pick,
  onPick,
  name,
  number,
  marker,
  pickLabel,
  children,
}: QuestionViewProps) {
  const passage = usePassage(question.passage);
  const stem = (
    <>
      {marker}
      {number !== undefined ? <span className="question-number">{number}.</span> : null}{" "}
      <span className="question-text" lang={contentLanguage(question.question)}>
        <QuestionText text={question.question} math={question.math} />
      </span>
    </>
  );
  const body = (
    <>
      <QuestionFigure figure={question.figure} />
      <OptionList
        question={question}
        mode={mode}
        pick={pick}
        onPick={onPick}
        name={name}
        pickLabel={pickLabel}
      />
      {children}
    </>
  );
  const view = onPick ? (
    <fieldset className="question-view" disabled={mode !== "choosing"}>
      <legend>{stem}</legend>
      {body}
    </fieldset>
  ) : (
    <div className="question-view">
      <div className="question-stem">{stem}</div>
      {body}
    </div>
  );
  const Loaded = loadedPassageView()?.PassageView;
  return passage ? (
    <div className="question-on-passage">
      {Loaded ? (
        <Loaded passage={passage} folded={mode === "revealed"} />
      ) : (
        <Suspense fallback={null}>
          <LazyPassageView passage={passage} folded={mode === "revealed"} />
        </Suspense>
      )}
      {view}
    </div>
  ) : (
    view
  );
});

function OptionList({
  question,
  mode,
  pick,
  onPick,
  name,
  pickLabel,
}: Pick<QuestionViewProps, "question" | "mode" | "pick" | "onPick" | "name" | "pickLabel">) {
  const revealed = mode === "revealed" && question.answer !== undefined;
  return (
    <ol className="options">
      {question.options.map((option, i) => {
        const picked = option === pick;
        const right = question.accepted
          ? question.accepted.includes(option)
          : option === question.answer;
        const state: OptionState = revealed
          ? right
            ? "correct"
            : picked
              ? "incorrect"
              : "plain"
          : picked
            ? "picked"
            : "plain";
        return (
          <OptionItem
            key={`${i}:${option}`}
            option={option}
            index={i}
            state={state}
            math={question.math}
            onPick={onPick}
            name={name}
            picked={picked}
            disabled={mode !== "choosing"}
            pickLabel={pickLabel}
          />
        );
      })}
    </ol>
  );
}

interface OptionItemProps {
  option: string;
  index: number;
  state: OptionState;
  math: MathTrees | undefined;
  onPick: ((option: string) => void) | undefined;
  name: string | undefined;
  picked: boolean;
  disabled: boolean;
  pickLabel: string | undefined;
}

/** The same option drawn the same way: its formulas compared as QuestionText compares them. */
const sameOption = (a: OptionItemProps, b: OptionItemProps) =>
  (Object.keys(b) as (keyof OptionItemProps)[]).every(
    (key) => key === "math" || Object.is(a[key], b[key]),
  ) && drawsTheSame({ text: a.option, math: a.math }, { text: b.option, math: b.math });

/**
 * One option. Memoised (decision 0522): a pick draws again the option it leaves and the one it
 * takes, not every option of the question.
 */
const OptionItem = memo(function OptionItem({
  option,
  index,
  state,
  math,
  onPick,
  name,
  picked,
  disabled,
  pickLabel,
}: OptionItemProps) {
  const { t } = useMessages();
  const body = (
    <>
      <span className="option-letter">{optionLetter(index)}</span>
      <span className="option-text" lang={contentLanguage(option)}>
        <QuestionText text={option} math={math} />
      </span>
      {state === "correct" || state === "incorrect" ? (
        <span className="mark">
          <OutcomeIcon outcome={state === "correct" ? "right" : "wrong"} />
          {t(state)}
        </span>
      ) : null}
      {/* A static card has no checked radio to show the pick. */}
      {!onPick && picked ? <span className="mark pick">{pickLabel ?? t("yourAnswer")}</span> : null}
    </>
  );
  return (
    <li className={`option ${state}`}>
      {onPick ? (
        <label className="option-box">
          <input
            type="radio"
            name={name}
            value={option}
            checked={picked}
            onChange={() => onPick(option)}
            disabled={disabled}
          />
          {body}
        </label>
      ) : (
        <div className="option-box">{body}</div>
      )}
    </li>
  );
}, sameOption);

// Loaded only for a question on a passage (decision 174): most quizzes have none. Drawn at once
// when its code is here (the screen's provider fetched it), else as soon as it arrives.
const LazyPassageView = lazy(() => loadPassageView().then((m) => ({ default: m.PassageView })));

// The keys live beside the view (not in a file of their own) so the build ships them in its chunk:
// every screen that takes keys draws its question with the view.
const keyToIndex = (key: string) =>
  /^[A-E]$/.test(key) ? key.charCodeAt(0) - 65 : /^[1-5]$/.test(key) ? Number(key) - 1 : -1;

/**
 * The keys of every timed screen: A-E or 1-5 pick the option at that position, Enter goes on, H
 * holds a practice question's reveal. Attached in the same commit that shows the question (a
 * layout effect), so a key pressed the moment it appears is never lost. Keys pressed in a dialog
 * (Finish now, Logout) are the dialog's.
 */
export function useOptionKeys({
  options,
  enabled,
  onPick,
  onEnter,
  onHold = null,
}: {
  options: readonly string[] | undefined;
  /** False while the question is locked or revealed: the letters and digits pick nothing. */
  enabled: boolean;
  onPick: (option: string) => void;
  /** Enter's action, or null while Enter should do nothing (no option chosen yet). */
  onEnter: (() => void) | null;
  /** H's action (a screen that reveals the key), or null. */
  onHold?: (() => void) | null;
}) {
  useLayoutEffect(() => {
    if (!options || !(enabled || onEnter || onHold)) return;
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest("dialog")) return;
      const key = event.key.toUpperCase();
      const index = enabled ? keyToIndex(key) : -1;
      const action =
        index >= 0 && index < options!.length
          ? () => onPick(options![index]!)
          : event.key === "Enter"
            ? onEnter
            : key === "H"
              ? onHold
              : null;
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [options, enabled, onPick, onEnter, onHold]);
}
