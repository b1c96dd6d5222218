import { describe, expect, it } from "vitest";
import { mainThreadTasks, summarise, taskLine, type TraceEvent } from "./trace-tasks";

const origin = "http://127.0.0.1:4000";
const ms = 1000;
const main = { pid: 1, tid: 1 };
const event = (
  name: string,
  start: number,
  dur: number,
  args: TraceEvent["args"] = {},
  thread = main,
): TraceEvent => ({ name, cat: "x", ph: "X", ts: start * ms, dur: dur * ms, args, ...thread });

const trace: TraceEvent[] = [
  {
    name: "thread_name",
    cat: "__metadata",
    ph: "M",
    ts: 0,
    args: { name: "CrRendererMain" },
    ...main,
  },
  {
    name: "thread_name",
    cat: "__metadata",
    ph: "M",
    ts: 0,
    args: { name: "Compositor" },
    pid: 1,
    tid: 2,
  },
  // 120 ms: the entry's script (80 ms of its own) with a layout of 20 ms inside; 70 ms of the
  // thread's time (a busy machine gave the rest to others).
  { ...event("RunTask", 1000, 120), tdur: 70 * ms },
  event("EvaluateScript", 1010, 100, { data: { url: `${origin}/assets/index-AbC12_x.js` } }),
  event("Layout", 1050, 20),
  // 30 ms of style: short, the browser's.
  event("RunTask", 1200, 30),
  event("UpdateLayoutTree", 1200, 30),
  // 90 ms of the harness: a DevTools message running an injected script (no URL).
  event("RunTask", 1300, 90),
  event("Receive mojo message", 1300, 90, {
    chrome_mojo_event_info: { mojo_interface_tag: "blink.mojom.DevToolsSession" },
  }),
  event("EvaluateScript", 1301, 88, { data: { url: "" } }),
  // 60 ms: a click's handler of ours.
  event("RunTask", 1500, 60),
  event("EventDispatch", 1500, 60, { data: { type: "click" } }),
  event("FunctionCall", 1502, 55, { data: { url: `${origin}/assets/quiz-Zz99aa1.js` } }),
  // Another thread's long task is not the main thread's.
  event("RunTask", 1000, 500, {}, { pid: 1, tid: 2 }),
];

describe("the main thread's tasks in a trace", () => {
  const tasks = mainThreadTasks(trace, origin);

  it("lists the main thread's tasks from its first, with what ran in each, largest first", () => {
    expect(tasks.map((t) => [t.at, t.ms, t.threadMs, t.ours, t.harness])).toEqual([
      [0, 120, 70, true, false],
      [200, 30, 30, false, false],
      [300, 90, 90, false, true],
      [500, 60, 60, true, false],
    ]);
    expect(taskLine(tasks[0]!)).toBe(
      "120 ms (thread 70) at 0 ms: script index.js 80, layout 20, other 20",
    );
    expect(taskLine(tasks[3]!)).toBe(
      "60 ms (thread 60) at 500 ms: script quiz.js 55, event click 5",
    );
  });

  it("counts the long tasks (over 50 ms) and their blocking time, the harness's left out", () => {
    expect(summarise(tasks)).toEqual({
      long: 2,
      longOurs: 2,
      longestMs: 120,
      blockingMs: 70 + 10,
      busyMs: 120 + 30 + 60,
      scriptMs: 80 + 55,
    });
  });

  it("finds no task where the page's origin never ran", () => {
    expect(mainThreadTasks(trace, "http://127.0.0.1:9")).toEqual([]);
  });
});
