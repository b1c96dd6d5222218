import { describe, expect, it } from "vitest";
import {
  countAnswers,
  emptyLedger,
  nextSeq,
  picksOf,
  readLedger,
  reduceLedger,
  refusedAnswers,
  waitingAnswers,
  type Ledger,
  type LedgerAnswer,
  type LedgerEvent,
  type Reason,
} from "./ledger";

const wait = (pick: string | null, seq: number): LedgerAnswer => ({ pick, seq, state: "waiting" });
const kept = (pick: string | null, seq: number): LedgerAnswer => ({ pick, seq, state: "kept" });
const LEFT = { code: "answers.questionLeftBank" };
const CLOSED = { code: "exams.timeUp", params: { when: "10:30" } };
const NOT_OPTION = { code: "answers.pickNotOption", message: "That is not one of its options." };
const marked = (pick: string, seq: number): LedgerAnswer => ({
  pick,
  seq,
  state: "marked",
  reason: LEFT,
});
const refused = (pick: string | null, seq: number, reason: Reason = NOT_OPTION): LedgerAnswer => ({
  pick,
  seq,
  state: "refused",
  reason,
});
const ledger = (seq: number, answers: Record<string, LedgerAnswer>): Ledger => ({ seq, answers });

/**
 * The reducer as a table: the ledger before, the event, the ledger after ("same" where the event
 * changes nothing and the very same object comes back, so a screen skips its render).
 */
const table: Array<[string, Ledger, LedgerEvent, Ledger | "same"]> = [
  // pick
  [
    "a first pick is numbered by its time on the attempt's clock",
    emptyLedger(),
    { type: "pick", question: "7", pick: "B", clock: 12_345.6 },
    ledger(12_345, { "7": wait("B", 12_345) }),
  ],
  [
    "a pick numbered below the last number used goes just above it (a clock read twice in a millisecond)",
    ledger(500, { "7": kept("B", 500) }),
    { type: "pick", question: "8", pick: "C", clock: 400 },
    ledger(501, { "7": kept("B", 500), "8": wait("C", 501) }),
  ],
  [
    "a changed pick replaces the kept one and waits",
    ledger(500, { "7": kept("B", 500) }),
    { type: "pick", question: "7", pick: "D", clock: 9_000 },
    ledger(9_000, { "7": wait("D", 9_000) }),
  ],
  [
    "the same pick again changes nothing",
    ledger(500, { "7": kept("B", 500) }),
    { type: "pick", question: "7", pick: "B", clock: 9_000 },
    "same",
  ],
  [
    "a cleared answer is a change like any other",
    ledger(500, { "7": kept("B", 500) }),
    { type: "pick", question: "7", pick: null, clock: 600 },
    ledger(600, { "7": wait(null, 600) }),
  ],
  [
    "the same pick again after a refusal is a new try",
    ledger(500, { "7": refused("B", 500) }),
    { type: "pick", question: "7", pick: "B", clock: 700 },
    ledger(700, { "7": wait("B", 700) }),
  ],
  [
    "a clock that is no number still numbers the pick above the last",
    ledger(10, {}),
    { type: "pick", question: "1", pick: "A", clock: Number.NaN },
    ledger(11, { "1": wait("A", 11) }),
  ],
  // acknowledge
  [
    "the server keeps the pick sent: kept",
    ledger(900, { "7": wait("B", 900) }),
    { type: "acknowledge", question: "7", seq: 900, kept: { pick: "B", seq: 900 } },
    ledger(900, { "7": kept("B", 900) }),
  ],
  [
    "kept but marked: its question has left its bank, the reason kept with it",
    ledger(900, { "7": wait("B", 900) }),
    { type: "acknowledge", question: "7", seq: 900, kept: { pick: "B", seq: 900, mark: LEFT } },
    ledger(900, { "7": marked("B", 900) }),
  ],
  [
    "the reply to an older pick while a later one waits changes nothing",
    ledger(950, { "7": wait("C", 950) }),
    { type: "acknowledge", question: "7", seq: 900, kept: { pick: "B", seq: 900 } },
    "same",
  ],
  [
    "a later change made on another device is what the server keeps: it shows here",
    ledger(900, { "7": wait("B", 900) }),
    { type: "acknowledge", question: "7", seq: 900, kept: { pick: "D", seq: 1_200 } },
    ledger(1_200, { "7": kept("D", 1_200) }),
  ],
  [
    "the same reply twice (a retry answered twice) changes nothing the second time",
    ledger(900, { "7": kept("B", 900) }),
    { type: "acknowledge", question: "7", seq: 900, kept: { pick: "B", seq: 900 } },
    "same",
  ],
  [
    "a reply about a question this device never answered adds the server's answer",
    ledger(900, {}),
    { type: "acknowledge", question: "3", seq: 100, kept: { pick: "A", seq: 100 } },
    ledger(900, { "3": kept("A", 100) }),
  ],
  // refuse
  [
    "a refusal of the pick waiting: refused, with why, kept on the device",
    ledger(900, { "7": wait("Z", 900) }),
    { type: "refuse", question: "7", seq: 900, reason: NOT_OPTION },
    ledger(900, { "7": refused("Z", 900) }),
  ],
  [
    "a refusal of an older pick while a later one waits changes nothing",
    ledger(950, { "7": wait("C", 950) }),
    { type: "refuse", question: "7", seq: 900, reason: NOT_OPTION },
    "same",
  ],
  [
    "a refusal of a pick already kept (a late duplicate reply) changes nothing",
    ledger(900, { "7": kept("B", 900) }),
    { type: "refuse", question: "7", seq: 900, reason: NOT_OPTION },
    "same",
  ],
  // close
  [
    "the paper closes: every waiting answer is not counted, with the reason; kept ones stay",
    ledger(900, { "1": kept("A", 100), "2": wait("B", 800), "3": wait("C", 900) }),
    { type: "close", reason: CLOSED },
    ledger(900, {
      "1": kept("A", 100),
      "2": refused("B", 800, CLOSED),
      "3": refused("C", 900, CLOSED),
    }),
  ],
  [
    "closing with nothing waiting changes nothing",
    ledger(1, { "1": kept("A", 1) }),
    { type: "close", reason: CLOSED },
    "same",
  ],
  // retry and discard
  [
    "a refused answer sent again is a new change, numbered now",
    ledger(900, { "7": refused("B", 900) }),
    { type: "retry", question: "7", clock: 5_000 },
    ledger(5_000, { "7": wait("B", 5_000) }),
  ],
  [
    "only a refused answer is retried",
    ledger(900, { "7": wait("B", 900) }),
    { type: "retry", question: "7", clock: 5_000 },
    "same",
  ],
  [
    "a refused answer let go leaves the ledger; its number stays used",
    ledger(900, { "7": refused("B", 900), "8": kept("A", 10) }),
    { type: "discard", question: "7" },
    ledger(900, { "8": kept("A", 10) }),
  ],
  [
    "only a refused answer is let go",
    ledger(900, { "7": wait("B", 900) }),
    { type: "discard", question: "7" },
    "same",
  ],
  // merge
  [
    "another device's later change of a question wins, this device's later change of another stays",
    ledger(900, { "1": kept("A", 100), "2": wait("B", 900) }),
    { type: "merge", answers: { "1": { pick: "C", seq: 700 }, "2": { pick: "D", seq: 600 } } },
    ledger(900, { "1": kept("C", 700), "2": wait("B", 900) }),
  ],
  [
    "a change this device never saw is added, and later numbers go above it",
    ledger(100, { "1": kept("A", 100) }),
    { type: "merge", answers: { "4": { pick: "B", seq: 4_000 } } },
    ledger(4_000, { "1": kept("A", 100), "4": kept("B", 4_000) }),
  ],
  [
    "this device's waiting pick that the copy already holds (sent before a reload) is kept",
    ledger(900, { "2": wait("B", 900) }),
    { type: "merge", answers: { "2": { pick: "B", seq: 900 } } },
    ledger(900, { "2": kept("B", 900) }),
  ],
  [
    "an older copy changes nothing",
    ledger(900, { "2": kept("B", 900) }),
    { type: "merge", answers: { "2": { pick: "A", seq: 300 } } },
    "same",
  ],
  [
    "a later copy replaces a refused answer",
    ledger(900, { "2": refused("Z", 900) }),
    { type: "merge", answers: { "2": { pick: "C", seq: 950, mark: LEFT } } },
    ledger(950, { "2": { pick: "C", seq: 950, state: "marked", reason: LEFT } }),
  ],
];

describe("the answer ledger, as a table", () => {
  it.each(table)("%s", (_, before, event, after) => {
    const result = reduceLedger(before, event);
    if (after === "same") expect(result).toBe(before);
    else expect(result).toEqual(after);
  });
});

describe("what the ledger says", () => {
  const l = ledger(900, {
    a: wait("B", 800),
    b: kept("A", 100),
    c: refused("Z", 300),
    d: wait(null, 200),
    e: marked("C", 400),
  });

  it("lists the answers still to send, oldest change first", () => {
    expect(waitingAnswers(l)).toEqual([
      { question: "d", pick: null, seq: 200 },
      { question: "a", pick: "B", seq: 800 },
    ]);
  });

  it("lists the answers not counted, with why", () => {
    expect(refusedAnswers(l)).toEqual([{ question: "c", pick: "Z", reason: NOT_OPTION }]);
  });

  it("counts each state and shows every pick, a refused one too", () => {
    expect(countAnswers(l)).toEqual({ waiting: 2, kept: 1, marked: 1, refused: 1 });
    expect(picksOf(l)).toEqual({ a: "B", b: "A", c: "Z", d: null, e: "C" });
  });

  it("numbers a change above the last number, or at its time when that is later", () => {
    expect(nextSeq(l, 100)).toBe(901);
    expect(nextSeq(l, 1_000.9)).toBe(1_000);
  });
});

describe("a ledger read back from storage", () => {
  it("comes back as it was written", () => {
    const l = ledger(900, { a: wait("B", 800), c: refused("Z", 300), e: marked("C", 400) });
    expect(readLedger(JSON.parse(JSON.stringify(l)))).toEqual(l);
  });

  it("is no ledger when it is not one", () => {
    for (const stored of [null, 3, "x", { seq: -1, answers: {} }, { seq: 1 }, { answers: {} }])
      expect(readLedger(stored)).toBeNull();
  });

  it("leaves out an answer that does not parse or does not fit, not the whole ledger", () => {
    const stored = {
      seq: 10,
      answers: {
        good: wait("B", 5),
        badSeq: { pick: "A", seq: -3, state: "waiting" },
        badState: { pick: "A", seq: 3, state: "lost" },
        badPick: { pick: 4, seq: 3, state: "kept" },
        refusedWithoutWhy: { pick: "A", seq: 3, state: "refused" },
        notAnOption: wait("Q", 6),
        later: kept("C", 40),
      },
    };
    expect(readLedger(stored, (_, pick) => pick !== "Q")).toEqual(
      ledger(40, { good: wait("B", 5), later: kept("C", 40) }),
    );
  });
});
