import { percentileOf } from "@tayari/quiz/marking";

/**
 * A paper's standings (decision 64): every counted sitting's ranking key (marks in hundredths, then
 * the tie-break subjects' marks), ranked in memory from a snapshot that each server process reads
 * from the database and renews. The student's own row is always read fresh and put in its place,
 * so their rank, the candidates and the chart agree with each other and with their own sitting.
 */

export interface StandingRow {
  userId: number;
  ranking: readonly number[];
  /** The counted sitting (an attempt on the student's account) and when it started. */
  attemptId?: string;
  startedAt?: Date;
}

/** Bars of the distribution chart: marks 0-4, 5-9, ... 95-100. */
export const BUCKET_MARKS = 5;
export const BUCKETS = 20;

export interface Snapshot {
  /** When it was read (the server's clock, ms). */
  takenAt: number;
  byUser: ReadonlyMap<number, StandingRow>;
  /** Best first. */
  sorted: ReadonlyArray<readonly number[]>;
  histogram: readonly number[];
}

/** > 0 when `a` ranks above `b`, 0 when they are equal on marks and every tie-break. */
export function compareRanking(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export const bucketOf = (ranking: readonly number[]) =>
  Math.min(BUCKETS - 1, Math.max(0, Math.floor((ranking[0] ?? 0) / 100 / BUCKET_MARKS)));

export function takeSnapshot(rows: readonly StandingRow[], takenAt: number): Snapshot {
  const sorted = rows.map((r) => r.ranking).sort((a, b) => compareRanking(b, a));
  const histogram = Array<number>(BUCKETS).fill(0);
  for (const ranking of sorted) histogram[bucketOf(ranking)]! += 1;
  return { takenAt, byUser: new Map(rows.map((r) => [r.userId, r])), sorted, histogram };
}

/** How many rankings in a best-first list rank strictly above `ranking` (a binary search). */
function countAbove(sorted: ReadonlyArray<readonly number[]>, ranking: readonly number[]): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareRanking(sorted[mid]!, ranking) > 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Standing {
  rank: number;
  candidates: number;
  percentile: number;
  /** Candidates per bar of BUCKET_MARKS marks. */
  distribution: number[];
  /** The bar the student's marks fall in. */
  bucket: number;
}

/**
 * The student's place among the snapshot's candidates, with their own current row in place of the
 * one the snapshot may hold (or added, when it was read before their sitting arrived). Equal marks
 * and tie-breaks share a rank (1, 2, 2, 4).
 */
export function standingOf(snapshot: Snapshot, own: StandingRow): Standing {
  const previous = snapshot.byUser.get(own.userId)?.ranking;
  let above = countAbove(snapshot.sorted, own.ranking);
  if (previous && compareRanking(previous, own.ranking) > 0) above -= 1;
  const candidates = snapshot.sorted.length + (previous ? 0 : 1);
  const distribution = [...snapshot.histogram];
  if (previous) distribution[bucketOf(previous)]! -= 1;
  const bucket = bucketOf(own.ranking);
  distribution[bucket]! += 1;
  const rank = above + 1;
  return { rank, candidates, percentile: percentileOf(rank, candidates), distribution, bucket };
}

/** Older than this, a snapshot is renewed in the background while it still answers. */
export const REFRESH_MS = 15_000;
/** Older than this, a reader waits for a new one: standings are right within 60 s (issue 31). */
export const MAX_AGE_MS = 45_000;
/** A renewal reads only the rows changed lately; this often it reads them all (a deleted account). */
export const FULL_READ_MS = 10 * 60_000;
/**
 * A renewal reads the rows changed since the last read began (the database's clock), less this: a
 * row's time is its transaction's start, so one that committed a little after a read began is
 * still found by the next.
 */
export const OVERLAP_MS = 10_000;

/** Rows of a paper as read: each with when it last changed (the database's clock). */
export interface ChangedRow extends StandingRow {
  changedAt: Date;
}

/**
 * Reads a paper's rows changed at or after `since`, or all of them (`since` null), with the
 * database's time as the read began.
 */
export type StandingsReader = (
  paper: string,
  since: Date | null,
) => Promise<{ rows: ChangedRow[]; readAt: Date }>;

interface Entry {
  snapshot: Snapshot | null;
  loading: Promise<Snapshot> | null;
  /** When the last read began (the database's clock), and every row was last read (ours). */
  readAt: Date | null;
  fullAt: number;
}

/** The snapshot with some students' rows replaced or added, kept sorted. */
export function applyChanges(snapshot: Snapshot, rows: readonly StandingRow[], takenAt: number) {
  const byUser = new Map(snapshot.byUser);
  const sorted = [...snapshot.sorted];
  const histogram = [...snapshot.histogram];
  for (const row of rows) {
    const previous = byUser.get(row.userId)?.ranking;
    byUser.set(row.userId, row);
    if (previous && compareRanking(previous, row.ranking) === 0) continue;
    if (previous) {
      sorted.splice(countAbove(sorted, previous), 1);
      histogram[bucketOf(previous)]! -= 1;
    }
    sorted.splice(countAbove(sorted, row.ranking), 0, row.ranking);
    histogram[bucketOf(row.ranking)]! += 1;
  }
  return { takenAt, byUser, sorted, histogram };
}

/**
 * Each paper's snapshot in this process. Nothing here is state: it is rebuilt from the database
 * whenever it is older than MAX_AGE_MS, so several processes agree within that time. A renewal
 * reads only the rows changed since the last one (a few, where a full read of 20,000 rows keeps
 * the embedded database busy for a few hundred milliseconds), and all of them every FULL_READ_MS.
 */
export class StandingsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly read: StandingsReader,
    private readonly now: () => number,
  ) {}

  async snapshot(paper: string): Promise<Snapshot> {
    let entry = this.entries.get(paper);
    if (!entry)
      this.entries.set(paper, (entry = { snapshot: null, loading: null, readAt: null, fullAt: 0 }));
    const age = entry.snapshot ? this.now() - entry.snapshot.takenAt : Infinity;
    if (age < REFRESH_MS) return entry.snapshot!;
    const loading = this.renew(paper, entry);
    if (age < MAX_AGE_MS) {
      loading.catch(() => {}); // a failed renewal is tried again by the next reader
      return entry.snapshot!;
    }
    return loading;
  }

  /** A sitting of `paper` was counted here: the next reader starts a renewal (without waiting). */
  touched(paper: string): void {
    const entry = this.entries.get(paper);
    if (entry?.snapshot)
      entry.snapshot = {
        ...entry.snapshot,
        takenAt: Math.min(entry.snapshot.takenAt, this.now() - REFRESH_MS),
      };
  }

  private renew(paper: string, entry: Entry): Promise<Snapshot> {
    if (entry.loading) return entry.loading;
    const takenAt = this.now();
    const full = !entry.snapshot || !entry.readAt || takenAt - entry.fullAt >= FULL_READ_MS;
    const since = full ? null : new Date(entry.readAt!.getTime() - OVERLAP_MS);
    entry.loading = this.read(paper, since)
      .then(({ rows, readAt }) => {
        entry.readAt = readAt;
        if (full) entry.fullAt = takenAt;
        return (entry.snapshot =
          full || !entry.snapshot
            ? takeSnapshot(rows, takenAt)
            : applyChanges(entry.snapshot, rows, takenAt));
      })
      .finally(() => (entry.loading = null));
    return entry.loading;
  }
}
