/**
 * Runs npm scripts side by side (`node --import tsx scripts/together.ts a b c`), each one's output
 * printed whole once it ends, so the logs do not interleave. Exits with the first failure's code
 * after all have ended. `npm run checks`: the checks are single-threaded, so on two cores side by
 * side they take about half as long as one after another. `npm test`: the production build and the
 * journeys' build beside the unit tests (vitest runs one worker on two cores, and each build leaves
 * a core idle in its single-threaded stretches), then the browser journeys beside the server tests
 * (the journeys wait on pages and the server half the time).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * The machine's CPU time so far by state (Linux's /proc/stat, in clock ticks); null elsewhere. Each
 * lane's line says how busy the cores were meanwhile: whether a step waits more than it works
 * tells which cut can shorten it (more workers, or less work; issue 63).
 */
function cpuTicks(): { busy: number; idle: number; iowait: number } | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync(
      "/proc/stat",
      "utf8",
    )
      .split("\n")[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number) as number[];
    return {
      busy: user! + nice! + system! + irq! + softirq! + steal!,
      idle: idle!,
      iowait: iowait!,
    };
  } catch {
    return null;
  }
}

/** "the cores meanwhile: 63 % busy, 35 % idle, 2 % waiting on the disk", or "" without /proc. */
function coresSince(from: ReturnType<typeof cpuTicks>): string {
  const to = cpuTicks();
  if (!from || !to) return "";
  const busy = to.busy - from.busy;
  const idle = to.idle - from.idle;
  const iowait = to.iowait - from.iowait;
  const all = busy + idle + iowait;
  if (all <= 0) return "";
  const pct = (n: number) => `${Math.round((100 * n) / all)} %`;
  return ` (the cores meanwhile: ${pct(busy)} busy, ${pct(idle)} idle, ${pct(iowait)} waiting on the disk)`;
}

const names = process.argv.slice(2);
if (names.length === 0) throw new Error("usage: together.ts <npm script> [<npm script> ...]");

const runs = names.map(
  (name) =>
    new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
      const started = Date.now();
      const ticks = cpuTicks();
      const child = spawn("npm", ["run", "--silent", name], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      child.on("close", (code, signal) => {
        const seconds = (Date.now() - started) / 1000;
        const result = { name, code: code ?? (signal ? 1 : 0), output, seconds };
        const verdict = result.code === 0 ? "passed" : `FAILED (exit ${result.code})`;
        process.stdout.write(
          `\n== ${name}: ${verdict} in ${seconds.toFixed(1)} s${coresSince(ticks)}\n${output}`,
        );
        resolve(result);
      });
    }),
);

const results = await Promise.all(runs);
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  process.stdout.write(`\nfailed: ${failed.map((r) => r.name).join(", ")}\n`);
  process.exit(failed[0]!.code);
}
