import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import { ApiError, apiRequest } from "../../lib/api-client";
import { STORAGE_KEYS, readJson, signedInUserId, writeJson } from "../../lib/storage";

/** A finished attempt waiting to be sent: a guest's until they sign in, anyone's while offline. */
export interface QueuedAttempt {
  id: string;
  /** The signed-in student it was made by; null for a guest (sent by whoever signs in next). */
  owner: number | null;
  attempt: PutAttemptRequest;
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
  for (const entry of readQueue()) {
    if (entry.owner !== null && entry.owner !== user) continue;
    try {
      await apiRequest(`/attempts/${entry.id}`, { method: "PUT", body: entry.attempt });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Offline, signed out or a server fault: try again later. Anything else can never succeed.
      if (status === 0 || status === 401 || status === 429 || status >= 500) return;
      console.error("An attempt was refused and dropped", error);
    }
    writeQueue(readQueue().filter((q) => q.id !== entry.id));
  }
}
