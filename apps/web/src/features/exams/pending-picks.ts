import { readJson, removeKey, writeJson } from "../../lib/storage";

/**
 * The picks of a server-kept exam not acknowledged by the server yet (issue 47, point 1; decision
 * 143), kept on this device under `exam:<attempt id>:picks` from the moment they are made until the
 * server says it keeps them (or a later pick): a reload, a closed tab or a restarted browser sends
 * them when the student comes back. One per question, the latest, with its sequence number (the
 * server keeps the highest per question, so sending one twice or late changes nothing).
 *
 * localStorage, not IndexedDB: its write is synchronous, so the pick is on disk before the request
 * leaves and before the tab can close; it costs no code on the way to the paper; and the mock
 * sittings keep their papers the same way (decision 64). `exam:` keys survive the start of a test
 * (lib/storage.ts); signing out clears them with the rest.
 */
export interface PendingPick {
  pick: string;
  seq: number;
}
export type PendingPicks = Record<string, PendingPick>;

const key = (attemptId: number) => `exam:${attemptId}:picks`;

export function readPending(attemptId: number): PendingPicks {
  const stored = readJson(key(attemptId));
  const picks: PendingPicks = {};
  if (!stored || typeof stored !== "object") return picks;
  for (const [id, value] of Object.entries(stored as Record<string, unknown>)) {
    const { pick, seq } = (value ?? {}) as Partial<PendingPick>;
    if (/^\d+$/.test(id) && typeof pick === "string" && typeof seq === "number")
      picks[id] = { pick, seq };
  }
  return picks;
}

function write(attemptId: number, picks: PendingPicks) {
  if (Object.keys(picks).length) writeJson(key(attemptId), picks);
  else removeKey(key(attemptId));
}

/** Keeps a pick until the server has it; an older pending pick of the question is replaced. */
export function keepPending(attemptId: number, questionId: string, pick: PendingPick) {
  const picks = readPending(attemptId);
  if ((picks[questionId]?.seq ?? 0) > pick.seq) return picks;
  picks[questionId] = pick;
  write(attemptId, picks);
  return picks;
}

/** The server keeps pick `seq` of the question or a later one: nothing of it is pending any more. */
export function dropPending(attemptId: number, questionId: string, seq: number) {
  const picks = readPending(attemptId);
  if (picks[questionId] && picks[questionId].seq <= seq) {
    delete picks[questionId];
    write(attemptId, picks);
  }
  return picks;
}

/** The attempt is over (submitted, or its time is up): what was not sent cannot count. */
export function clearPending(attemptId: number) {
  removeKey(key(attemptId));
}
