import { describe, expect, it } from "vitest";
import { commitTogether } from "./commit-together";

/** A promise settled from outside: a write the test lets finish when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A writer whose transactions the test finishes by hand, recording what ran alone and together. */
function writer(lanes: number, most: number, order?: (a: string, b: string) => number) {
  const runs: { kind: "alone" | "together"; items: string[]; done: ReturnType<typeof deferred> }[] =
    [];
  const failed: number[] = [];
  const write = commitTogether<string, string>({
    lanes,
    most,
    alone: async (item) => {
      const done = deferred();
      runs.push({ kind: "alone", items: [item], done });
      await done.promise;
      if (item.startsWith("bad")) throw new Error(`${item} refused`);
      return `${item} stored`;
    },
    together: async (items) => {
      const done = deferred();
      runs.push({ kind: "together", items, done });
      await done.promise;
      if (items.some((item) => item.startsWith("bad"))) throw new Error("batch rolled back");
      return items.map((item) => `${item} stored with ${items.length - 1} others`);
    },
    order,
    onBatchFailed: (_error, size) => failed.push(size),
  });
  return { write, runs, failed };
}

describe("writes committed together (decision 299)", () => {
  it("a write that finds a lane free runs at once and alone", async () => {
    const { write, runs } = writer(2, 8);
    const a = write("a");
    const b = write("b");
    expect(runs.map((r) => [r.kind, r.items])).toEqual([
      ["alone", ["a"]],
      ["alone", ["b"]],
    ]);
    expect(write.busy).toBe(2);
    runs.forEach((r) => r.done.resolve(undefined));
    expect(await Promise.all([a, b])).toEqual(["a stored", "b stored"]);
    await settle();
    expect(write.busy).toBe(0);
  });

  it("writes that wait for a lane go together, at most `most` to a transaction, each told its own outcome", async () => {
    const { write, runs } = writer(1, 3);
    const first = write("first");
    const waiting = ["w1", "w2", "w3", "w4", "w5"].map(write);
    expect(write.waiting).toBe(5);
    expect(runs).toHaveLength(1);
    runs[0]!.done.resolve(undefined);
    await settle();
    // The lane, free again, takes the first three waiting in their order of arrival.
    expect(runs.map((r) => [r.kind, r.items])).toEqual([
      ["alone", ["first"]],
      ["together", ["w1", "w2", "w3"]],
    ]);
    runs[1]!.done.resolve(undefined);
    await settle();
    expect(runs[2]!.items).toEqual(["w4", "w5"]);
    runs[2]!.done.resolve(undefined);
    expect(await first).toBe("first stored");
    expect(await Promise.all(waiting)).toEqual([
      "w1 stored with 2 others",
      "w2 stored with 2 others",
      "w3 stored with 2 others",
      "w4 stored with 1 others",
      "w5 stored with 1 others",
    ]);
    await settle();
    expect([write.waiting, write.busy]).toEqual([0, 0]);
  });

  it("a batch runs in the given order, and each write still gets its own outcome", async () => {
    const { write, runs } = writer(1, 8, (a, b) => a.localeCompare(b));
    const first = write("m");
    const waiting = ["z", "c", "k"].map(write);
    runs[0]!.done.resolve(undefined);
    await settle();
    expect(runs[1]!.items).toEqual(["c", "k", "z"]);
    runs[1]!.done.resolve(undefined);
    await first;
    expect(await Promise.all(waiting)).toEqual([
      "z stored with 2 others",
      "c stored with 2 others",
      "k stored with 2 others",
    ]);
  });

  it("a batch that fails as a whole is run again write by write: the bad one fails alone", async () => {
    const { write, runs, failed } = writer(1, 8);
    const first = write("first");
    const waiting = ["x", "bad-y", "z"].map((item) =>
      write(item).then(
        (out) => ({ out }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    runs[0]!.done.resolve(undefined);
    await settle();
    runs[1]!.done.resolve(undefined);
    await settle();
    expect(failed).toEqual([3]);
    expect(runs.slice(2).map((r) => [r.kind, r.items])).toEqual([
      ["alone", ["x"]],
      ["alone", ["bad-y"]],
      ["alone", ["z"]],
    ]);
    // The lane stays taken until every write of the batch has its outcome.
    expect(write.busy).toBe(1);
    const later = write("later");
    expect(runs).toHaveLength(5);
    runs.slice(2).forEach((r) => r.done.resolve(undefined));
    await first;
    expect(await Promise.all(waiting)).toEqual([
      { out: "x stored" },
      { error: "bad-y refused" },
      { out: "z stored" },
    ]);
    await settle();
    expect(runs[5]!.items).toEqual(["later"]);
    runs[5]!.done.resolve(undefined);
    expect(await later).toBe("later stored");
  });

  it("a batch that answers for fewer writes than it took counts as failed", async () => {
    const outcomes: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const write = commitTogether<string, string>({
      lanes: 1,
      most: 4,
      alone: async (item) => {
        await gate;
        return `${item} alone`;
      },
      together: async (items) => {
        outcomes.push(items);
        return [`${items[0]} only`];
      },
    });
    const all = Promise.all(["a", "b", "c"].map(write));
    release();
    expect(await all).toEqual(["a alone", "b alone", "c alone"]);
    expect(outcomes).toEqual([["b", "c"]]);
  });

  it("refuses a lane count or batch size below one", () => {
    const none = async () => [];
    expect(() =>
      commitTogether({ lanes: 0, most: 4, alone: async () => 1, together: none }),
    ).toThrow(/lanes and most/);
    expect(() =>
      commitTogether({ lanes: 2, most: 0, alone: async () => 1, together: none }),
    ).toThrow(/lanes and most/);
  });
});
