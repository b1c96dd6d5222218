import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  chooseEncoding,
  compress,
  compressionsInFlight,
  COMPRESSIONS_AT_ONCE,
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
