import { describe, expect, it } from "vitest";
import {
  palette,
  paperDeadline,
  reducePaper,
  resumePaper,
  secondsLeft,
  secondsPerQuestion,
  startPaper,
  summarize,
  takePlace,
  type PaperEvent,
  type PaperSpec,
  type PaperState,
} from "./paper";

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
/** Five questions, two hours: the real paper's clock on a short paper. */
const SPEC: PaperSpec = {
  durationMs: 120 * MINUTE,
  options: [
    ["A", "B", "C", "D"],
    ["A", "B", "C", "D"],
    ["A", "B", "C"],
    ["A", "B", "C", "D", "E"],
    ["A", "B", "C", "D"],
  ],
};

function run(state: PaperState, ...events: PaperEvent[]): PaperState {
  return events.reduce((s, e) => reducePaper(s, e, SPEC), state);
}
const at = (ms: number) => T0 + ms;

describe("the paper's one clock", () => {
  it("counts the whole paper down from its start, whatever question is on screen", () => {
    const s = startPaper(SPEC, T0);
    expect(secondsLeft(s, SPEC, T0)).toBe(7200);
    expect(secondsLeft(s, SPEC, at(999))).toBe(7200);
    expect(secondsLeft(s, SPEC, at(1000))).toBe(7199);
    const moved = run(
      s,
      { type: "next", now: at(30 * MINUTE) },
      { type: "go", index: 4, now: at(61 * MINUTE) },
    );
    expect(secondsLeft(moved, SPEC, at(90 * MINUTE))).toBe(1800);
    expect(secondsLeft(moved, SPEC, at(120 * MINUTE - 1))).toBe(1);
    expect(paperDeadline(moved, SPEC)).toBe(at(120 * MINUTE));
  });

  it("never shows more time than the paper gives when the device clock moves back", () => {
    const s = startPaper(SPEC, T0);
    expect(secondsLeft(s, SPEC, T0 - 10 * MINUTE)).toBe(7200);
  });

  it("ends the paper by itself at the deadline: the tick that finds it over ends it then", () => {
    const s = run(startPaper(SPEC, T0), { type: "choose", option: "B", now: at(5000) });
    const before = run(s, { type: "tick", now: at(120 * MINUTE - 1) });
    expect(before).toBe(s);
    expect(before.finishedAt).toBeNull();
    const over = run(s, { type: "tick", now: at(120 * MINUTE + 42_000) });
    expect(over.finishedAt).toBe(at(120 * MINUTE));
    expect(over.endedBy).toBe("time-up");
    expect(over.picks[0]).toBe("B");
    expect(secondsLeft(over, SPEC, at(120 * MINUTE))).toBe(0);
  });

  it("takes no answer after the time: a pick that arrives late ends the paper instead", () => {
    const s = run(startPaper(SPEC, T0), { type: "choose", option: "A", now: at(1000) });
    const late = run(s, { type: "choose", option: "C", now: at(120 * MINUTE) });
    expect(late.picks[0]).toBe("A");
    expect(late.endedBy).toBe("time-up");
    // Nothing moves a finished paper: not a pick, not a flag, not a submit.
    const after = run(
      late,
      { type: "choose", option: "D", now: at(120 * MINUTE + 1) },
      { type: "flag", now: at(120 * MINUTE + 2) },
      { type: "submit", now: at(120 * MINUTE + 3) },
    );
    expect(after).toBe(late);
  });

  it("a submit ends the paper when the student says so, before the time", () => {
    const s = run(
      startPaper(SPEC, T0),
      { type: "choose", option: "B", now: at(4000) },
      { type: "submit", now: at(40 * MINUTE) },
    );
    expect(s).toMatchObject({ finishedAt: at(40 * MINUTE), endedBy: "submitted" });
  });
});

describe("moving through the paper", () => {
  it("Previous and Next need no answer and stop at the ends", () => {
    let s = startPaper(SPEC, T0);
    s = run(s, { type: "previous", now: at(1) });
    expect(s.current).toBe(0);
    s = run(s, { type: "next", now: at(2) }, { type: "next", now: at(3) });
    expect(s.current).toBe(2);
    expect(s.picks).toEqual([null, null, null, null, null]);
    s = run(s, { type: "previous", now: at(4) });
    expect(s.current).toBe(1);
    s = run(s, { type: "go", index: 4, now: at(5) }, { type: "next", now: at(6) });
    expect(s.current).toBe(4);
  });

  it("the palette opens any question; a number outside the paper changes nothing", () => {
    const s = run(startPaper(SPEC, T0), { type: "go", index: 3, now: at(10) });
    expect(s.current).toBe(3);
    expect(run(s, { type: "go", index: 5, now: at(11) })).toBe(s);
    expect(run(s, { type: "go", index: -1, now: at(11) })).toBe(s);
    expect(run(s, { type: "go", index: 1.5, now: at(11) })).toBe(s);
  });

  it("an answer can be changed and cleared; only the question's own options are taken", () => {
    let s = run(startPaper(SPEC, T0), { type: "go", index: 2, now: at(1) });
    s = run(
      s,
      { type: "choose", option: "A", now: at(2) },
      { type: "choose", option: "C", now: at(3) },
    );
    expect(s.picks[2]).toBe("C");
    // Question 3 has three options: "D" is not one of them.
    expect(run(s, { type: "choose", option: "D", now: at(4) })).toBe(s);
    s = run(s, { type: "clear", now: at(5) });
    expect(s.picks[2]).toBeNull();
  });

  it("a flag is set and taken off on the question on screen, answered or not", () => {
    let s = run(
      startPaper(SPEC, T0),
      { type: "flag", now: at(1) },
      { type: "next", now: at(2) },
      { type: "choose", option: "B", now: at(3) },
      { type: "flag", now: at(4) },
    );
    expect(s.flags).toEqual([true, true, false, false, false]);
    s = run(s, { type: "flag", now: at(5) });
    expect(s.flags).toEqual([true, false, false, false, false]);
  });
});

describe("the palette and the summary", () => {
  it("show answered, flagged, not answered and not yet seen, and the current question", () => {
    const s = run(
      startPaper(SPEC, T0),
      { type: "choose", option: "A", now: at(1) },
      { type: "next", now: at(2) },
      { type: "flag", now: at(3) },
      { type: "go", index: 3, now: at(4) },
      { type: "choose", option: "E", now: at(5) },
      { type: "flag", now: at(6) },
    );
    expect(palette(s)).toEqual([
      { status: "answered", flagged: false, current: false },
      { status: "not-answered", flagged: true, current: false },
      { status: "not-seen", flagged: false, current: false },
      { status: "answered", flagged: true, current: true },
      { status: "not-seen", flagged: false, current: false },
    ]);
    expect(summarize(s)).toEqual({
      total: 5,
      answered: 2,
      notAnswered: 3,
      notSeen: 2,
      flagged: 2,
    });
  });

  it("counts a hundred-question paper the way the summary says it: 88 answered, 5 flagged, 12 not answered", () => {
    const spec: PaperSpec = {
      durationMs: 120 * MINUTE,
      options: Array(100).fill(["A", "B", "C", "D"]),
    };
    let s = startPaper(spec, T0);
    for (let i = 0; i < 100; i++) {
      s = reducePaper(s, { type: "go", index: i, now: at(1000 + i * 1000) }, spec);
      if (i < 88)
        s = reducePaper(s, { type: "choose", option: "A", now: at(1500 + i * 1000) }, spec);
      if (i % 20 === 0) s = reducePaper(s, { type: "flag", now: at(1600 + i * 1000) }, spec);
    }
    expect(summarize(s)).toMatchObject({ answered: 88, flagged: 5, notAnswered: 12, notSeen: 0 });
  });
});

describe("time on each question", () => {
  it("adds up every visit to a question, until the paper ends", () => {
    const s = run(
      startPaper(SPEC, T0),
      { type: "next", now: at(10_000) }, // q1: 10 s
      { type: "go", index: 0, now: at(25_000) }, // q2: 15 s
      { type: "go", index: 1, now: at(30_000) }, // q1: +5 s
      { type: "submit", now: at(32_400) }, // q2: +2.4 s
    );
    expect(s.spentMs).toEqual([15_000, 17_400, 0, 0, 0]);
    expect(secondsPerQuestion(s)).toEqual([15, 17, 0, 0, 0]);
  });

  it("stops counting at the deadline when the paper ends by its clock", () => {
    const s = run(
      startPaper(SPEC, T0),
      { type: "go", index: 4, now: at(119 * MINUTE) },
      { type: "tick", now: at(125 * MINUTE) },
    );
    expect(s.spentMs[4]).toBe(MINUTE);
    expect(secondsPerQuestion(s, 3600)[0]).toBe(3600);
  });
});

describe("resume", () => {
  const sitting = () =>
    run(
      startPaper(SPEC, T0),
      { type: "choose", option: "C", now: at(1000) },
      { type: "flag", now: at(2000) },
      { type: "go", index: 3, now: at(5000) },
      { type: "choose", option: "E", now: at(6000) },
    );

  it("a reload (or another device) resumes at the same question with the same time left", () => {
    const saved = JSON.parse(JSON.stringify(sitting())) as unknown;
    const now = at(50 * MINUTE);
    const resumed = resumePaper(saved, SPEC, now)!;
    expect(resumed.current).toBe(3);
    expect(resumed.picks).toEqual(["C", null, null, "E", null]);
    expect(resumed.flags).toEqual([true, false, false, false, false]);
    expect(secondsLeft(resumed, SPEC, now)).toBe(70 * 60);
    // Time away from the page is on the clock, not on the question that was open.
    expect(resumed.openedAt).toBe(now);
    expect(resumed.spentMs[3]).toBe(0);
  });

  it("a sitting whose time ran out while away comes back ended at its deadline", () => {
    const resumed = resumePaper(sitting(), SPEC, at(3 * 60 * MINUTE))!;
    expect(resumed).toMatchObject({ finishedAt: at(120 * MINUTE), endedBy: "time-up" });
    expect(resumed.picks[3]).toBe("E");
  });

  it("keeps a finished sitting finished", () => {
    const done = run(sitting(), { type: "submit", now: at(9000) });
    expect(resumePaper(done, SPEC, at(10 * MINUTE))).toMatchObject({
      finishedAt: at(9000),
      endedBy: "submitted",
    });
  });

  it("counts each change the student makes, not the clock's ticks nor what changes nothing", () => {
    const s = sitting();
    expect(s.changes).toBe(4);
    const ticked = run(
      s,
      { type: "tick", now: at(MINUTE) },
      { type: "go", index: 3, now: at(MINUTE) },
    );
    expect(ticked.changes).toBe(4);
    expect(run(s, { type: "clear", now: at(MINUTE) }).changes).toBe(5);
    expect(resumePaper(JSON.parse(JSON.stringify(s)), SPEC, at(MINUTE))!.changes).toBe(4);
    // A copy kept before changes were counted has made none.
    const { changes: _none, ...older } = s;
    expect(resumePaper(older, SPEC, at(MINUTE))!.changes).toBe(0);
  });

  it("back on the first device, takes up the second's place: flags and question, its own clock", () => {
    const first = sitting();
    // The second device resumed it and went on: question 4 flagged, then question 5.
    const second = run(
      resumePaper(JSON.parse(JSON.stringify(first)), SPEC, at(MINUTE))!,
      { type: "flag", now: at(MINUTE) },
      { type: "go", index: 4, now: at(MINUTE + 3000) },
    );
    const back = takePlace(first, second, SPEC, at(2 * MINUTE));
    expect(back).toMatchObject({
      current: 4,
      // The answers are the ledger's to merge (paper-ledger.ts): the place does not carry them.
      picks: first.picks,
      flags: [true, false, false, true, false],
      changes: Math.max(first.changes, second.changes),
      startedAt: T0,
      openedAt: at(2 * MINUTE),
    });
    expect(back.seen).toEqual([true, false, false, true, true]);
    expect(secondsLeft(back, SPEC, at(2 * MINUTE))).toBe(118 * 60);
    // The first device's own time per question stays.
    expect(back.spentMs).toEqual(first.spentMs);
    // A finished sitting stays finished; a place that does not fit the paper is not taken.
    const done = run(first, { type: "submit", now: at(MINUTE) });
    expect(takePlace(done, second, SPEC, at(2 * MINUTE))).toBe(done);
    const misfit = { ...second, current: 9 };
    expect(takePlace(first, misfit, SPEC, at(2 * MINUTE))).toBe(first);
  });

  it("refuses what does not fit the paper, so a corrupted store starts afresh", () => {
    const good = sitting();
    const bad: unknown[] = [
      null,
      "text",
      { ...good, picks: good.picks.slice(1) },
      { ...good, picks: ["Z", null, null, null, null] },
      { ...good, flags: [1, 0, 0, 0, 0] },
      { ...good, seen: "all" },
      { ...good, spentMs: [-1, 0, 0, 0, 0] },
      { ...good, current: 5 },
      { ...good, current: "1" },
      { ...good, startedAt: "yesterday" },
      { ...good, finishedAt: at(1), endedBy: "gave-up" },
    ];
    for (const candidate of bad) expect(resumePaper(candidate, SPEC, at(MINUTE))).toBeNull();
    expect(resumePaper(good, SPEC, at(MINUTE))).not.toBeNull();
  });
});
