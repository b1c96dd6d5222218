import { describe, expect, it } from "vitest";
import { text } from "node:stream/consumers";
import { mapSliced, piecesBody } from "./sliced";

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

describe("piecesBody", () => {
  // Pieces of about 1 KB with Devanagari in them: over two megabytes, many chunks.
  const pieces = Array.from(
    { length: 2_200 },
    (_, i) => `,{"id":${i},"text":"${"प्रश्न ".repeat(150)}"}`,
  );

  it("sends the pieces' text, byte for byte", async () => {
    expect(await text(piecesBody(pieces))).toBe(pieces.join(""));
    expect(await text(piecesBody(pieces, 0))).toBe(pieces.join(""));
    expect(await text(piecesBody([]))).toBe("");
  });

  it("gives the event loop a turn between chunks once a slice is spent", async () => {
    const turns = await turnsWhile(text(piecesBody(pieces, 0)));
    // 2,200 pieces of 900 characters: about 31 chunks of 64 K, a turn after each.
    expect(turns).toBeGreaterThanOrEqual(25);
  });

  it("does not turn within a slice", async () => {
    const turns = await turnsWhile(text(piecesBody(pieces, 1_000_000)));
    expect(turns).toBeLessThan(25);
  });
});

/** How many turns the event loop took while `work` ran (counted by a chain of immediates). */
async function turnsWhile(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  const tick = () => {
    turns += 1;
    if (turns < 1_000) setImmediate(tick);
  };
  setImmediate(tick);
  await work;
  return turns;
}
