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

/**
 * Compresses a response body. `effort` "once" is for bodies kept and sent many times (best
 * compression); "each" for a body made for one request (fast, still most of the gain).
 */
export function compress(
  body: string,
  encoding: Encoding,
  effort: "once" | "each",
): Promise<Buffer> {
  const input = Buffer.from(body, "utf8");
  if (encoding === "gzip") return gz(input, { level: effort === "once" ? 9 : 6 });
  return brotli(input, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // 100 questions (35 KB of JSON): quality 5 gives 12.3 KB in 0.8 ms, quality 4 13.0 KB in
      // 0.7 ms, quality 7 12.1 KB in 1.4 ms, 9 and up over 12 ms. A phone on slow data gains most.
      [constants.BROTLI_PARAM_QUALITY]: effort === "once" ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}
