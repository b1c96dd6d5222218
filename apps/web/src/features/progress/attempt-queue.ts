import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import { ApiError, call } from "../../lib/api-client";
import { STORAGE_KEYS, readJson, signedInUserId, writeJson } from "../../lib/storage";

/** A finished attempt waiting to be sent: a guest's until they sign in, anyone's while offline. */
export interface QueuedAttempt {
  id: string;
  /** The signed-in student it was made by; null for a guest (sent by whoever signs in next). */
  owner: number | null;
  attempt: PutAttemptRequest;
  /**
   * What the screen that finished it knew of each question, in the attempt's order (decision 0218):
   * its subject and whether the pick was right (a blank is not). Kept beside the attempt, never
   * sent: a guest's next step reads the answers of banks this browser does not hold (units, English
   * topics, the category test, BCA papers) from it. Absent on attempts kept before it was.
   */
  marks?: KeptMark[];
}

/** A question of a kept attempt as its screen marked it: its subject (category) and right or not. */
export interface KeptMark {
  subject: string;
  right: boolean;
}

export interface FinishedQuestion {
  id: number;
  bank?: string;
  pick: string | null;
  seconds: number;
}

const isQueued = (v: unknown): v is QueuedAttempt =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as QueuedAttempt).id === "string" &&
  typeof (v as QueuedAttempt).attempt === "object";

export function readQueue(): QueuedAttempt[] {
  const stored = readJson(STORAGE_KEYS.attemptQueue);
  return Array.isArray(stored) ? stored.filter(isQueued) : [];
}

const writeQueue = (queue: QueuedAttempt[]) => writeJson(STORAGE_KEYS.attemptQueue, queue);

/**
 * Keeps a finished attempt made with its own id (a mock sitting's, decision 64) until the server
 * has it, once however often it is kept.
 */
export function keepAttempt(id: string, attempt: PutAttemptRequest, marks?: KeptMark[]): void {
  const stored = readJson(STORAGE_KEYS.attemptQueue);
  const queue = Array.isArray(stored) ? (stored as unknown[]) : [];
  if (queue.some((entry) => isQueued(entry) && entry.id === id)) return;
  const entry: QueuedAttempt = {
    id,
    owner: signedInUserId(),
    attempt,
    ...(marks ? { marks } : {}),
  };
  writeJson(STORAGE_KEYS.attemptQueue, [...queue, entry]);
}

/** Whether the attempt `id` still waits in this browser to be sent. */
export const isAttemptWaiting = (id: string) => readQueue().some((entry) => entry.id === id);

let flushing: Promise<void> | null = null;

/**
 * Sends the queued attempts of the signed-in student (and any a guest left) one by one. The
 * server keeps each id once, so an attempt sent twice (a reload mid-send) is still counted once.
 * Stops at the first network or server failure and leaves the rest for the next try.
 */
export function flushAttempts(): Promise<void> {
  // Cleared in a later tick, so it never outlives the send it stands for.
  flushing ??= sendQueued().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(): Promise<void> {
  const user = signedInUserId();
  if (user === null) return;
  const mine = readQueue().filter((entry) => entry.owner === null || entry.owner === user);
  if (mine.length === 0) return;
  // The endpoint's checks (and the zod they are bundled with, decision 60) only when there is
  // something to send: a page that keeps an attempt or asks whether one waits evaluates none of it.
  // Not fetched (offline, nothing cached yet): the attempts wait for the next try, as offline.
  const schemas = await import("../../lib/attempt-put").catch(() => null);
  if (!schemas) return;
  for (const entry of mine) {
    try {
      await call(schemas.putAttempt, { params: { id: entry.id }, body: entry.attempt });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Offline, signed out or a server fault: try again later. Anything else can never succeed.
      if (status === 0 || status === 401 || status === 429 || status >= 500) return;
      console.error("An attempt was refused and dropped", error);
      keepRefusal(entry.id, error);
    }
    writeQueue(readQueue().filter((q) => q.id !== entry.id));
  }
}

/** Why the server refused attempts for good, by id: the last few, for the screens that wait on them. */
const REFUSALS_KEY = "attemptRefusals";
const REFUSALS_KEPT = 20;

type Refusal = { code: string; params: Record<string, string | number>; message: string };

function keepRefusal(id: string, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  // An input refused names its field: the field's message says why (a sitting finished too fast).
  const reason = Object.values(error.fields).flat()[0] ?? error;
  const stored = readJson(REFUSALS_KEY);
  const kept = stored && typeof stored === "object" ? (stored as Record<string, Refusal>) : {};
  const entries = Object.entries(kept).filter(([key]) => key !== id);
  entries.push([id, { code: reason.code, params: { ...reason.params }, message: reason.message }]);
  writeJson(REFUSALS_KEY, Object.fromEntries(entries.slice(-REFUSALS_KEPT)));
}

/** Why the server refused the attempt `id` (decision 192), or null when it did not (or not yet). */
export function attemptRefusal(id: string): Refusal | null {
  const stored = readJson(REFUSALS_KEY);
  const refusal =
    stored && typeof stored === "object" ? (stored as Record<string, unknown>)[id] : undefined;
  return refusal &&
    typeof refusal === "object" &&
    typeof (refusal as Refusal).code === "string" &&
    typeof (refusal as Refusal).message === "string"
    ? (refusal as Refusal)
    : null;
}
