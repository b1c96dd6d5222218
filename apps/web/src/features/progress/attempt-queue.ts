import type { AnswerOutcome, AttemptSummary } from "@tayari/contracts/attempts";
import type { LedgerEvent, Reason } from "@tayari/quiz/ledger";
import { waitingAnswers } from "@tayari/quiz/ledger";
import { ApiError, call } from "../../lib/api-client";
import type { Coded } from "../../lib/codes";
import { readJson, signedInUserId, writeJson } from "../../lib/storage";
import { readQueue, writeQueue, type QueuedAttempt } from "./kept-attempts";
import { ledgerOf, updateLedger } from "./kept-ledger";

/**
 * Sends the finished practice attempts this browser keeps (decisions 24 and 344): each waiting
 * answer of an attempt in one request, each answer acknowledged, marked or refused on its own by
 * the reply. An attempt leaves the queue once every answer of it is on the server; an answer the
 * server refused stays, with why, until the student sends it again (`retryAnswers`) or lets it go
 * (`discardAnswers`). Nothing is dropped.
 */

/** Said on `window` whenever the queue changes here: the screens that show it read it again. */
export const QUEUE_CHANGED = "tayari:attempts";
const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED));

/** What the server last said of each attempt it keeps (its score over what it keeps), by id. */
const RESULTS_KEY = "attemptResults";
const RESULTS_KEPT = 20;

function keepResult(id: string, summary: AttemptSummary): void {
  const stored = readJson(RESULTS_KEY);
  const kept =
    stored && typeof stored === "object" ? (stored as Record<string, AttemptSummary>) : {};
  const entries = Object.entries(kept).filter(([key]) => key !== id);
  entries.push([id, summary]);
  writeJson(RESULTS_KEY, Object.fromEntries(entries.slice(-RESULTS_KEPT)));
}

/** The server's summary of the attempt `id` (its score over the answers it keeps), or null. */
export function keptResult(id: string): AttemptSummary | null {
  const stored = readJson(RESULTS_KEY);
  const summary =
    stored && typeof stored === "object" ? (stored as Record<string, unknown>)[id] : undefined;
  return summary &&
    typeof summary === "object" &&
    typeof (summary as AttemptSummary).score === "number"
    ? (summary as AttemptSummary)
    : null;
}

/** The wait before a send that could not reach the server is tried again while the page is open. */
export const RETRY_FIRST_MS = 10_000;
/** Each wait after another unreached try is twice the last, up to this. */
export const RETRY_LONGEST_MS = 300_000;

let flushing: Promise<void> | null = null;
/** A flush asked for while one was under way (the network back while a send hung). */
let askedAgain = false;
let retryIn = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the waiting answers of the signed-in student's attempts (and any a guest left), attempt by
 * attempt. The server keeps each answer once, so a send repeated (a reload mid-send) counts
 * nothing twice. Stops at the first network or server failure and leaves the rest for the next try
 * (decision 0352): at once when a flush was asked for meanwhile (an "online" said while the send
 * hung, which would otherwise be lost), else after RETRY_FIRST_MS, then twice as long each time.
 */
export function flushAttempts(): Promise<void> {
  if (flushing) {
    askedAgain = true;
    return flushing;
  }
  clearTimeout(retryTimer);
  flushing = (async () => {
    let reached: boolean;
    try {
      do {
        askedAgain = false;
        reached = await sendQueued();
      } while (askedAgain);
    } finally {
      flushing = null;
    }
    if (reached) retryIn = RETRY_FIRST_MS;
    else {
      retryTimer = setTimeout(() => void flushAttempts(), retryIn);
      retryIn = Math.min(2 * retryIn, RETRY_LONGEST_MS);
    }
  })();
  return flushing;
}

const reasonOf = (refusal: {
  code: string;
  params: Record<string, string | number>;
  message: string;
}): Reason => ({
  code: refusal.code,
  params: { ...refusal.params },
  message: refusal.message,
});

/** The server's word on each answer sent, as the ledger's events. */
function repliesOf(
  sent: ReturnType<typeof waitingAnswers>,
  answers: readonly AnswerOutcome[],
): LedgerEvent[] {
  return sent.flatMap((out, i): LedgerEvent[] => {
    const answer = answers[i];
    if (!answer) return [];
    if (answer.state === "refused")
      return [
        {
          type: "refuse",
          question: out.question,
          seq: out.seq,
          reason: answer.refusal ? reasonOf(answer.refusal) : { code: "attempts.noneKept" },
        },
      ];
    return [
      {
        type: "acknowledge",
        question: out.question,
        seq: out.seq,
        kept: {
          pick: answer.pick,
          seq: out.seq,
          ...(answer.mark ? { mark: { code: `answers.${answer.mark}` } } : {}),
        },
      },
    ];
  });
}

/** Leaves the attempt in the queue only while an answer of it waits or was refused. */
function settle(id: string): void {
  const queue = readQueue();
  const entry = queue.find((e) => e.id === id);
  if (!entry) return;
  const open = Object.values(ledgerOf(entry).answers).some(
    (a) => a.state === "waiting" || a.state === "refused",
  );
  if (!open) writeQueue(queue.filter((e) => e.id !== id));
}

/** Sends the waiting answers of one attempt; false when it could not reach the server. */
async function sendOne(
  entry: QueuedAttempt,
  endpoint: (typeof import("../../lib/attempt-put"))["putAttempt"],
): Promise<boolean> {
  const sent = waitingAnswers(ledgerOf(entry));
  if (sent.length === 0) return true;
  const body = {
    ...entry.attempt,
    questions: sent.map((out) => ({
      ...entry.attempt.questions[Number(out.question)]!,
      position: Number(out.question),
    })),
  };
  try {
    const reply = await call(endpoint, { params: { id: entry.id }, body });
    if (reply.code !== "attempts.noneKept") keepResult(entry.id, reply.attempt);
    updateLedger(entry.id, repliesOf(sent, reply.answers));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // Offline, signed out or a server fault: try again later.
    if (status === 0 || status === 401 || status === 429 || status >= 500) return false;
    // The attempt itself was refused (its id taken, a sitting the paper refuses): every answer
    // of it stays here, not counted, with why (an input refused names its field, which says).
    const reason =
      error instanceof ApiError ? (Object.values(error.fields).flat()[0] ?? error) : null;
    updateLedger(entry.id, [
      {
        type: "close",
        reason: reason
          ? { code: reason.code, params: { ...reason.params }, message: reason.message }
          : { code: "client.unreachable" },
      },
    ]);
  }
  settle(entry.id);
  return true;
}

/** False when answers wait that could not reach the server (to be tried again). */
async function sendQueued(): Promise<boolean> {
  const user = signedInUserId();
  if (user === null) return true;
  const mine = readQueue().filter((entry) => entry.owner === null || entry.owner === user);
  if (!mine.some((entry) => waitingAnswers(ledgerOf(entry)).length > 0)) return true;
  // The endpoint's checks (and the zod they are bundled with, decision 60) only when there is
  // something to send. Not fetched (offline, nothing cached yet): the attempts wait, as offline.
  const schemas = await import("../../lib/attempt-put").catch(() => null);
  if (!schemas) return false;
  try {
    for (const entry of mine) if (!(await sendOne(entry, schemas.putAttempt))) return false;
    return true;
  } finally {
    changed();
  }
}

/** The refused answers of the attempt `id` (all of them when `positions` is not given) sent again. */
export function retryAnswers(id: string, positions?: readonly string[]): Promise<void> {
  const entry = readQueue().find((e) => e.id === id);
  if (!entry) return Promise.resolve();
  const refused = Object.entries(ledgerOf(entry).answers)
    .filter(([q, a]) => a.state === "refused" && (!positions || positions.includes(q)))
    .map(([question]) => question);
  const clock = Date.now() - new Date(entry.attempt.started_at).getTime();
  updateLedger(
    id,
    refused.map((question) => ({ type: "retry", question, clock })),
  );
  changed();
  return flushAttempts();
}

/** The refused answers of the attempt `id` let go, knowingly; the attempt leaves once none is open. */
export function discardAnswers(id: string, positions?: readonly string[]): void {
  const entry = readQueue().find((e) => e.id === id);
  if (!entry) return;
  const refused = Object.entries(ledgerOf(entry).answers)
    .filter(([q, a]) => a.state === "refused" && (!positions || positions.includes(q)))
    .map(([question]) => question);
  updateLedger(
    id,
    refused.map((question) => ({ type: "discard", question })),
  );
  settle(id);
  changed();
}

/**
 * Why the server refused the attempt `id` whole (decision 192: a mock sitting it cannot rank), or
 * null when it did not (or not yet): the reason its answers stand refused with, none kept.
 */
export function attemptRefusal(id: string): Coded | null {
  const entry = readQueue().find((e) => e.id === id);
  if (!entry) return null;
  const answers = Object.values(ledgerOf(entry).answers);
  const refused = answers.filter((a) => a.state === "refused");
  const reason =
    refused.length > 0 && refused.length === answers.length ? refused[0]!.reason : null;
  return reason
    ? { code: reason.code, params: reason.params ?? {}, message: reason.message ?? "" }
    : null;
}

/** An answer this browser keeps that the server did not count, with why. */
export interface NotCountedAnswer {
  attempt: string;
  /** Its key in the attempt's ledger: its position ("0" first). */
  question: string;
  pick: string | null;
  reason: { code: string; params: Record<string, string | number>; message: string };
}

/**
 * The refused answers of the attempts kept here for whoever is signed in (a guest's too), by
 * attempt. Read here, beside the sender, so the screen that lists them (not-counted.tsx) adds no
 * module to the quiz screens' shared code.
 */
export function refusedOnDevice(): Array<{
  id: string;
  finishedAt: string;
  answers: NotCountedAnswer[];
}> {
  const user = signedInUserId();
  return readQueue()
    .filter((entry) => entry.owner === null || entry.owner === user)
    .map((entry) => ({
      id: entry.id,
      finishedAt: entry.attempt.finished_at,
      answers: Object.entries(ledgerOf(entry).answers)
        .filter(([, a]) => a.state === "refused")
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([question, a]) => ({
          attempt: entry.id,
          question,
          pick: a.pick,
          reason: {
            code: a.reason?.code ?? "client.unreachable",
            params: { ...(a.reason?.params ?? {}) },
            message: a.reason?.message ?? a.reason?.code ?? "",
          },
        })),
    }))
    .filter((entry) => entry.answers.length > 0);
}
