/**
 * What a practice mode does once an answer is revealed (issue 69 point 1, decision 0492): move on by
 * itself after the specification's delay (the default), or stay until the student presses Next.
 */
export type Pace = "move-on" | "stay";

/**
 * A guest's pace, kept on this device: `pace:guest`. A signed-in student's is kept on the account
 * (decision 0496) and comes with the saved login (`profile`, the specification's key); `pace:{user
 * id}` is where this device kept it before, read while the account has none.
 */
export const paceKey = (userId: number | null = signedInUserId()) => `pace:${userId ?? "guest"}`;

/**
 * A signed-in student's pace chosen here and not yet on the account (offline, or its save failed):
 * the newer choice, sent when the network returns (decision 0499). A `pace:` key, so it outlives a
 * logout and a test's start as the other pace keys do.
 */
export const unsentPaceKey = (userId: number) => `pace:${userId}:unsent`;

export const isPace = (value: unknown): value is Pace => value === "stay" || value === "move-on";

/** The student's pace, read as a quiz starts (here, not in lib/pace.ts: on the way to a question). */
export const readPace = (): Pace => {
  const user = savedUser();
  const unsent = user ? readJson(unsentPaceKey(user.id as number)) : null;
  if (isPace(unsent)) return unsent;
  if (user && isPace(user.pace)) return user.pace;
  return readJson(paceKey(user ? (user.id as number) : null)) === "stay" ? "stay" : "move-on";
};

/** The saved login's user, when it is one (an id); null for a guest. */
function savedUser(): Record<string, unknown> | null {
  const user = (readJson(STORAGE_KEYS.profile) as { user?: Record<string, unknown> } | null)?.user;
  return user && typeof user === "object" && typeof user.id === "number" ? user : null;
}

/**
 * The signed-in student's own readiness target (percent of a paper's marks, decision 0495), from
 * the saved login; null for a guest or a student who set none.
 */
export function readTarget(): number | null {
  const target = savedUser()?.target;
  return typeof target === "number" && Number.isInteger(target) && target >= 1 && target <= 100
    ? target
    : null;
}

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

/**
 * Stores a value as JSON. A value already stored as it is is not written again (a quiz keeps its
 * whole progress after each pick and second, most of it unchanged): reading a key takes a browser
 * a few microseconds, writing one, even the same text, some hundred (decision 0523). The stored
 * value and the events other tabs see are as a write would leave them.
 */
export function writeJson(key: string, value: unknown): void {
  try {
    const text = JSON.stringify(value);
    if (localStorage.getItem(key) !== text) localStorage.setItem(key, text);
  } catch {
    // Storage full or disabled (private mode): the quiz still runs, it just cannot resume.
  }
}

/** The stored text of a key; null when absent or storage is unavailable. */
export function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores text already written as JSON (a large value stringified in a task of its own). */
export function writeRaw(key: string, text: string): void {
  try {
    localStorage.setItem(key, text);
  } catch {
    // Storage full or disabled: as writeJson.
  }
}

export function removeKey(key: string): void {
  try {
    if (localStorage.getItem(key) !== null) localStorage.removeItem(key);
  } catch {
    // ignore: nothing to remove when storage is unavailable
  }
}

/** The signed-in student's id from the saved profile; null for a guest. */
export function signedInUserId(): number | null {
  return (savedUser()?.id as number | undefined) ?? null;
}

/**
 * Starting any test clears every key except the signed-in profile, the attempts still to send, the
 * interface language, the mock sittings (`mock:` keys: a whole paper under way, decision 72), the
 * exam picks the server has not acknowledged yet (`exam:` keys, decision 143) and each student's
 * pace after a reveal (`pace:` keys, decision 0492).
 */
export function clearAllExceptProfile(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (!/^(profile|attemptQueue|language)$|^(mock|exam|pace):/.test(key))
        localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * Logout clears everything the site kept in this browser but the device's interface language and
 * each student's pace (a setting, not a record: decision 0492).
 */
export function clearAllStorage(): void {
  try {
    const kept = Object.keys(localStorage)
      .filter((key) => key === STORAGE_KEYS.language || key.startsWith("pace:"))
      .map((key) => [key, localStorage.getItem(key) ?? ""] as const);
    localStorage.clear();
    for (const [key, value] of kept) localStorage.setItem(key, value);
    sessionStorage.clear();
  } catch {
    // ignore
  }
}

/** A test is under way while its question index is stored (it is removed when the test ends). */
export function isTestInProgress(): boolean {
  return readJson(STORAGE_KEYS.currentQuestionIndex) !== null;
}
