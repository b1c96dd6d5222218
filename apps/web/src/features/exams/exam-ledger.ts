import type { AnswerResponse, AttemptResponse } from "@tayari/contracts/exam-sitting";
import {
  emptyLedger,
  readLedger,
  reduceLedger,
  type Ledger,
  type LedgerEvent,
  type Outgoing,
} from "@tayari/quiz/ledger";
import type { Sent } from "../../components/sitting/use-answer-ledger";
import { ApiError } from "../../lib/api-error";
import type { Coded } from "../../lib/codes";
import { readJson, removeKey, writeJson } from "../../lib/storage";

/**
 * A server-kept exam's answers on this device (decisions 143 and 344): its answer ledger under
 * `exam:<attempt id>:ledger`, written before each pick's request leaves, so a reload, a closed tab
 * or a restarted browser sends what the server has not acknowledged when the student comes back.
 * localStorage, not IndexedDB: its write is synchronous. `exam:` keys survive the start of a test
 * (lib/storage.ts); signing out clears them with the rest.
 */
const key = (attemptId: number) => `exam:${attemptId}:ledger`;
/** Where picks waited before the ledger (decision 143): read once, so none is lost in a deploy. */
const legacyKey = (attemptId: number) => `exam:${attemptId}:picks`;

const onPaper = (attempt: AttemptResponse) => {
  const options = new Map(attempt.questions.map((q) => [String(q.id), q.options]));
  return (question: string, pick: string | null) =>
    pick !== null && (options.get(question)?.includes(pick) ?? false);
};

/**
 * The ledger as the paper opens: the device's (or the picks an older page left waiting), with the
 * server's answers merged in, per question the later change.
 */
export function openLedger(attempt: AttemptResponse, sealedId?: number): Ledger {
  const fits = onPaper(attempt);
  let ledger = readLedger(readJson(key(attempt.id)), fits);
  // Picks of a sealed paper made on this device before its start was on the server (decision
  // 0453), kept under the paper's own number: carried into the attempt, per question the later.
  const sealedLedger =
    sealedId !== undefined && sealedId !== attempt.id
      ? readLedger(readJson(key(sealedId)), fits)
      : undefined;
  if (sealedLedger) {
    const mine = ledger ?? emptyLedger();
    const answers = { ...mine.answers };
    for (const [question, answer] of Object.entries(sealedLedger.answers))
      if (!answers[question] || answers[question].seq < answer.seq) answers[question] = answer;
    ledger = { seq: Math.max(mine.seq, sealedLedger.seq), answers };
  }
  if (!ledger) {
    ledger = emptyLedger();
    const legacy = readJson(legacyKey(attempt.id));
    if (legacy && typeof legacy === "object")
      for (const [question, value] of Object.entries(legacy as Record<string, unknown>)) {
        const { pick, seq } = (value ?? {}) as { pick?: unknown; seq?: unknown };
        if (typeof pick === "string" && Number.isSafeInteger(seq) && fits(question, pick))
          ledger = {
            seq: Math.max(ledger.seq, seq as number),
            answers: {
              ...ledger.answers,
              [question]: { pick, seq: seq as number, state: "waiting" },
            },
          };
      }
  }
  const server = Object.fromEntries(
    Object.entries(attempt.answers).map(([question, pick]) => [
      question,
      { pick, seq: attempt.seqs?.[question] ?? 0 },
    ]),
  );
  return reduceLedger(
    { ...ledger, seq: Math.max(ledger.seq, attempt.seq) },
    { type: "merge", answers: server },
  );
}

/**
 * Keeps the ledger while any answer of it is not on the server (waiting, or refused and shown);
 * once the server has every one, the device keeps nothing: a resume reads them from the server.
 */
export function storeLedger(attemptId: number, ledger: Ledger, sealedId?: number): void {
  const open = Object.values(ledger.answers).some(
    (a) => a.state === "waiting" || a.state === "refused",
  );
  if (open) writeJson(key(attemptId), ledger);
  else removeKey(key(attemptId));
  removeKey(legacyKey(attemptId));
  // The sealed paper's picks are in this ledger now (`openLedger`), once it is written.
  if (sealedId !== undefined && sealedId !== attemptId) removeKey(key(sealedId));
}

/** The paper is handed in: nothing of it needs keeping on the device. */
export function dropLedger(attemptId: number, sealedId?: number): void {
  removeKey(key(attemptId));
  removeKey(legacyKey(attemptId));
  if (sealedId !== undefined) removeKey(key(sealedId));
}

/** A failure that may pass (offline, the server busy or down): the pick waits and goes again. */
export const passing = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/** A failure as a coded message. */
export const asCoded = (error: unknown): Coded =>
  error instanceof ApiError
    ? error
    : { code: "client.unreachable", params: {}, message: (error as Error).message };

const reasonOf = (coded: Coded) => ({
  code: coded.code,
  params: { ...coded.params } as Record<string, string | number>,
  message: coded.message,
});

export interface ExamTransport {
  save: (questionId: number, pick: string, seq: number) => Promise<AnswerResponse>;
  /** Word from the server (a save answered): the clock and the status poll take it. */
  heard: (reply: AnswerResponse) => void;
  /** The paper is over on the server (time up, handed in elsewhere): 409's refusal. */
  over: (refusal: Coded) => void;
  /** A number ahead of the attempt's clock: the device's clock is learnt again (decision 341). */
  clockWrong: () => Promise<void>;
  /** The attempt's clock now, as this device counts it (ms). */
  clock: () => number;
}

/**
 * Sends an exam's answers one request each (the server's save is per question), oldest change first,
 * stopping at the first that cannot reach the server. Each reply is the ledger's: `acknowledge`
 * (the pick the server keeps, this one or another device's later one), `refuse` (not an option,
 * not on the paper), or `close` when the paper is over.
 */
export async function sendExamAnswers(out: Outgoing[], transport: ExamTransport): Promise<Sent> {
  const events: LedgerEvent[] = [];
  for (const o of out) {
    if (o.pick === null) continue;
    try {
      const kept = await transport.save(Number(o.question), o.pick, o.seq);
      transport.heard(kept);
      events.push({
        type: "acknowledge",
        question: o.question,
        seq: o.seq,
        kept: { pick: kept.pick, seq: kept.seq },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const refusal = asCoded(error);
        transport.over(refusal);
        events.push({ type: "close", reason: reasonOf(refusal) });
        return { reached: true, events };
      }
      if (passing(error)) return { reached: false, events };
      const refusal = asCoded(error);
      if (refusal.code === "exams.seqAhead") {
        // Numbered ahead of the attempt's clock (this device's clock jumped): learnt again, and
        // the pick is a new change numbered on it, sent with the next flush.
        await transport.clockWrong();
        events.push(
          { type: "refuse", question: o.question, seq: o.seq, reason: reasonOf(refusal) },
          { type: "retry", question: o.question, clock: transport.clock() },
        );
        continue;
      }
      // Refused for good (not on the paper, not an option): kept here, said, not sent again.
      events.push({ type: "refuse", question: o.question, seq: o.seq, reason: reasonOf(refusal) });
    }
  }
  return { reached: true, events };
}
