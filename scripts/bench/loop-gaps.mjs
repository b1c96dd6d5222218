/**
 * Loaded into the server by `bench:stalls` (`--import`): every gap of more than 25 ms between
 * turns of a 5 ms timer, with the main thread's own time on a CPU over the gap (Linux's
 * /proc/<pid>/task/<pid>/schedstat, in nanoseconds), one JSON line each to LOOP_GAPS_FILE. On a
 * shared machine a gap of 300 ms in which the thread ran 20 ms is the machine's (the thread was
 * waiting for a core), not the server's work; the CPU figure is what the server itself held.
 * `mono` is the gap's end in µs of the monotonic clock `--cpu-prof` stamps its samples with, so a
 * stall can be lined up with a profile of the same run (scripts/bench/stall-profile.ts).
 */
import { appendFileSync, readFileSync } from "node:fs";

const out = process.env.LOOP_GAPS_FILE;
const stat = `/proc/${process.pid}/task/${process.pid}/schedstat`;
const onCpu = () => Number(readFileSync(stat, "utf8").split(" ")[0]) / 1e6;

if (out) {
  let lastWall = performance.now();
  let lastCpu = onCpu();
  const tick = () => {
    const wall = performance.now();
    const cpu = onCpu();
    const gap = wall - lastWall - 5;
    if (gap > 25)
      appendFileSync(
        out,
        `${JSON.stringify({
          at: Date.now(),
          mono: Number(process.hrtime.bigint() / 1000n),
          wall: gap,
          cpu: cpu - lastCpu,
        })}\n`,
      );
    lastWall = wall;
    lastCpu = cpu;
    setTimeout(tick, 5).unref();
  };
  setTimeout(tick, 5).unref();
}
