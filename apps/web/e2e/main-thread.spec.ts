import { expect, test } from "@playwright/test";
import { JOURNEYS, traceJourney } from "../../../scripts/bench/long-tasks";
import { taskLine } from "../../../scripts/bench/trace-tasks";

// The main thread's work on a slow phone (issue 71 point 4, decision 0511): each page below is
// traced with Chromium's CPU slowed 8x, from the navigation to the first answer picked (the home
// page: until the app runs it and the main thread is idle), and the tasks in which our scripts ran
// are measured in units of a calibration loop timed in the same renderer, at the same slow-down,
// just before and after (the median of six). A machine that is busy (this one is shared, load 5-15)
// or slow stretches the tasks and the loop alike, so the ratio holds where milliseconds do not.
//
// Budgets: about twice the largest of the runs after decision 0521 (2026-11-29, load 17-20, work /
// longest: home 6.1, 4.4, 6.5, 5.0 / 0.3-0.9; the entrance quiz 12.4, 2.4, 11.3, 26.8 / 0.8-2.7; the
// unit quiz 19.6, 13.0, 31.1, 17.5 / 1.4-4.0), the quizzes' work kept at 60 and 45. Home's longest
// was 1.7-3.2 before 0521 (React DOM's markers re-parsed the entry where DevTools watches) and
// 3.5-4.9 before 0520. Home's budget was 15 / 2 until CI's run of 2026-11-29 (journeys beside the
// server lane, the cores 93 % busy) measured 17.7 / 1.4 on a home page that still met everything
// else: it is 30 / 3 again, which the entry before 0520 (longest 3.5-4.9) still fails.
//   work:    the summed durations of every task in which our scripts ran, in loop units
//   longest: the longest such task, in loop units (one loop unit: 1e7 additions, some 80-140 ms at 8x here)
const BUDGETS: Record<string, { work: number; longest: number }> = {
  "/": { work: 30, longest: 3 },
  "/csit/entrance-questions": { work: 60, longest: 6 },
  "/school/grade-x-mathematics/mcq/:unit": { work: 45, longest: 8 },
};

/** One trace's figures, in loop units. */
interface Measured {
  work: number;
  longest: number;
  report: string;
  tasks: number;
}

const within = (m: Measured, budget: { work: number; longest: number }) =>
  m.work <= budget.work && m.longest <= budget.longest;

// Other processes only ever add to a trace's tasks (CI runs the journeys beside the server tests,
// the cores 90 % busy; decision 0402): a page is traced again, up to three times, until one trace
// is within its budget, and the best is what the test judges. A page whose own work grew past its
// budget exceeds it in every trace.
const TRACES = 3;

for (const [route, budget] of Object.entries(BUDGETS)) {
  test(`the main thread's work at 8x CPU on ${route} stays within its budget`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(TRACES * 240_000);
    const journey = JOURNEYS.find((j) => j.route === route)!;
    const traces: Measured[] = [];
    while (traces.length < TRACES && !traces.some((m) => within(m, budget))) {
      const traced = await traceJourney(browser, baseURL!, journey, 8, "block");
      const ours = traced.tasks.filter((t) => t.ours && !t.harness);
      const work = ours.reduce((sum, t) => sum + t.ms, 0) / traced.loopMs;
      const longest = Math.max(0, ...ours.map((t) => t.ms)) / traced.loopMs;
      const report = [
        `${route}, trace ${traces.length + 1}: work ${work.toFixed(1)} loop units, longest task ${longest.toFixed(1)} (loop ${traced.loopMs.toFixed(0)} ms at 8x; ${ours.length} tasks of ours)`,
        ...ours.filter((t) => t.ms > 50).map((t) => `  ${taskLine(t)}`),
      ].join("\n");
      console.log(report);
      traces.push({ work, longest, report, tasks: ours.length });
    }
    const best = traces.find((m) => within(m, budget)) ?? traces[traces.length - 1]!;
    const report = traces.map((m) => m.report).join("\n");
    expect(best.tasks, "no task ran our scripts: the trace missed the page").toBeGreaterThan(0);
    expect(best.work, report).toBeLessThanOrEqual(budget.work);
    expect(best.longest, report).toBeLessThanOrEqual(budget.longest);
  });
}
