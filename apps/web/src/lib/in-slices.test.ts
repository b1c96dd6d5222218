import { afterEach, describe, expect, it, vi } from "vitest";
import { mapInSlices } from "./in-slices";

// The page's clock, moved by the work itself, and the browser's scheduler, which records where the
// map let the browser in (nextTask takes `scheduler.yield` where the browser has it).
function controlled(msPerItem: number) {
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  const yieldedBefore: number[] = [];
  let done = 0;
  vi.stubGlobal("scheduler", {
    yield: () => {
      yieldedBefore.push(done);
      return Promise.resolve();
    },
  });
  const work = (item: number) => {
    now += msPerItem;
    done += 1;
    return item * 10;
  };
  return { yieldedBefore, work };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("mapInSlices", () => {
  it("maps every item in order, letting the browser in once a slice has run its 5 ms", async () => {
    const { yieldedBefore, work } = controlled(2);
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(await mapInSlices(items, work)).toEqual(items.map((i) => i * 10));
    // 2 ms an item: three items a slice (0, 2, 4 ms in), then the browser.
    expect(yieldedBefore).toEqual([3, 6, 9]);
  });

  it("does an item longer than a slice alone, and never yields before the first", async () => {
    const { yieldedBefore, work } = controlled(20);
    expect(await mapInSlices([1, 2, 3], work)).toEqual([10, 20, 30]);
    expect(yieldedBefore).toEqual([1, 2]);
  });

  it("throws what an item throws, and maps nothing after it", async () => {
    const { work } = controlled(1);
    const seen: number[] = [];
    const failing = (item: number) => {
      seen.push(item);
      if (item === 2) throw new Error("item 2");
      return work(item);
    };
    await expect(mapInSlices([1, 2, 3], failing)).rejects.toThrow("item 2");
    expect(seen).toEqual([1, 2]);
  });

  it("maps an empty list to an empty list", async () => {
    expect(await mapInSlices([], () => 1)).toEqual([]);
  });
});
