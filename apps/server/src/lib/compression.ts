import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when offered, else gzip,
 * else none. An encoding offered with q=0 is refused, as RFC 9110 says.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  // Browsers send a handful of distinct headers: each is parsed once (the catalog routes answer
  // tens of thousands of requests a second from memory, and this was a good part of the work).
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const choice = parseAcceptEncoding(header);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(header, choice);
  return choice;
}

const chosen = new Map<string, Encoding | null>();

function parseAcceptEncoding(header: string): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  if ((offered.get("br") ?? 0) > 0) return "br";
  if ((offered.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

/** A response body: text, UTF-8 bytes, or bytes in pieces to be joined (a draw's questions). */
export type Body = string | Buffer | readonly Buffer[];

/** Its length in bytes. */
export function bodyLength(body: Body): number {
  if (typeof body === "string") return Buffer.byteLength(body, "utf8");
  if (Buffer.isBuffer(body)) return body.length;
  let length = 0;
  for (const piece of body) length += piece.length;
  return length;
}

/**
 * Compresses a response body. `effort` "once" is for bodies kept and sent many times (best
 * compression); "each" for a body made for one request (fast, still most of the gain).
 */
export function compress(body: Body, encoding: Encoding, effort: "once" | "each"): Promise<Buffer> {
  return effort === "each"
    ? inTurn((scratch) => encode(inScratch(body, scratch), encoding, effort))
    : encode(joined(body), encoding, effort);
}

/** The body in one piece: text or bytes as given, pieces joined. */
export const wholeBody = (body: Body): string | Buffer =>
  typeof body === "string" || Buffer.isBuffer(body) ? body : Buffer.concat(body);

const joined = (body: Body): Buffer => {
  const whole = wholeBody(body);
  return typeof whole === "string" ? Buffer.from(whole, "utf8") : whole;
};

/**
 * A body made for one request, in its turn's own buffer: each turn has one, kept for good, so a
 * draw's 35 KB are not a new allocation that lingers as garbage until V8 collects its Buffer. At
 * 100 draws at once those allocations, waiting for a collection, grew the C heap by some 30 MB
 * (issue 34). Text and pieces are written there; a body larger than the buffer gets one of its own.
 */
function inScratch(body: Body, scratch: Buffer): Buffer {
  // Bytes already in one piece are compressed as they are: a copy would leave nothing less behind.
  if (Buffer.isBuffer(body) || bodyLength(body) > scratch.length) return joined(body);
  if (typeof body === "string") return scratch.subarray(0, scratch.write(body, "utf8"));
  let at = 0;
  for (const piece of body) at += piece.copy(scratch, at);
  return scratch.subarray(0, at);
}

/**
 * At most this many compressions at once; the others wait their turn. Each compression holds an
 * encoder's state in native memory from the moment it is asked for (brotli at quality 5 with its
 * window and hash tables: about 1.5 MB), while libuv's four threads run only four at a time: 100
 * draws asked at once held 100 encoders, and the server's RSS went from 282 to 636 MB under
 * `autocannon -c 100` on the draw (issue 34). Four in turn: the same throughput, four encoders.
 */
export const COMPRESSIONS_AT_ONCE = 4;
/** The size of each turn's buffer: the largest body made per request (the full draw) fits. */
export const SCRATCH_BYTES = 128 * 1024;
let running = 0;
const queue: Array<() => void> = [];
// The turns' buffers not in use; allocated when first needed.
const scratches: Buffer[] = [];
let scratchesMade = 0;

/** Compressions made for one request that hold an encoder now, and those waiting (for tests). */
export function compressionsInFlight(): { running: number; waiting: number } {
  return { running, waiting: queue.length };
}

/** How many turn buffers there are (for tests: never more than turns). */
export const scratchBuffers = () => scratchesMade;

async function inTurn<T>(work: (scratch: Buffer) => Promise<T>): Promise<T> {
  // A finished compression hands its turn straight to the next in the queue.
  if (running >= COMPRESSIONS_AT_ONCE) await new Promise<void>((go) => queue.push(go));
  else running += 1;
  // A turn's buffer is its own until the compression has read all of it (the promise settled).
  const scratch = scratches.pop() ?? (scratchesMade++, Buffer.allocUnsafeSlow(SCRATCH_BYTES));
  try {
    return await work(scratch);
  } finally {
    scratches.push(scratch);
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

function encode(input: Buffer, encoding: Encoding, effort: "once" | "each"): Promise<Buffer> {
  if (encoding === "gzip") return gz(input, { level: effort === "once" ? 9 : 6 });
  return brotli(input, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // 100 questions (35 KB of JSON): quality 5 gives 12.3 KB in 0.8 ms, quality 4 13.0 KB in
      // 0.7 ms, quality 7 12.1 KB in 1.4 ms, 9 and up over 12 ms. A phone on slow data gains most.
      // The compact draw (decision 101), 60 draws x 5: quality 6 8,851 B mean in 0.66 ms against
      // quality 5's 8,899 B in 0.65 ms, but four quality-6 encoders at once peaked 71-83 MB RSS in
      // a bare process against 65-67 MB: 50 bytes are not worth the server's memory (issue 34).
      [constants.BROTLI_PARAM_QUALITY]: effort === "once" ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      // A window just large enough for the body (the default is 4 MB): the same bytes (five draws,
      // 8,802 B mean against 8,812 B), and at quality 5 a window of 64 KB or less takes a
      // smaller match finder (four at once: 3 MB less of the C heap, 5 MB less RSS).
      ...(effort === "each" && { [constants.BROTLI_PARAM_LGWIN]: windowBits(input.length) }),
    },
  });
}

/** Brotli's window, in bits, for a body of `length` bytes: it holds 2^bits - 16 bytes (10 to 22). */
export const windowBits = (length: number) =>
  Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 16))));
