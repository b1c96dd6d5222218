/**
 * A mock sitting's answers in the answer ledger (decisions 340 and 345): the paper engine
 * (paper.ts) keeps the clock, the place and the picks on screen; the ledger keeps each pick's
 * number and whether the server has it, keyed by the question's index on the paper. These keep
 * the two in step.
 */
import { reduceLedger, type CopiedAnswer, type Ledger } from "./ledger";
import type { PaperSpec, PaperState } from "./paper";

/** A sitting kept before the ledger: each pick given waits, numbered below any numbered change. */
export function ledgerOfPicks(picks: ReadonlyArray<string | null>): Ledger {
  const answers: Ledger["answers"] = Object.fromEntries(
    picks.flatMap((pick, i) =>
      pick === null ? [] : [[String(i), { pick, seq: 1, state: "waiting" as const }]],
    ),
  );
  return { seq: 1, answers };
}

/**
 * The ledger after the paper moved from `before` to `after`: each pick that changed (chosen,
 * changed, cleared) is a change at `clock` on the sitting's clock.
 */
export function recordPicks(
  ledger: Ledger,
  before: PaperState,
  after: PaperState,
  clock: number,
): Ledger {
  if (before.picks === after.picks) return ledger;
  return after.picks.reduce(
    (l, pick, i) =>
      pick === before.picks[i]
        ? l
        : reduceLedger(l, { type: "pick", question: String(i), pick, clock }),
    ledger,
  );
}

/**
 * The paper with the ledger's picks where they differ (another device's later change merged in),
 * each one an option of its question; the same object when none differs. A finished paper is
 * left as it ended.
 */
export function withLedgerPicks(state: PaperState, ledger: Ledger, spec: PaperSpec): PaperState {
  if (state.finishedAt !== null) return state;
  let changed = false;
  const picks = state.picks.map((pick, i) => {
    const answer = ledger.answers[String(i)];
    if (!answer || answer.pick === pick) return pick;
    if (answer.pick !== null && !(spec.options[i] ?? []).includes(answer.pick)) return pick;
    changed = true;
    return answer.pick;
  });
  return changed ? { ...state, picks } : state;
}

/** Another copy's picks and their numbers, as the ledger merges them (a number 0: no change). */
export function copyOfPicks(
  picks: ReadonlyArray<string | null>,
  seqs: ReadonlyArray<number>,
): Record<string, CopiedAnswer> {
  return Object.fromEntries(
    picks.flatMap((pick, i) => {
      const seq = seqs[i] ?? 0;
      return seq > 0 ? [[String(i), { pick, seq }]] : [];
    }),
  );
}

/** Each question's number in the ledger, in paper order (0 where it has none): sent with the copy. */
export const seqsOf = (ledger: Ledger, total: number): number[] =>
  Array.from({ length: total }, (_, i) => ledger.answers[String(i)]?.seq ?? 0);
