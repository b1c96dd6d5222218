/**
 * The answer ledger (issue 64, decision 340): what a student has answered in one attempt of any
 * mode, each answer kept, sent and acknowledged on its own. An attempt is the set of its answers,
 * never a unit that is refused whole.
 *
 * Pure: the screens and the client queue (apps/web, `useLedger`) dispatch its events and store what
 * it returns; the server's replies become `acknowledge` and `refuse` events, another device's copy a
 * `merge`. Nothing here reads a clock: each pick carries `clock`, the time on the attempt's own clock
 * (milliseconds since it started, as the server counts them), which orders the changes of one
 * question across devices whatever their wall clocks say (decision 341).
 */

/** Why an answer does not count, as the server (or the device) said it: a code with its values. */
export interface Reason {
  code: string;
  params?: Record<string, string | number>;
  /** The server's own words, for a code this browser has no text for. */
  message?: string;
}

/**
 * - `waiting`: on this device only, not acknowledged yet (being sent, or to be sent; a guest's
 *   answers wait here until they sign in, and the device keeps them meanwhile).
 * - `kept`: the server keeps it and it counts.
 * - `marked`: the server keeps it but it does not count, with the reason (its question has left its
 *   bank, or the option picked has been reworded since).
 * - `refused`: the server cannot keep it (the paper closed, a pick that is no option): kept on this
 *   device and shown as "not counted, because ...", to be sent again or let go (`retry`, `discard`).
 */
export type AnswerState = "waiting" | "kept" | "marked" | "refused";

export interface LedgerAnswer {
  /** The option picked; null where the question was left (its time ran out, or cleared). */
  pick: string | null;
  /**
   * The change's place in the attempt's order: the time on the attempt's clock (ms) when it was
   * made, and always above the last one this device used or saw. Of two changes of one question,
   * the higher number wins.
   */
  seq: number;
  state: AnswerState;
  /** Why it does not count (`marked`, `refused`). */
  reason?: Reason;
}

export interface Ledger {
  /** The highest order number this device has used or seen: the next change goes above it. */
  seq: number;
  /** Each question's answer, by the question's key in the attempt. */
  answers: Readonly<Record<string, LedgerAnswer>>;
}

/** An answer as another copy holds it (the server's reply, another device). */
export interface CopiedAnswer {
  pick: string | null;
  seq: number;
  /** Kept but not counted, and why. */
  mark?: Reason;
}

export type LedgerEvent =
  /** The student picks (or clears, `pick: null`) an answer at `clock` on the attempt's clock. */
  | { type: "pick"; question: string; pick: string | null; clock: number }
  /** The server's reply to the answer numbered `seq`: what it keeps for the question now. */
  | { type: "acknowledge"; question: string; seq: number; kept: CopiedAnswer }
  /** The server cannot keep the answer numbered `seq`, and why. */
  | { type: "refuse"; question: string; seq: number; reason: Reason }
  /** The attempt is over (its time is up, handed in elsewhere): what still waits cannot count. */
  | { type: "close"; reason: Reason }
  /** A refused answer sent again, as a new change at `clock`. */
  | { type: "retry"; question: string; clock: number }
  /** A refused answer let go, knowingly: it leaves the ledger. */
  | { type: "discard"; question: string }
  /** Another copy's answers (the server's, with another device's changes): per question, the later wins. */
  | { type: "merge"; answers: Readonly<Record<string, CopiedAnswer>> };

export const emptyLedger = (seq = 0): Ledger => ({ seq, answers: {} });

/** The number of a change made at `clock`: its time, and always above every number used or seen. */
export const nextSeq = (ledger: Ledger, clock: number): number =>
  Math.max(ledger.seq + 1, Math.floor(Number.isFinite(clock) ? clock : 0));

const settled = (copy: CopiedAnswer): LedgerAnswer => ({
  pick: copy.pick,
  seq: copy.seq,
  state: copy.mark ? "marked" : "kept",
  ...(copy.mark ? { reason: copy.mark } : {}),
});

const put = (
  ledger: Ledger,
  question: string,
  answer: LedgerAnswer,
  seen = answer.seq,
): Ledger => ({
  seq: Math.max(ledger.seq, seen),
  answers: { ...ledger.answers, [question]: answer },
});

/**
 * Every transition of a ledger. An event that changes nothing returns the same object, so a screen
 * can skip its render and a store its write.
 */
export function reduceLedger(ledger: Ledger, event: LedgerEvent): Ledger {
  switch (event.type) {
    case "pick": {
      const now = ledger.answers[event.question];
      // The same pick again changes nothing, unless it was refused: then it is a new try.
      if (now && now.pick === event.pick && now.state !== "refused") return ledger;
      const seq = nextSeq(ledger, event.clock);
      return put(ledger, event.question, { pick: event.pick, seq, state: "waiting" });
    }
    case "acknowledge": {
      const now = ledger.answers[event.question];
      const { kept } = event;
      // The reply to an older change while a later one is on its way: the later one's reply decides.
      if (now && kept.seq < now.seq)
        return kept.seq > ledger.seq ? { ...ledger, seq: kept.seq } : ledger;
      const next = settled(kept);
      if (now && sameAnswer(now, next)) return ledger;
      // Ours, or a later change of another device that the server keeps instead: on screen now.
      return put(ledger, event.question, next);
    }
    case "refuse": {
      const now = ledger.answers[event.question];
      if (!now || now.seq !== event.seq || now.state !== "waiting") return ledger;
      return put(ledger, event.question, { ...now, state: "refused", reason: event.reason });
    }
    case "close": {
      const waiting = Object.entries(ledger.answers).filter(([, a]) => a.state === "waiting");
      if (!waiting.length) return ledger;
      const answers = { ...ledger.answers };
      for (const [question, answer] of waiting)
        answers[question] = { ...answer, state: "refused", reason: event.reason };
      return { ...ledger, answers };
    }
    case "retry": {
      const now = ledger.answers[event.question];
      if (now?.state !== "refused") return ledger;
      const seq = nextSeq(ledger, event.clock);
      return put(ledger, event.question, { pick: now.pick, seq, state: "waiting" });
    }
    case "discard": {
      const now = ledger.answers[event.question];
      if (now?.state !== "refused") return ledger;
      const { [event.question]: _gone, ...answers } = ledger.answers;
      return { ...ledger, answers };
    }
    case "merge": {
      let next = ledger;
      for (const [question, copy] of Object.entries(event.answers)) {
        const now = next.answers[question];
        if (now && now.seq > copy.seq) continue;
        // The same change (this device's, sent before a reload) or a later one: as the copy has it.
        // Two changes at the same moment on two devices: the copy's, the one its holder kept.
        const taken = settled(copy);
        if (now && sameAnswer(now, taken)) continue;
        next = put(next, question, taken);
      }
      return next;
    }
  }
}

const sameAnswer = (a: LedgerAnswer, b: LedgerAnswer) =>
  a.pick === b.pick && a.seq === b.seq && a.state === b.state && a.reason?.code === b.reason?.code;

/** An answer to send: the question's key, the pick and its number. */
export interface Outgoing {
  question: string;
  pick: string | null;
  seq: number;
}

/** The answers still to acknowledge, oldest change first. */
export function waitingAnswers(ledger: Ledger): Outgoing[] {
  return Object.entries(ledger.answers)
    .filter(([, a]) => a.state === "waiting")
    .map(([question, a]) => ({ question, pick: a.pick, seq: a.seq }))
    .sort((a, b) => a.seq - b.seq);
}

/** The answers the server could not keep, with why, in the attempt's order of keys given. */
export function refusedAnswers(
  ledger: Ledger,
): Array<{ question: string; pick: string | null; reason: Reason }> {
  return Object.entries(ledger.answers)
    .filter(([, a]) => a.state === "refused")
    .map(([question, a]) => ({ question, pick: a.pick, reason: a.reason ?? { code: "unknown" } }))
    .sort(
      (a, b) => (ledger.answers[a.question]!.seq ?? 0) - (ledger.answers[b.question]!.seq ?? 0),
    );
}

/** Each question's pick as the student sees it (a refused one too: it is theirs, shown as not counted). */
export function picksOf(ledger: Ledger): Record<string, string | null> {
  return Object.fromEntries(Object.entries(ledger.answers).map(([q, a]) => [q, a.pick]));
}

export interface LedgerCounts {
  waiting: number;
  kept: number;
  marked: number;
  refused: number;
}

export function countAnswers(ledger: Ledger): LedgerCounts {
  const counts: LedgerCounts = { waiting: 0, kept: 0, marked: 0, refused: 0 };
  for (const answer of Object.values(ledger.answers)) counts[answer.state] += 1;
  return counts;
}

const STATES: readonly AnswerState[] = ["waiting", "kept", "marked", "refused"];

const isReason = (v: unknown): v is Reason =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Reason).code === "string" &&
  ((v as Reason).message === undefined || typeof (v as Reason).message === "string") &&
  ((v as Reason).params === undefined ||
    (typeof (v as Reason).params === "object" && (v as Reason).params !== null));

const isSeq = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * A ledger read back from storage, or null when it is not one. An answer that does not parse is
 * left out rather than the whole ledger lost; `fits(question, pick)` drops answers that do not
 * belong to the attempt (a question it does not have, a pick that is no option of it).
 */
export function readLedger(
  stored: unknown,
  fits: (question: string, pick: string | null) => boolean = () => true,
): Ledger | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { seq, answers } = stored as { seq?: unknown; answers?: unknown };
  if (!isSeq(seq) || typeof answers !== "object" || answers === null) return null;
  const kept: Record<string, LedgerAnswer> = {};
  for (const [question, value] of Object.entries(answers as Record<string, unknown>)) {
    const a = value as Partial<LedgerAnswer> | null;
    if (!a || !isSeq(a.seq) || !STATES.includes(a.state as AnswerState)) continue;
    if (a.pick !== null && typeof a.pick !== "string") continue;
    if (!fits(question, a.pick)) continue;
    const reason = isReason(a.reason) ? a.reason : undefined;
    if ((a.state === "refused" || a.state === "marked") && !reason) continue;
    kept[question] = { pick: a.pick, seq: a.seq, state: a.state!, ...(reason ? { reason } : {}) };
  }
  const highest = Math.max(seq, ...Object.values(kept).map((a) => a.seq));
  return { seq: highest, answers: kept };
}
