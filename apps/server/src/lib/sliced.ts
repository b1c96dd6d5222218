import { Readable } from "node:stream";
import type { Steps } from "@tayari/content/problem";

/** The longest the event loop is held by one slice of a stepped check. */
export const SLICE_MS = 20;

/**
 * Lets the event loop answer what waits (timers, sockets) before going on. Needed between the
 * embedded database's statements too: PGlite answers through promises alone, so statements awaited
 * one after another never give the loop a turn (a bank written in 80 statements still held it 1.9 s).
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a stepped check (a bank's or an import's, one question a step) in slices of about SLICE_MS,
 * letting the other requests through between them: a 5 MB bank is checked while /api/health and
 * the students' answers keep being answered (issue 29).
 */
export async function runSliced<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
}

/**
 * `items.map(each)` in slices of about `sliceMs`, a turn of the event loop between: the merit list's
 * 2,000 rows made in one piece held the loop 92 ms of the thread's CPU on a slow box (issue 67).
 */
export async function mapSliced<T, U>(
  items: readonly T[],
  each: (item: T, index: number) => U,
  sliceMs = SLICE_MS,
): Promise<U[]> {
  const out: U[] = [];
  let sliceStart = performance.now();
  for (const [i, item] of items.entries()) {
    out.push(each(item, i));
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
  return out;
}

/** About this many characters of a `piecesBody` are written to the socket at once. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A response body of many pieces of text (an answer's JSON made a piece at a time), sent as UTF-8
 * chunks of about CHUNK_CHARS with a turn of the event loop once `sliceMs` is spent: the item
 * analysis's two megabytes joined and written in one piece held the loop 35-55 ms (issue 67).
 */
export function piecesBody(pieces: readonly string[], sliceMs = SLICE_MS): Readable {
  async function* chunks() {
    let sliceStart = performance.now();
    let batch: string[] = [];
    let size = 0;
    for (const piece of pieces) {
      batch.push(piece);
      size += piece.length;
      if (size < CHUNK_CHARS) continue;
      yield Buffer.from(batch.join(""));
      batch = [];
      size = 0;
      if (performance.now() - sliceStart >= sliceMs) {
        await turn();
        sliceStart = performance.now();
      }
    }
    if (batch.length) yield Buffer.from(batch.join(""));
  }
  return Readable.from(chunks(), { objectMode: false });
}
