// Starting the servers the bench measures, and reading what they hold in memory.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The command `npm run serve` runs (package.json), so a bench or the soak measures the server as it
 * is deployed: the environment it sets (`KEY=value` words before `node`) and node's arguments.
 * BENCH_SERVE (a line of the same form) replaces it, to compare a variant of the flags.
 */
export function serveCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  // BENCH_SERVE, set, stands for the script's line: a variant measured beside it in the same run.
  const words = (process.env.BENCH_SERVE ?? pkg.scripts.serve!).trim().split(/\s+/);
  const at = words.indexOf("node");
  const env = Object.fromEntries(
    words
      .slice(0, at)
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
  return { env, args: words.slice(at + 1) };
}

export interface Started {
  child: ChildProcess;
  /** From spawning the process to its first good answer at the ready URL. */
  startMs: number;
}

/**
 * Runs `node ...args` in the repository and waits until `readyUrl` answers 2xx. `logFile`: where its
 * output goes (a server's request log is written to a file, as a deployed one's is kept).
 */
export async function start(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  logFile?: string,
): Promise<Started> {
  const began = performance.now();
  const out = logFile ? openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, startMs: performance.now() - began };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not answer ${readyUrl} within 60 s`);
}

/**
 * Resident memory of a process (VmRSS) and its peak (VmHWM), in bytes, and the CPU time it has
 * used (user + system, ms: unlike the time it took, it hardly moves with the machine's load);
 * null off Linux.
 */
export function memoryOf(
  pid: number | undefined,
): { rss: number; peak: number; cpuMs: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    // utime and stime, fields 14 and 15, in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
    return { rss: field("VmRSS"), peak: field("VmHWM"), cpuMs };
  } catch {
    return null;
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
