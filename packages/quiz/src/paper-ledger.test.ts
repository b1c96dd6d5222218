import { describe, expect, it } from "vitest";
import { reduceLedger } from "./ledger";
import { reducePaper, startPaper, type PaperSpec } from "./paper";
import { copyOfPicks, ledgerOfPicks, recordPicks, seqsOf, withLedgerPicks } from "./paper-ledger";

const SPEC: PaperSpec = {
  durationMs: 60 * 60_000,
  options: [
    ["A", "B"],
    ["A", "B"],
    ["A", "B", "C"],
  ],
};
const T0 = 1_700_000_000_000;

describe("a mock sitting's picks in the answer ledger", () => {
  it("records each pick the paper changed as a change on the sitting's clock", () => {
    const before = startPaper(SPEC, T0);
    const after = reducePaper(before, { type: "choose", option: "B", now: T0 + 5_000 }, SPEC);
    const ledger = recordPicks({ seq: 0, answers: {} }, before, after, 5_000);
    expect(ledger).toEqual({
      seq: 5_000,
      answers: { "0": { pick: "B", seq: 5_000, state: "waiting" } },
    });
    // A move changes no pick: nothing recorded.
    const moved = reducePaper(after, { type: "next", now: T0 + 6_000 }, SPEC);
    expect(recordPicks(ledger, after, moved, 6_000)).toBe(ledger);
    // A cleared answer is a change too.
    const cleared = reducePaper(after, { type: "clear", now: T0 + 7_000 }, SPEC);
    expect(recordPicks(ledger, after, cleared, 7_000).answers["0"]).toEqual({
      pick: null,
      seq: 7_000,
      state: "waiting",
    });
  });

  it("puts another device's later change on the paper, an option of its question only", () => {
    const paper = reducePaper(
      startPaper(SPEC, T0),
      { type: "choose", option: "A", now: T0 + 1 },
      SPEC,
    );
    const mine = recordPicks({ seq: 0, answers: {} }, startPaper(SPEC, T0), paper, 1_000);
    const merged = reduceLedger(mine, {
      type: "merge",
      answers: copyOfPicks(["B", null, "Z"], [9_000, 0, 9_500]),
    });
    const shown = withLedgerPicks(paper, merged, SPEC);
    expect(shown.picks).toEqual(["B", null, null]);
    expect(withLedgerPicks(shown, merged, SPEC)).toBe(shown);
    expect(seqsOf(merged, 3)).toEqual([9_000, 0, 9_500]);
  });

  it("a sitting kept before the ledger: each pick waits, below any numbered change", () => {
    expect(ledgerOfPicks(["A", null, "C"])).toEqual({
      seq: 1,
      answers: {
        "0": { pick: "A", seq: 1, state: "waiting" },
        "2": { pick: "C", seq: 1, state: "waiting" },
      },
    });
  });
});
