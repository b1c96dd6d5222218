import { isCorrect } from "./answer";
import { remainingSeconds } from "./timer";

export type Phase = "answering" | "revealed" | "finished";
export type Outcome = "correct" | "incorrect" | "timeout";

export interface QuizConfig {
  secondsPerQuestion: number;
  /** How long the key stays shown before moving on; null moves on at once (the +2 exams). */
  revealMs: number | null;
  scoring: boolean;
  /**
   * The unit quiz checks an option that is chosen but not yet submitted when time runs out
   * (spec: "On reaching 0, or on Next with an option chosen, the answer is checked"); the timed
   * tests lock without scoring.
   */
  checkChoiceOnTimeout?: boolean;
  /**
   * "Stay until I press Next" (issue 69 point 1, decision 0492): every reveal waits for Next, as if
   * each question were held; the student's choice on a practice mode's start screen.
   */
  revealUntilNext?: boolean;
  /**
   * Practice modes offer Skip (issue 69 point 2, decision 0493): the question is left unanswered
   * and comes back once, after the last one, before the attempt ends.
   */
  skippable?: boolean;
}

export interface QuizState {
  /** Equals the number of questions once finished. */
  index: number;
  phase: Phase;
  chosen: string | null;
  startTime: number;
  revealedAt: number | null;
  outcome: Outcome | null;
  score: number;
  /** The submitted option per question (null: timed out or not reached), for the review. */
  picks: Array<string | null>;
  /**
   * The student holds this question's reveal (Hold, decision 121): it stays on screen until Next
   * instead of moving on after `revealMs`. Asked before or during the reveal; a new question
   * starts without it.
   */
  held?: boolean;
  /** Questions skipped on the way through, in order: each comes back once after the last one. */
  skipped?: number[];
  /** On the way back through the skipped questions: a Skip now leaves the question unanswered. */
  returning?: boolean;
}

export type QuizEvent =
  | { type: "choose"; option: string }
  | { type: "submit"; now: number }
  | { type: "tick"; now: number }
  | { type: "restart"; now: number }
  /** "Finish now": ends the attempt with what was answered; the question on screen stays unanswered. */
  | { type: "finish" }
  /** Hold (or release) this question's reveal: it waits for Next instead of moving on by itself. */
  | { type: "hold" }
  /** Next on a held reveal: moves on now. */
  | { type: "next"; now: number }
  /** Skip: the question stays unanswered and, the first time, comes back before the end. */
  | { type: "skip"; now: number };

const PHASES: readonly Phase[] = ["answering", "revealed", "finished"];
const OUTCOMES: readonly Outcome[] = ["correct", "incorrect", "timeout"];

export function startQuiz(now: number, total: number): QuizState {
  return {
    index: 0,
    phase: total > 0 ? "answering" : "finished",
    chosen: null,
    startTime: now,
    revealedAt: null,
    outcome: null,
    score: 0,
    picks: Array.from({ length: total }, () => null),
  };
}

/** Where the student goes after this question: on in order, then back to the skipped ones. */
function nextPlace(state: QuizState, total: number) {
  const skipped = state.skipped ?? [];
  if (!state.returning && state.index + 1 < total) {
    return { index: state.index + 1, skipped, returning: false };
  }
  if (skipped.length > 0) return { index: skipped[0]!, skipped: skipped.slice(1), returning: true };
  return { index: total, skipped, returning: state.returning === true };
}

function advance(state: QuizState, now: number, total: number): QuizState {
  const { index, skipped, returning } = nextPlace(state, total);
  // A hold is for the question it was asked on.
  const { held: _held, skipped: _skipped, returning: _returning, ...rest } = state;
  return {
    ...rest,
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(returning ? { returning } : {}),
    index,
    phase: index >= total ? "finished" : "answering",
    chosen: null,
    startTime: now,
    revealedAt: null,
    outcome: null,
  };
}

/** Locks the current question with `pick` submitted (null when time ran out). */
function lock(
  state: QuizState,
  pick: string | null,
  config: QuizConfig,
  answers: readonly string[],
  now: number,
): QuizState {
  const answer = answers[state.index];
  const correct = answer !== undefined && isCorrect(pick, answer);
  const locked: QuizState = {
    ...state,
    // A timed-out question shows only its key, not an option that was never submitted.
    chosen: pick,
    score: state.score + (config.scoring && correct ? 1 : 0),
    picks: state.picks.map((p, i) => (i === state.index ? pick : p)),
  };
  if (config.revealMs === null) return advance(locked, now, answers.length);
  return {
    ...locked,
    phase: "revealed",
    revealedAt: now,
    outcome: pick === null ? "timeout" : correct ? "correct" : "incorrect",
  };
}

/** A reveal that stays on screen until Next: held by the student, or every reveal of the screen. */
export const waitsForNext = (state: QuizState, config: QuizConfig): boolean =>
  state.phase === "revealed" && (state.held === true || config.revealUntilNext === true);

const expired = (state: QuizState, config: QuizConfig, now: number) =>
  remainingSeconds(state.startTime, now, config.secondsPerQuestion) <= 0;

/**
 * Every transition of a timed screen. Each event moves at most one step, so a tick after a long
 * absence locks or advances one question and the next one starts then. Events that do not apply
 * return the same object so React can skip the render.
 */
export function reduce(
  state: QuizState,
  event: QuizEvent,
  config: QuizConfig,
  answers: readonly string[],
): QuizState {
  switch (event.type) {
    case "choose":
      if (state.phase !== "answering" || state.chosen === event.option) return state;
      return { ...state, chosen: event.option };
    case "submit":
      if (state.phase !== "answering" || state.chosen === null) return state;
      // The question locks at 0; a Next that lands after that (before the tick) is too late.
      if (expired(state, config, event.now)) return lock(state, null, config, answers, event.now);
      return lock(state, state.chosen, config, answers, event.now);
    case "tick":
      if (state.phase === "answering") {
        if (expired(state, config, event.now)) {
          return lock(
            state,
            config.checkChoiceOnTimeout ? state.chosen : null,
            config,
            answers,
            event.now,
          );
        }
        // A start in the future (the clock moved back) counts as starting now, so the question
        // still lasts its full time instead of until that future moment.
        if (state.startTime > event.now) return { ...state, startTime: event.now };
        return state;
      }
      if (state.phase === "revealed") {
        const revealedAt = Math.min(state.revealedAt ?? event.now, event.now);
        if (!waitsForNext(state, config) && event.now - revealedAt >= (config.revealMs ?? 0)) {
          return advance(state, event.now, answers.length);
        }
        return revealedAt === state.revealedAt ? state : { ...state, revealedAt };
      }
      return state;
    case "restart":
      return startQuiz(event.now, answers.length);
    case "finish":
      if (state.phase === "finished") return state;
      return { ...state, index: answers.length, phase: "finished", chosen: null, outcome: null };
    case "hold":
      // Only a screen that reveals has anything to hold; one that stays until Next holds them all.
      if (state.phase === "finished" || config.revealMs === null || config.revealUntilNext) {
        return state;
      }
      return { ...state, held: !state.held };
    case "next":
      if (state.phase !== "revealed" || !waitsForNext(state, config)) return state;
      return advance(state, event.now, answers.length);
    case "skip": {
      if (state.phase !== "answering" || !config.skippable) return state;
      // Skipped on the way through: it comes back once; on the way back: left unanswered.
      const skipped = state.returning ? state.skipped : [...(state.skipped ?? []), state.index];
      return advance(
        { ...state, ...(skipped && skipped.length > 0 ? { skipped } : {}) },
        event.now,
        answers.length,
      );
    }
  }
}

/**
 * Whole seconds left to show, 0..secondsPerQuestion. While the key is shown the clock stands still
 * at the moment of the reveal; once finished it reads 0.
 */
export function remaining(state: QuizState, config: QuizConfig, now: number): number {
  if (state.phase === "finished") return 0;
  const at = state.phase === "revealed" ? Math.min(state.revealedAt ?? now, now) : now;
  return Math.max(0, remainingSeconds(state.startTime, at, config.secondsPerQuestion));
}

/** When the next automatic transition is due, so a screen can set one timeout for exactly then. */
export function nextDeadline(state: QuizState, config: QuizConfig): number | null {
  if (state.phase === "answering") return state.startTime + config.secondsPerQuestion * 1000;
  if (state.phase === "revealed") {
    return waitsForNext(state, config)
      ? null
      : (state.revealedAt ?? state.startTime) + (config.revealMs ?? 0);
  }
  return null;
}

/** Whether the question on screen is the attempt's last: none after it in order, none skipped. */
export function isLast(state: QuizState, total: number): boolean {
  if ((state.skipped ?? []).length > 0) return false;
  return state.returning === true || state.index === total - 1;
}

/** How many skipped questions wait to come back. */
export const skippedCount = (state: QuizState): number => (state.skipped ?? []).length;

/** The attempt's first question, at its start (not a skipped first question come back). */
export const isFreshStart = (state: QuizState): boolean =>
  state.index === 0 && state.phase === "answering" && state.returning !== true;

const isIndex = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * A state read back from browser storage, or null when anything is missing, mistyped, out of
 * range or inconsistent: corrupted storage starts the quiz afresh instead of crashing a screen.
 * Timestamps in the future count as now (see `remainingSeconds`).
 */
export function sanitizeState(candidate: unknown, total: number, now: number): QuizState | null {
  if (typeof candidate !== "object" || candidate === null) return null;
  const c = candidate as Record<string, unknown>;
  const { index, phase, chosen, startTime, revealedAt, outcome, score, picks, skipped, returning } =
    c;
  if (!isIndex(index, 0, total)) return null;
  if (returning !== undefined && typeof returning !== "boolean") return null;
  // Skipped questions: distinct, before the current one on the way through, and unanswered.
  const skippedOk =
    skipped === undefined ||
    (Array.isArray(skipped) &&
      new Set(skipped).size === skipped.length &&
      skipped.every(
        (i) =>
          isIndex(i, 0, total - 1) &&
          (returning === true || (i as number) < (index as number)) &&
          Array.isArray(picks) &&
          picks[i as number] === null,
      ));
  if (!skippedOk) return null;
  if (!PHASES.includes(phase as Phase)) return null;
  if ((phase === "finished") !== (index === total)) return null;
  if (chosen !== null && typeof chosen !== "string") return null;
  if (!isTime(startTime)) return null;
  if (phase === "revealed") {
    if (!isTime(revealedAt) || !OUTCOMES.includes(outcome as Outcome)) return null;
  } else if (revealedAt !== null || outcome !== null) {
    return null;
  }
  // On the way back the questions after this one have been answered already.
  if (!isIndex(score, 0, returning === true ? total : Math.min(index + 1, total))) return null;
  if (!Array.isArray(picks) || picks.length !== total) return null;
  if (!picks.every((p) => p === null || typeof p === "string")) return null;
  return {
    index,
    phase: phase as Phase,
    chosen,
    startTime: Math.min(startTime, now),
    revealedAt: revealedAt === null ? null : Math.min(revealedAt as number, now),
    outcome: outcome as Outcome | null,
    score,
    picks: [...(picks as Array<string | null>)],
    ...(Array.isArray(skipped) && skipped.length > 0
      ? { skipped: [...(skipped as number[])] }
      : {}),
    ...(returning === true ? { returning } : {}),
  };
}

/** What a screen keeps of an attempt between page loads, as read back (so: unchecked). */
export interface SavedProgress {
  index: unknown;
  startTime: unknown;
  score: unknown;
  /** The submitted option per question, null where none was submitted. */
  picks: ReadonlyArray<unknown>;
  /** The skipped questions waiting to come back, and whether the student is on the way back. */
  skipped?: unknown;
  returning?: unknown;
}

/**
 * Resumes an attempt from what a screen saved, or null (start afresh) when it does not fit these
 * questions. A question with a saved pick was reloaded during its reveal: it is revealed again,
 * judged by the same rule, and moves on after the usual delay. Picks past the current question
 * cannot belong to this attempt and are dropped.
 */
export function resumeState(
  saved: SavedProgress,
  answers: readonly string[],
  now: number,
): QuizState | null {
  const { index, startTime, score } = saved;
  if (!isIndex(index, 0, answers.length - 1)) return null;
  const returning = saved.returning === true;
  // On the way back through skipped questions, the later ones were answered already.
  const picks = saved.picks.map((pick, i) => (i <= index || returning ? pick : null));
  const pick = picks[index];
  const revealed = typeof pick === "string";
  return sanitizeState(
    {
      index,
      phase: revealed ? "revealed" : "answering",
      chosen: revealed ? pick : null,
      startTime,
      revealedAt: revealed ? now : null,
      outcome: revealed ? (isCorrect(pick, answers[index]!) ? "correct" : "incorrect") : null,
      score,
      picks,
      ...(Array.isArray(saved.skipped) && saved.skipped.length > 0
        ? { skipped: saved.skipped }
        : {}),
      ...(returning ? { returning } : {}),
    },
    answers.length,
    now,
  );
}
