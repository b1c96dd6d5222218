import type { Question } from "@tayari/content/question";
import type { QuizState } from "@tayari/quiz/machine";
import {
  STORAGE_KEYS,
  clearAllExceptProfile,
  readJson,
  removeKey,
  writeJson,
} from "../../lib/storage";

/** Which screen the stored progress belongs to; progress of another screen is never resumed here. */
export const ATTEMPT_KEY = "quizAttempt";
/** The option picked on the current question but not yet submitted, so a reload keeps it. */
export const PENDING_CHOICE_KEY = "pendingChoice";

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export function isQuestion(value: unknown): value is Question {
  const q = value as Partial<Question> | null;
  return (
    typeof q === "object" &&
    q !== null &&
    typeof q.id === "number" &&
    typeof q.category === "string" &&
    typeof q.question === "string" &&
    Array.isArray(q.options) &&
    q.options.every((o) => typeof o === "string") &&
    typeof q.answer === "string"
  );
}

/** Starts this screen's attempt unless the stored progress already belongs to it. */
export function claimAttempt(attemptId: string): "fresh" | "resume" {
  if (readJson(ATTEMPT_KEY) === attemptId) return "resume";
  clearAllExceptProfile();
  writeJson(ATTEMPT_KEY, attemptId);
  return "fresh";
}

/** The stored draw (category -> questions) in quota order, or null when absent or corrupted. */
export function readDrawnQuestions(): Question[] | null {
  const stored = readJson(STORAGE_KEYS.categoryQuestions);
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const questions = Object.values(stored as Record<string, unknown>).flatMap((group) =>
    Array.isArray(group) ? group : [null],
  );
  return questions.length > 0 && questions.every(isQuestion) ? questions : null;
}

export function writeDrawnQuestions(byCategory: Array<[string, Question[]]>): void {
  writeJson(STORAGE_KEYS.categoryQuestions, Object.fromEntries(byCategory));
}

export function readSetIndex(count: number): number | null {
  const value = readJson(STORAGE_KEYS.setIndex);
  return isInt(value, 0, count - 1) ? value : null;
}

export function writeSetIndex(index: number): void {
  writeJson(STORAGE_KEYS.setIndex, index);
}

/**
 * Rebuilds the engine state from the specification's keys. Anything missing, of the wrong type or
 * out of range starts the attempt afresh instead of crashing.
 */
export function readProgress(
  questions: readonly Question[],
  now: number,
  recordPicks: boolean,
): QuizState | null {
  const total = questions.length;
  const index = readJson(STORAGE_KEYS.currentQuestionIndex);
  const startTime = readJson(STORAGE_KEYS.startTime);
  if (!isInt(index, 0, total - 1) || typeof startTime !== "number" || !Number.isFinite(startTime))
    return null;
  const storedScore = readJson(STORAGE_KEYS.score);
  const score = isInt(storedScore, 0, index + 1) ? storedScore : 0;
  const selected = readJson(STORAGE_KEYS.selectedOptions);
  const picksById =
    selected && typeof selected === "object" && !Array.isArray(selected)
      ? (selected as Record<string, unknown>)
      : {};
  const picks = questions.map((q, i) => {
    const pick = picksById[String(q.id)];
    return recordPicks && i <= index && typeof pick === "string" ? pick : null;
  });
  const current = questions[index]!;
  const submitted = picks[index] ?? null;
  if (submitted !== null) {
    // Reloaded during the reveal: show it again and move on after the usual delay.
    return {
      index,
      phase: "revealed",
      chosen: submitted,
      startTime,
      revealedAt: now,
      outcome: submitted === current.answer ? "correct" : "incorrect",
      score,
      picks,
    };
  }
  const pending = readJson(PENDING_CHOICE_KEY) as { index?: unknown; option?: unknown } | null;
  const chosen =
    pending?.index === index &&
    typeof pending.option === "string" &&
    current.options.includes(pending.option)
      ? pending.option
      : null;
  return {
    index,
    phase: "answering",
    chosen,
    startTime,
    revealedAt: null,
    outcome: null,
    score,
    picks,
  };
}

export function writeProgress(
  state: QuizState,
  questions: readonly Question[],
  recordPicks: boolean,
  remainingSeconds: number,
): void {
  if (state.phase === "finished") {
    removeKey(STORAGE_KEYS.currentQuestionIndex);
  } else {
    writeJson(STORAGE_KEYS.currentQuestionIndex, state.index);
  }
  writeJson(STORAGE_KEYS.startTime, state.startTime);
  writeJson(STORAGE_KEYS.remainingTime, remainingSeconds);
  if (state.phase === "answering" && state.chosen !== null)
    writeJson(PENDING_CHOICE_KEY, { index: state.index, option: state.chosen });
  else removeKey(PENDING_CHOICE_KEY);
  if (recordPicks) {
    writeJson(STORAGE_KEYS.score, state.score);
    const selected: Record<string, string> = {};
    state.picks.forEach((pick, i) => {
      const id = questions[i]?.id;
      if (pick !== null && id !== undefined) selected[String(id)] = pick;
    });
    writeJson(STORAGE_KEYS.selectedOptions, selected);
  }
}

export function writeFinalScore(score: number, total: number): void {
  writeJson(STORAGE_KEYS.finalScore, score);
  writeJson(STORAGE_KEYS.totalQuestions, total);
}
