import { describe, expect, it } from "vitest";
import { mapSliced } from "./sliced";

describe("mapSliced", () => {
  it("gives what map gives, in order, with each index", async () => {
    const items = Array.from({ length: 120 }, (_, i) => `item ${i}`);
    const each = (item: string, i: number) => `${i}: ${item.toUpperCase()}`;
    expect(await mapSliced(items, each, 0)).toEqual(items.map(each));
    expect(await mapSliced(items, each)).toEqual(items.map(each));
    expect(await mapSliced([], each, 0)).toEqual([]);
  });

  it("gives the event loop a turn between slices", async () => {
    let turns = 0;
    const tick = () => {
      turns += 1;
      if (turns < 1_000) setImmediate(tick);
    };
    setImmediate(tick);
    await mapSliced(
      Array.from({ length: 50 }, (_, i) => i),
      (i) => i * 2,
      0,
    );
    // A slice of 0 ms turns after every item: the loop ran the ticks meanwhile.
    expect(turns).toBeGreaterThanOrEqual(49);
  });

  it("does not turn within a slice", async () => {
    let turns = 0;
    const tick = () => {
      turns += 1;
      if (turns < 1_000) setImmediate(tick);
    };
    setImmediate(tick);
    await mapSliced(
      Array.from({ length: 400 }, (_, i) => i),
      (i) => i + 1,
      1_000_000,
    );
    // One slice as long as the whole list: no turn before the end.
    expect(turns).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns).toBeGreaterThanOrEqual(1);
  });
});
