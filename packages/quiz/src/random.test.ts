import { describe, expect, it } from "vitest";
import { createRng, shuffle } from "./random";

describe("createRng", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, createRng(43))).not.toEqual(first);
  });

  it("returns numbers in [0, 1)", () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const x = rng();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("shuffle", () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it("is deterministic for a seed and returns a permutation", () => {
    const once = shuffle(items, createRng(1));
    expect(shuffle(items, createRng(1))).toEqual(once);
    expect(once).not.toEqual(items);
    expect([...once].sort((x, y) => x - y)).toEqual(items);
  });

  it("never mutates its input", () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    const result = shuffle(input, createRng(3));
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect(result).not.toBe(input);
  });

  it("handles empty and single-item lists", () => {
    expect(shuffle([], createRng(1))).toEqual([]);
    expect(shuffle(["only"], createRng(1))).toEqual(["only"]);
  });

  it("uses the rng to pick each swap (Fisher-Yates)", () => {
    // rng 0 always swaps with the first slot: [a,b,c,d] -> i=3:[d,b,c,a] -> i=2:[c,b,d,a] -> i=1:[b,c,d,a]
    expect(shuffle(["a", "b", "c", "d"], () => 0)).toEqual(["b", "c", "d", "a"]);
    // rng just below 1 always keeps the item in place.
    expect(shuffle(["a", "b", "c", "d"], () => 0.999)).toEqual(["a", "b", "c", "d"]);
  });
});
