/**
 * Writes that arrive while others are in flight, committed together (decision 299): group commit
 * for the exam day's hottest write, the answer save. At most `lanes` writes run at once; a write
 * that finds a lane free goes at once and alone, as it would without this, and writes that arrive
 * while every lane is busy wait for the next free lane, which takes up to `most` of them in arrival
 * order (then sorted by `order`) and hands them to `together`, which stores them in one
 * transaction (the answer save: one statement over arrays): one commit, one WAL flush, for many.
 *
 * Each write keeps its own outcome. A batch that fails as a whole (a deadlock with another batch,
 * one write's statement raising an error, the connection lost) is run again write by write, each
 * alone, so one bad write fails only itself; the writes must be safe to run again after a failed
 * transaction (rolled back, or on a lost connection perhaps committed: the answer save is, by its
 * sequence number).
 */
export interface CommitTogetherOptions<In, Out> {
  /** Writes (alone or together) in flight at once, at most. */
  lanes: number;
  /** Writes in one transaction, at most. */
  most: number;
  /** One write alone, in a transaction of its own. */
  alone: (item: In) => Promise<Out>;
  /** Several writes in one transaction, their outcomes in the same order. */
  together: (items: In[]) => Promise<Out[]>;
  /** The order a batch runs in (a stable sort keeps arrival order among equals). */
  order?: (a: In, b: In) => number;
  /** Told of a batch that failed as a whole before its writes run alone. */
  onBatchFailed?: (error: unknown, size: number) => void;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

export interface CommitTogether<In, Out> {
  (item: In): Promise<Out>;
  /** Writes waiting for a lane, and lanes busy: for tests and the load test's figures. */
  readonly waiting: number;
  readonly busy: number;
}

export function commitTogether<In, Out>(
  options: CommitTogetherOptions<In, Out>,
): CommitTogether<In, Out> {
  const { lanes, most, alone, together, order, onBatchFailed } = options;
  if (!(lanes >= 1 && most >= 1)) throw new Error("commitTogether: lanes and most must be ≥ 1");
  const queue: Waiting<In, Out>[] = [];
  let busy = 0;

  const runAlone = async (entry: Waiting<In, Out>) => {
    try {
      entry.resolve(await alone(entry.item));
    } catch (error) {
      entry.reject(error);
    }
  };

  const runBatch = async (batch: Waiting<In, Out>[]) => {
    if (batch.length === 1) return runAlone(batch[0]!);
    if (order) batch.sort((a, b) => order(a.item, b.item));
    let outs: Out[];
    try {
      outs = await together(batch.map((entry) => entry.item));
      if (outs.length !== batch.length) throw new Error("commitTogether: an outcome per write");
    } catch (error) {
      onBatchFailed?.(error, batch.length);
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((entry, i) => entry.resolve(outs[i]!));
  };

  const pump = () => {
    while (busy < lanes && queue.length) {
      busy++;
      void runBatch(queue.splice(0, most)).finally(() => {
        busy--;
        pump();
      });
    }
  };

  const write = (item: In) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
  return Object.defineProperties(write, {
    waiting: { get: () => queue.length },
    busy: { get: () => busy },
  }) as CommitTogether<In, Out>;
}
