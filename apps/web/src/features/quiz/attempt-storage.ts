import { storedDrawSchema, type DrawnQuestion } from "../../lib/quiz-schemas";
import { resumeState, type QuizState } from "@tayari/quiz/machine";
import { isSeed, newSeed } from "@tayari/quiz/shuffle";
import {
  STORAGE_KEYS,
  clearAllExceptProfile,
  readJson,
  removeKey,
  writeJson,
} from "../../lib/storage";

export const parseOrNull = (raw: string | null): unknown => {
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
};

/** Which screen the stored progress belongs to; progress of another screen is never resumed here. */
export const ATTEMPT_KEY = "quizAttempt";
/** The option picked on the current question but not yet submitted, so a reload keeps it. */
export const PENDING_CHOICE_KEY = "pendingChoice";
/** The skipped questions waiting to come back, and whether the student is on the way back (decision 0493). */
export const SKIPPED_KEY = "skippedQuestions";

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Starts this screen's attempt, with a new seed, unless the stored progress already belongs to it. */
export function claimAttempt(attemptId: string): "fresh" | "resume" {
  if (readJson(ATTEMPT_KEY) === attemptId) return "resume";
  startFresh(attemptId);
  return "fresh";
}

/** A new attempt of this screen: every key but the profile cleared (the specification), a new seed. */
export function startFresh(attemptId: string): void {
  clearAllExceptProfile();
  writeJson(ATTEMPT_KEY, attemptId);
  writeJson(STORAGE_KEYS.attemptSeed, newSeed());
}

/** Whether this screen's attempt in this browser has ended (its final score is kept for the result). */
export const hasFinished = (attemptId: string): boolean =>
  readJson(ATTEMPT_KEY) === attemptId && readJson(STORAGE_KEYS.finalScore) !== null;

/** Whether this screen's attempt is under way in this browser: a reload goes on with it. */
export const hasProgress = (attemptId: string): boolean =>
  readJson(ATTEMPT_KEY) === attemptId &&
  Number.isInteger(readJson(STORAGE_KEYS.currentQuestionIndex));

/**
 * The seed of the attempt under way (decision 69); one is made and kept for an attempt that has
 * none (begun before seeds, or storage that was cleared under it).
 */
export function attemptSeed(): number {
  const stored = readJson(STORAGE_KEYS.attemptSeed);
  if (isSeed(stored)) return stored;
  const seed = newSeed();
  writeJson(STORAGE_KEYS.attemptSeed, seed);
  return seed;
}

/** The stored draw in quota order, or null when absent or corrupted. */
export function readDrawnQuestions(): DrawnQuestion[] | null {
  const parsed = storedDrawSchema.safeParse(readJson(STORAGE_KEYS.categoryQuestions));
  const questions = parsed.success ? Object.values(parsed.data).flat() : [];
  return questions.length > 0 ? questions : null;
}

export function writeDrawnQuestions(byCategory: Array<[string, DrawnQuestion[]]>): void {
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
 * The engine state saved under the specification's keys, resumed by the engine's rules; null
 * (start afresh) when anything is missing, mistyped or out of range.
 */
export function readProgress(
  questions: readonly DrawnQuestion[],
  now: number,
  recordPicks: boolean,
): QuizState | null {
  const selected = recordPicks ? readJson(STORAGE_KEYS.selectedOptions) : null;
  const picksById =
    selected && typeof selected === "object" && !Array.isArray(selected)
      ? (selected as Record<string, unknown>)
      : {};
  const state = resumeState(
    {
      index: readJson(STORAGE_KEYS.currentQuestionIndex),
      startTime: readJson(STORAGE_KEYS.startTime),
      // Unscored screens keep no score.
      score: recordPicks ? readJson(STORAGE_KEYS.score) : 0,
      picks: questions.map((q) => picksById[String(q.id)] ?? null),
      ...skippedOf(readJson(SKIPPED_KEY)),
    },
    questions.map((q) => q.answer),
    now,
  );
  if (state?.phase !== "answering") return state;
  const pending = readJson(PENDING_CHOICE_KEY) as { index?: unknown; option?: unknown } | null;
  const chosen =
    pending?.index === state.index &&
    typeof pending.option === "string" &&
    questions[state.index]!.options.includes(pending.option)
      ? pending.option
      : null;
  return { ...state, chosen };
}

/** What was kept of the skipped questions, unchecked (the engine checks it on resume). */
const skippedOf = (kept: unknown): { skipped?: unknown; returning?: unknown } =>
  kept && typeof kept === "object"
    ? {
        skipped: (kept as { skipped?: unknown }).skipped,
        returning: (kept as { returning?: unknown }).returning,
      }
    : {};

export function writeProgress(
  state: QuizState,
  questions: readonly DrawnQuestion[],
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
  if (state.skipped || state.returning) {
    writeJson(SKIPPED_KEY, { skipped: state.skipped ?? [], returning: state.returning === true });
  } else removeKey(SKIPPED_KEY);
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
