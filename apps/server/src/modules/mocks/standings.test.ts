import { describe, expect, it } from "vitest";
import {
  FULL_READ_MS,
  MAX_AGE_MS,
  OVERLAP_MS,
  REFRESH_MS,
  StandingsCache,
  applyChanges,
  standingOf,
  takeSnapshot,
  type ChangedRow,
  type StandingRow,
} from "./standings";

/** Marks as the csit profile keeps them: [total, mathematics, physics, chemistry, english] in hundredths. */
const row = (userId: number, marks: number, ...ties: number[]): StandingRow => ({
  userId,
  ranking: [marks * 100, ...ties.map((t) => t * 100)],
});

describe("standingOf", () => {
  const snapshot = takeSnapshot(
    [row(1, 80, 20), row(2, 62, 15), row(3, 62, 15), row(4, 62, 18), row(5, 40, 10)],
    0,
  );

  const own = (userId: number) => snapshot.byUser.get(userId)!;

  it("ranks by marks, then the tie-break subjects; equal on all shares a rank (1, 2, 3, 3, 5)", () => {
    expect([1, 4, 2, 3, 5].map((u) => standingOf(snapshot, own(u)).rank)).toEqual([1, 2, 3, 3, 5]);
  });

  it("percentile: the share ranked at or below, two decimals; the best has 100", () => {
    expect(standingOf(snapshot, row(1, 80, 20)).percentile).toBe(100);
    // Rank 3 of 5: ranks 3, 3, 5 are at or below: 3 of 5.
    expect(standingOf(snapshot, row(2, 62, 15)).percentile).toBe(60);
    expect(standingOf(snapshot, row(5, 40, 10)).percentile).toBe(20);
    const seven = takeSnapshot(
      [1, 2, 3, 4, 5, 6].map((u) => row(u, 90 - u)),
      0,
    );
    // A seventh student, last: rank 7 of 7, 1 of 7 = 14.29. The third of the six: 4 of 6 = 66.67.
    expect(standingOf(seven, row(9, 0)).percentile).toBe(14.29);
    expect(standingOf(seven, row(3, 87)).percentile).toBe(66.67);
  });

  it("adds a student whose sitting the snapshot has not seen yet", () => {
    const s = standingOf(snapshot, row(6, 70));
    expect(s).toMatchObject({ rank: 2, candidates: 6, bucket: 14 });
    expect(s.distribution[14]).toBe(1);
    expect(s.distribution.reduce((a, b) => a + b)).toBe(6);
  });

  it("puts a student's current row in place of the one the snapshot holds", () => {
    // Student 1 had 80; an earlier sitting that arrived late (offline) counts instead: 45.
    const s = standingOf(snapshot, row(1, 45, 12));
    expect(s).toMatchObject({ rank: 4, candidates: 5, bucket: 9 });
    expect(s.distribution[16]).toBe(0);
    expect(s.distribution[9]).toBe(1);
  });

  it("draws the distribution in bars of 5 marks, 100 in the last bar", () => {
    const s = takeSnapshot([row(1, 0), row(2, 4.99), row(3, 5), row(4, 99), row(5, 100)], 0);
    expect(s.histogram).toEqual([2, 1, ...Array<number>(17).fill(0), 2]);
  });
});

describe("StandingsCache", () => {
  /** A database of rows, each changed at a time of the clock; the reader honours `since`. */
  function cache() {
    const clock = { now: 1_000_000 };
    const rows = new Map<number, ChangedRow>();
    const put = (r: StandingRow) => rows.set(r.userId, { ...r, changedAt: new Date(clock.now) });
    put(row(1, 50));
    const reads: Array<Date | null> = [];
    const c = new StandingsCache(
      async (_paper, since) => {
        reads.push(since);
        const changed = [...rows.values()].filter((r) => !since || r.changedAt >= since);
        return { rows: changed, readAt: new Date(clock.now) };
      },
      () => clock.now,
    );
    return { c, clock, rows, put, reads };
  }

  it("reads once, renews in the background after 15 s, and waits for a new read after 45 s", async () => {
    const { c, clock, put, reads } = cache();
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(1);
    put(row(2, 60));
    clock.now += REFRESH_MS - 1;
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(1);
    expect(reads).toHaveLength(1);
    clock.now += 1;
    // Stale but young enough: answered at once, renewed behind it.
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(1);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(2);
    put(row(3, 70));
    clock.now += MAX_AGE_MS;
    // Too old to answer with: the reader waits for the new read.
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(3);
  });

  it("a renewal reads only the rows changed lately, and puts them in their places", async () => {
    const { c, clock, put, reads } = cache();
    await c.snapshot("mock-1");
    clock.now += 10 * 60_000 - 1;
    put(row(2, 60));
    put(row(1, 30)); // an earlier sitting that arrived late replaces student 1's
    const s = await c.snapshot("mock-1");
    expect(reads[1]).toEqual(new Date(1_000_000 - OVERLAP_MS));
    expect(s.sorted).toEqual([[6000], [3000]]);
    expect(s.histogram[12]).toBe(1);
    expect(s.histogram[6]).toBe(1);
    expect(s.histogram[10]).toBe(0);
  });

  it("reads every row again every 10 minutes, so a deleted account leaves the standings", async () => {
    const { c, clock, rows, put, reads } = cache();
    put(row(2, 60));
    await c.snapshot("mock-1");
    rows.delete(2);
    clock.now += MAX_AGE_MS;
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(2);
    clock.now += FULL_READ_MS;
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(1);
    expect(reads.at(-1)).toBeNull();
  });

  it("a sitting counted in this process starts a renewal at the next read", async () => {
    const { c, put, reads } = cache();
    await c.snapshot("mock-1");
    put(row(2, 60));
    c.touched("mock-1");
    await c.snapshot("mock-1");
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    expect((await c.snapshot("mock-1")).sorted).toHaveLength(2);
  });
});

describe("applyChanges", () => {
  it("gives the same snapshot as reading every row afresh", () => {
    const before = [row(1, 80, 20), row(2, 62, 15), row(3, 62, 18), row(4, 40)];
    const changes = [row(2, 62, 19), row(5, 62, 15), row(4, 40), row(6, 99)];
    const merged = applyChanges(takeSnapshot(before, 0), changes, 7);
    const afresh = takeSnapshot(
      [row(1, 80, 20), row(2, 62, 19), row(3, 62, 18), row(4, 40), row(5, 62, 15), row(6, 99)],
      7,
    );
    expect(merged.sorted).toEqual(afresh.sorted);
    expect(merged.histogram).toEqual(afresh.histogram);
    expect([...merged.byUser].sort()).toEqual([...afresh.byUser].sort());
  });
});
