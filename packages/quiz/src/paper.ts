/**
 * The paper engine: a whole paper under one clock, the way the real entrance is sat (decision 63).
 * Unlike the reveal-and-advance machine (machine.ts) nothing is revealed while the paper runs: the
 * student moves freely with Previous, Next and the palette, answers, changes or clears an answer,
 * flags questions to come back to, and submits; the paper ends itself when its time is up.
 *
 * Pure and time-injected: every event carries `now` (ms), so the tests drive the clock and a screen
 * passes `Date.now()`. Whatever arrives after the paper's time ends it, and is not taken.
 */

export interface PaperSpec {
  /** The whole paper's time, in milliseconds. */
  durationMs: number;
  /** Each question's options in the order shown; a pick must be one of them. */
  options: ReadonlyArray<readonly string[]>;
}

export type EndedBy = "submitted" | "time-up";

export interface PaperState {
  /** When the paper's one clock started (ms). */
  startedAt: number;
  /** The question on screen (0-based). */
  current: number;
  /** The answer to each question, null where none is given. */
  picks: Array<string | null>;
  /** Questions the student flagged to come back to. */
  flags: boolean[];
  /** Questions that have been on screen at least once. */
  seen: boolean[];
  /** Time each question has been on screen (ms), for the attempt's seconds per question. */
  spentMs: number[];
  /** When the question on screen was opened (ms). */
  openedAt: number;
  /** Set once the paper is over: submitted, or ended by its clock at `startedAt + durationMs`. */
  finishedAt: number | null;
  endedBy: EndedBy | null;
  /**
   * How many times the student changed the sitting (an answer, a flag, a move, the submit): of two
   * copies of one sitting (this device's and the server's), the one with more changes is the later.
   */
  changes: number;
}

export type PaperEvent =
  | { type: "choose"; option: string; now: number }
  | { type: "clear"; now: number }
  | { type: "go"; index: number; now: number }
  | { type: "next"; now: number }
  | { type: "previous"; now: number }
  | { type: "flag"; now: number }
  | { type: "tick"; now: number }
  | { type: "submit"; now: number };

export function startPaper(spec: PaperSpec, now: number): PaperState {
  const total = spec.options.length;
  return {
    startedAt: now,
    current: 0,
    picks: Array.from({ length: total }, () => null),
    flags: Array.from({ length: total }, () => false),
    seen: Array.from({ length: total }, (_, i) => i === 0),
    spentMs: Array.from({ length: total }, () => 0),
    openedAt: now,
    finishedAt: total > 0 ? null : now,
    endedBy: total > 0 ? null : "submitted",
    changes: 0,
  };
}

/** When the paper's time is up (ms). */
export const paperDeadline = (state: PaperState, spec: PaperSpec) =>
  state.startedAt + spec.durationMs;

/**
 * Whole seconds left on the paper's clock, 0 once over. A start in the future (a device clock that
 * moved back) counts as just started: never more time than the paper gives.
 */
export function secondsLeft(state: PaperState, spec: PaperSpec, now: number): number {
  if (state.finishedAt !== null) return 0;
  const elapsed = Math.max(0, now - state.startedAt);
  return Math.max(0, Math.ceil(spec.durationMs / 1000) - Math.floor(elapsed / 1000));
}

const isOver = (state: PaperState, spec: PaperSpec, now: number) =>
  now >= paperDeadline(state, spec);

/** Adds the time the question on screen has been open to its total, and opens it anew at `now`. */
function account(state: PaperState, now: number): PaperState {
  const at = Math.max(now, state.openedAt);
  return {
    ...state,
    spentMs: state.spentMs.map((ms, i) => (i === state.current ? ms + (at - state.openedAt) : ms)),
    openedAt: at,
  };
}

function finish(state: PaperState, at: number, endedBy: EndedBy): PaperState {
  return { ...account(state, at), finishedAt: at, endedBy };
}

function open(state: PaperState, index: number, now: number): PaperState {
  if (index === state.current || index < 0 || index >= state.picks.length) return state;
  const accounted = account(state, now);
  return {
    ...accounted,
    current: index,
    seen: accounted.seen.map((s, i) => s || i === index),
  };
}

/**
 * Every transition of a sitting. Events on a finished paper change nothing; any event at or after
 * the deadline ends the paper at the deadline ("time-up") instead of doing what it asked. Events
 * that change nothing return the same object, so a screen can skip the render; each that changes
 * something counts one more change (the clock's ticks do not).
 */
export function reducePaper(state: PaperState, event: PaperEvent, spec: PaperSpec): PaperState {
  const next = transition(state, event, spec);
  return next === state || event.type === "tick" ? next : { ...next, changes: state.changes + 1 };
}

function transition(state: PaperState, event: PaperEvent, spec: PaperSpec): PaperState {
  if (state.finishedAt !== null) return state;
  if (isOver(state, spec, event.now)) return finish(state, paperDeadline(state, spec), "time-up");
  const { current } = state;
  switch (event.type) {
    case "choose": {
      const options = spec.options[current] ?? [];
      if (!options.includes(event.option) || state.picks[current] === event.option) return state;
      return { ...state, picks: state.picks.map((p, i) => (i === current ? event.option : p)) };
    }
    case "clear":
      if (state.picks[current] === null) return state;
      return { ...state, picks: state.picks.map((p, i) => (i === current ? null : p)) };
    case "flag":
      return { ...state, flags: state.flags.map((f, i) => (i === current ? !f : f)) };
    case "go":
      return Number.isInteger(event.index) ? open(state, event.index, event.now) : state;
    case "next":
      return open(state, current + 1, event.now);
    case "previous":
      return open(state, current - 1, event.now);
    case "tick":
      return state;
    case "submit":
      return finish(state, Math.max(event.now, state.startedAt), "submitted");
  }
}

export type PaletteStatus = "answered" | "not-answered" | "not-seen";

export interface PaletteEntry {
  status: PaletteStatus;
  flagged: boolean;
  current: boolean;
}

/** What the palette shows for each question number. */
export function palette(state: PaperState): PaletteEntry[] {
  return state.picks.map((pick, i) => ({
    status: pick !== null ? "answered" : state.seen[i] ? "not-answered" : "not-seen",
    flagged: state.flags[i] ?? false,
    current: i === state.current,
  }));
}

export interface PaperSummary {
  total: number;
  answered: number;
  /** Total less answered: seen and skipped, or never opened. */
  notAnswered: number;
  /** Never opened; part of notAnswered. */
  notSeen: number;
  /** Flagged, answered or not. */
  flagged: number;
}

/** The counts the summary before submitting shows ("88 answered, 5 flagged, 12 not answered"). */
export function summarize(state: PaperState): PaperSummary {
  const answered = state.picks.filter((p) => p !== null).length;
  return {
    total: state.picks.length,
    answered,
    notAnswered: state.picks.length - answered,
    notSeen: state.picks.filter((p, i) => p === null && !state.seen[i]).length,
    flagged: state.flags.filter(Boolean).length,
  };
}

/** Whole seconds each question was on screen, for the attempt (at most `cap` each). */
export function secondsPerQuestion(state: PaperState, cap = 3600): number[] {
  return state.spentMs.map((ms) => Math.min(cap, Math.round(ms / 1000)));
}

const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/**
 * A sitting read back from storage (this device's, or another device's through the server), or
 * null when it does not fit this paper: wrong lengths, a pick that is not one of its question's
 * options, times that are not times. The question on screen is opened anew at `now` (time away from
 * the page is on the paper's clock, not on a question's); a sitting whose time ran out while away
 * comes back ended by its clock at the deadline.
 */
export function resumePaper(saved: unknown, spec: PaperSpec, now: number): PaperState | null {
  if (typeof saved !== "object" || saved === null) return null;
  const s = saved as Record<string, unknown>;
  const total = spec.options.length;
  const list = (v: unknown): unknown[] | null =>
    Array.isArray(v) && v.length === total ? (v as unknown[]) : null;
  const picks = list(s.picks);
  const flags = list(s.flags);
  const seen = list(s.seen);
  const spentMs = list(s.spentMs);
  const { startedAt, current, finishedAt, endedBy, changes } = s;
  if (!picks || !flags || !seen || !spentMs || !isTime(startedAt)) return null;
  if (!Number.isInteger(current) || (current as number) < 0 || (current as number) >= total)
    return null;
  if (!picks.every((p, i) => p === null || (typeof p === "string" && spec.options[i]!.includes(p))))
    return null;
  if (!flags.every((f) => typeof f === "boolean") || !seen.every((f) => typeof f === "boolean"))
    return null;
  if (!spentMs.every(isTime)) return null;
  const over = finishedAt !== null && finishedAt !== undefined;
  if (over && (!isTime(finishedAt) || (endedBy !== "submitted" && endedBy !== "time-up")))
    return null;
  const state: PaperState = {
    startedAt,
    current: current as number,
    picks: picks as Array<string | null>,
    flags: flags as boolean[],
    seen: (seen as boolean[]).map((v, i) => v || i === current),
    spentMs: spentMs as number[],
    openedAt: Math.max(now, startedAt),
    finishedAt: over ? (finishedAt as number) : null,
    endedBy: over ? (endedBy as EndedBy) : null,
    // A sitting kept before changes were counted has made none yet.
    changes: Number.isInteger(changes) && (changes as number) >= 0 ? (changes as number) : 0,
  };
  return reducePaper(state, { type: "tick", now }, spec);
}

/** Where a sitting is, as another device keeps it (through the server): its place, not its answers. */
export interface SittingPlace {
  current: number;
  flags: boolean[];
  seen: boolean[];
  changes: number;
}

/**
 * This device's copy of a running sitting with another device's place taken up (decision 345: the
 * place of the device that changed the sitting last; the answers merge per question in the answer
 * ledger, paper-ledger.ts). The device keeps its own clock (the start and the time on each
 * question) and opens the other's question at `now`; a place that does not fit the paper, or a
 * finished sitting, is left as it is.
 */
export function takePlace(
  state: PaperState,
  other: SittingPlace,
  spec: PaperSpec,
  now: number,
): PaperState {
  if (state.finishedAt !== null) return state;
  const { current, flags, seen } = other;
  const changes = Math.max(state.changes, other.changes);
  return resumePaper({ ...state, current, flags, seen, changes }, spec, now) ?? state;
}
