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

const names = process.argv.slice(2);
if (names.length === 0) throw new Error("usage: together.ts <npm script> [<npm script> ...]");

const runs = names.map(
  (name) =>
    new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
      const started = Date.now();
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
        process.stdout.write(`\n== ${name}: ${verdict} in ${seconds.toFixed(1)} s\n${output}`);
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
