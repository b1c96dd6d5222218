import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  chooseEncoding,
  compress,
  compressionsInFlight,
  COMPRESSIONS_AT_ONCE,
  SCRATCH_BYTES,
  scratchBuffers,
  windowBits,
} from "./compression";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 as a refusal", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("BR;Q=0, GZIP;q=0")).toBeNull();
    expect(chooseEncoding(["deflate", "gzip"])).toBe("gzip");
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
  });
});

describe("compress, for one request", () => {
  it("runs at most COMPRESSIONS_AT_ONCE at a time, the rest in turn, and each answer is whole", async () => {
    const bodies = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({ i, text: `question ${i} `.repeat(2000) }),
    );
    const pending = bodies.map((body, i) => compress(body, i % 2 ? "gzip" : "br", "each"));
    expect(compressionsInFlight()).toEqual({ running: COMPRESSIONS_AT_ONCE, waiting: 36 });
    const answers = await Promise.all(pending);
    answers.forEach((answer, i) =>
      expect((i % 2 ? gunzipSync(answer) : brotliDecompressSync(answer)).toString()).toBe(
        bodies[i],
      ),
    );
    expect(compressionsInFlight()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("compress, a body in pieces or larger than a turn's buffer", () => {
  it("joins pieces, text and bytes alike, and each answer is its own body however the turns' buffers are reused", async () => {
    const question = (i: number) =>
      Buffer.from(JSON.stringify({ i, text: `नेपाली ${i} `.repeat(300) }));
    const bodies = Array.from({ length: 30 }, (_, n) =>
      n % 3 === 0
        ? [
            Buffer.from('{"questions":['),
            question(n),
            Buffer.from(","),
            question(n + 1),
            Buffer.from("]}"),
          ]
        : n % 3 === 1
          ? Buffer.concat([question(n), question(n)]).toString("utf8")
          : question(n),
    );
    const text = (body: (typeof bodies)[number]) =>
      Array.isArray(body) ? Buffer.concat(body).toString("utf8") : body.toString();
    const big = `[${'"x",'.repeat(SCRATCH_BYTES / 4)}"end"]`;
    const answers = await Promise.all([
      ...bodies.map((body, n) => compress(body, n % 2 ? "gzip" : "br", "each")),
      compress(big, "br", "each"),
    ]);
    bodies.forEach((body, n) =>
      expect((n % 2 ? gunzipSync(answers[n]!) : brotliDecompressSync(answers[n]!)).toString()).toBe(
        text(body),
      ),
    );
    expect(brotliDecompressSync(answers.at(-1)!).toString()).toBe(big);
    // One buffer a turn, kept: never more than the turns, however many bodies came.
    expect(scratchBuffers()).toBeGreaterThan(0);
    expect(scratchBuffers()).toBeLessThanOrEqual(COMPRESSIONS_AT_ONCE);
  });

  it("fits brotli's window to the body: 10 bits at least, 22 at most, the body always inside", () => {
    expect(windowBits(0)).toBe(10);
    expect(windowBits(1_000)).toBe(10);
    expect(windowBits(35_000)).toBe(16);
    expect(windowBits(65_520)).toBe(16);
    expect(windowBits(65_521)).toBe(17);
    expect(windowBits(50_000_000)).toBe(22);
    for (const length of [1_009, 4_080, 65_520, 1_000_000])
      expect(2 ** windowBits(length) - 16).toBeGreaterThanOrEqual(length);
  });
});
