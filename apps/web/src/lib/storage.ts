/** Browser-storage keys, named as the product specification names them. */
export const STORAGE_KEYS = {
  profile: "profile",
  setIndex: "setIndex",
  currentQuestionIndex: "currentQuestionIndex",
  startTime: "startTime",
  selectedOptions: "selectedOptions",
  categoryQuestions: "categoryQuestions",
  remainingTime: "remainingTime",
  score: "score",
  finalScore: "finalScore",
  totalQuestions: "totalQuestions",
  /** Finished attempts not yet on the server (a guest's, or made offline). */
  attemptQueue: "attemptQueue",
  /** The interface language chosen on this device ("en" or "ne"). */
  language: "language",
  /**
   * The seed of the attempt under way: the order of every question's options follows from it
   * (decision 69). Kept beside the specification's keys, which hold the questions as shown.
   */
  attemptSeed: "attemptSeed",
} as const;

/** Reads a JSON value; anything unreadable counts as absent, so corrupted storage means a fresh start. */
export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the quiz still runs, it just cannot resume.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore: nothing to remove when storage is unavailable
  }
}

/** The signed-in student's id from the saved profile; null for a guest. */
export function signedInUserId(): number | null {
  const id = (readJson(STORAGE_KEYS.profile) as { user?: { id?: unknown } } | null)?.user?.id;
  return typeof id === "number" ? id : null;
}

/**
 * Starting any test clears every key except the signed-in profile, the attempts still to send, the
 * interface language, the mock sittings (`mock:` keys: a whole paper under way, decision 72) and
 * the exam picks the server has not acknowledged yet (`exam:` keys, decision 143).
 */
export function clearAllExceptProfile(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (!/^(profile|attemptQueue|language)$|^(mock|exam):/.test(key)) localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** Logout clears everything the site kept in this browser but the device's interface language. */
export function clearAllStorage(): void {
  try {
    const language = localStorage.getItem(STORAGE_KEYS.language);
    localStorage.clear();
    if (language !== null) localStorage.setItem(STORAGE_KEYS.language, language);
    sessionStorage.clear();
  } catch {
    // ignore
  }
}

/** A test is under way while its question index is stored (it is removed when the test ends). */
export function isTestInProgress(): boolean {
  return readJson(STORAGE_KEYS.currentQuestionIndex) !== null;
}
