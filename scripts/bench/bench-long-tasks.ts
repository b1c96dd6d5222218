// npm run bench's pass at 8x CPU (issue 71 point 1): every student page traced in Chromium with
// its CPU slowed 8x, from the navigation to the first answer picked, beside the bare stack's page
// at the same address, alternating; the main thread's long tasks counted (decision 0510).
import { JOURNEYS, launch, SLOWDOWN, traceJourney, type Traced } from "./long-tasks";
import { details, met, PAGES, row, section } from "./bench-setup";
import { median, ms } from "./stats";
import { taskLine } from "./trace-tasks";

export const TRACE_RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);

/** The same address on the bare stack (its one route answers every path): loaded, then idle. */
const bareJourney = (address: string) => ({
  route: address,
  address: () => Promise.resolve(address),
  steps: () => Promise.resolve(),
});

export async function longTasksSection(site: string, bare: string) {
  section(
    `Main thread at ${SLOWDOWN}x CPU (Chromium's throttling), a trace from the navigation to the first answer picked, ${TRACE_RUNS} runs each, bare and Tayari alternating (medians; long = over 50 ms)`,
  );
  const browser = await launch();
  const all: Record<string, unknown> = {};
  try {
    for (const journey of JOURNEYS.filter((j) => PAGES.includes(j.route))) {
      const runs: { bare: Traced[]; tayari: Traced[] } = { bare: [], tayari: [] };
      const address = await journey.address(site);
      for (let n = 0; n < TRACE_RUNS; n++) {
        const sides = [
          ["bare", () => traceJourney(browser, bare, bareJourney(address))],
          ["tayari", () => traceJourney(browser, site, journey)],
        ] as const;
        for (const [side, run] of n % 2 ? [...sides].reverse() : sides) {
          const traced = await run().catch((error: unknown) => {
            console.log(`  8x ${journey.route} ${side}: ${String(error).split("\n")[0]}`);
            return null;
          });
          if (!traced) continue;
          runs[side].push(traced);
          const s = traced.summary;
          console.log(
            `  8x ${journey.route} ${side} ${n + 1}/${TRACE_RUNS}: ${s.long} long (${s.longOurs} ours), longest ${ms(s.longestMs)}, busy ${ms(s.busyMs)}, loop ${ms(traced.loopMs)}`,
          );
          if (side === "tayari")
            for (const task of traced.tasks.filter((t) => t.ms > 50 && !t.harness))
              console.log(`      ${taskLine(task)}`);
        }
      }
      const m = (list: Traced[], pick: (t: Traced) => number) => median(list.map(pick));
      const b = runs.bare;
      const t = runs.tayari;
      const oursLongest = (x: Traced) =>
        Math.max(0, ...x.tasks.filter((k) => k.ours && !k.harness).map((k) => k.ms));
      // The thread's time in our tasks: what a busy machine's share of the CPU does not stretch.
      const oursThread = (x: Traced) =>
        Math.max(0, ...x.tasks.filter((k) => k.ours && !k.harness).map((k) => k.threadMs));
      const oursLongThread = (x: Traced) =>
        x.tasks.filter((k) => k.ours && !k.harness && k.threadMs > 50).length;
      row(
        `\`${journey.route}\` at ${SLOWDOWN}x: long tasks, the longest`,
        `${m(b, (x) => x.summary.long)}, ${ms(m(b, (x) => x.summary.longestMs))}`,
        `${m(t, (x) => x.summary.long)} (${m(t, (x) => x.summary.longOurs)} running our scripts), ${ms(m(t, (x) => x.summary.longestMs))}`,
        `longest of ours ${ms(m(t, oursLongest))} (thread ${ms(m(t, oursThread))}; ${m(t, oursLongThread)} of ours over 50 ms of the thread); busy ${ms(m(t, (x) => x.summary.busyMs))} / bare ${ms(m(b, (x) => x.summary.busyMs))}; page loop ${ms(m(t, (x) => x.loopMs))}; ${t.length}+${b.length} runs`,
        `no task of ours > 50 ms: ${met(t.length > 0 && m(t, (x) => x.summary.longOurs) === 0)}`,
      );
      all[journey.route] = {
        bare: b.map((x) => x.summary),
        tayari: t.map((x) => ({
          summary: x.summary,
          loopMs: x.loopMs,
          long: x.tasks.filter((k) => k.ms > 50).map(taskLine),
        })),
      };
    }
  } finally {
    await browser.close();
  }
  details.longTasks = all;
}
