import {
  fetchSealedPaper,
  getSealKey,
  recordSealedStart,
  SEALED_FIRST_SEND_SECONDS,
  type SealedPaper,
} from "@tayari/contracts/exam-seal";
import { call } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

// The sealed paper's calls (issue 66 point 1, decision 0452), and the copy this device keeps: the
// paper encrypted, never its key, under `sealed-paper:{slug}`.

/** A sealed paper as this device keeps it: with how far the server's clock is from the device's. */
export type SealedCopy = SealedPaper & { offset_ms: number };

const storageKey = (slug: string) => `sealed-paper:${slug}`;

/** This candidate's sealed paper fetched (with the access code and roll when the exam asks) and kept. */
export async function fetchSealedCopy(
  slug: string,
  entry: { accessCode?: string; roll?: string } = {},
): Promise<SealedCopy> {
  const sealed = await call(fetchSealedPaper, {
    params: { slug },
    body: {
      ...(entry.accessCode ? { access_code: entry.accessCode } : {}),
      ...(entry.roll ? { roll: entry.roll } : {}),
    },
  });
  const copy = { ...sealed, offset_ms: Date.parse(sealed.server_now) - Date.now() };
  try {
    localStorage.setItem(storageKey(slug), JSON.stringify(copy));
  } catch {
    // A full storage: the copy lives as long as the page does.
  }
  return copy;
}

/** The copy kept on this device for the exam, if any. */
export function keptSealedCopy(slug: string): SealedCopy | null {
  try {
    const text = localStorage.getItem(storageKey(slug));
    return text ? (JSON.parse(text) as SealedCopy) : null;
  } catch {
    return null;
  }
}

export function forgetSealedCopy(slug: string) {
  try {
    localStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing kept.
  }
}

/** The exam's key, asked again while the server says it is not time yet (its own clock's wait). */
export async function fetchSealKey(slug: string, wait: (ms: number) => Promise<void>) {
  for (let tries = 0; ; tries++) {
    try {
      return await call(getSealKey, { params: { slug } });
    } catch (error) {
      const early = error instanceof ApiError && error.code === "exams.keyNotYet";
      if (!early || tries >= 5) throw error;
      // Spread over a second, so that the devices a clock put early do not ask again as one.
      await wait(Math.max(0, Number(error.params.seconds ?? 1)) * 1000 + Math.random() * 1000);
    }
  }
}

/** The number a sealed paper's attempt has on this device before the server has it: the exam's. */
export const sealedAttemptId = (seal: string) => -Number(seal.split(".")[0]);

/** The number of the sealed paper kept on this device for the exam, if any (its picks' ledger). */
export function keptSealedId(slug: string): number | undefined {
  const kept = keptSealedCopy(slug);
  return kept ? sealedAttemptId(kept.seal) : undefined;
}

/**
 * The sealed starts not yet recorded on the server, by exam: the device opened its paper at the
 * bell without asking the server; the start is recorded by the first answer's save, which carries
 * the seal (decision 0453), or before the hand-in, or a minute or two after the opening when no
 * answer comes sooner, whichever is first.
 */
const unrecorded = new Map<string, { seal: string; recorded?: Promise<void>; sendFrom: number }>();

/**
 * The sealed start of `slug` to record, by `afterMs` at the latest when nothing asks sooner; its
 * answers wait on the device until `sendFrom` (this device's clock, ms; 0: at once).
 */
export function awaitSealedStart(slug: string, seal: string, afterMs: number, sendFrom = 0) {
  unrecorded.set(slug, { seal, sendFrom });
  setTimeout(() => void recordedBefore(slug).catch(() => {}), afterMs);
}

/**
 * The moment (this device's clock, ms) a paper opened at the bell first sends its answers: a
 * random one of SEALED_FIRST_SEND_SECONDS after the opening, as this device counts it (decision
 * 0459); already past for a device that opened its paper later.
 */
export function firstSendMoment(copy: SealedCopy, random = Math.random()): number {
  const { from, to } = SEALED_FIRST_SEND_SECONDS;
  return Date.parse(copy.opens_at) - copy.offset_ms + (from + random * (to - from)) * 1000;
}

/** Until when (this device's clock, ms) the answers of `slug` wait on the device; 0 when they do not. */
export const sealedSendFrom = (slug: string): number => unrecorded.get(slug)?.sendFrom ?? 0;

/** The seal an answer of `slug` carries while its start is not on the server (decision 0453). */
export const pendingSeal = (slug: string): string | undefined => unrecorded.get(slug)?.seal;

/** A save that carried the seal was answered: the start is on the server. */
export function sealRecorded(slug: string) {
  unrecorded.delete(slug);
}

/**
 * The server refused the sealed start (started meanwhile on another device with another paper, a
 * seal not this account's, a list that no longer names the candidate): the page starts again from
 * the server's attempt, or its refusal.
 */
export function sealRefused(slug: string) {
  unrecorded.delete(slug);
  forgetSealedCopy(slug);
  window.location.reload();
}

/** Records the sealed start once (a failure lets the next caller try again). */
export function recordedBefore(slug: string): Promise<void> {
  const pending = unrecorded.get(slug);
  if (!pending) return Promise.resolve();
  pending.recorded ??= call(recordSealedStart, {
    params: { slug },
    body: { seal: pending.seal },
  }).then(
    () => {
      unrecorded.delete(slug);
    },
    (error: unknown) => {
      pending.recorded = undefined;
      if (error instanceof ApiError && error.status < 500 && error.status !== 429)
        sealRefused(slug);
      throw error;
    },
  );
  return pending.recorded;
}
