// The loadtest's helpers that hold no state of a run: its servers, the CPU of processes from
// /proc (Linux), and a sealed paper opened as the browser opens it (decision 0452).
import { spawn, type ChildProcess } from "node:child_process";
import { createDecipheriv } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonRequest } from "./json-request";

/** The fields of /proc/<pid>/stat after the command's name; undefined when the process is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * A process's CPU in ms from /proc/<pid>/stat (clock ticks of 10 ms), user (its own code) and system
 * (the kernel on its behalf: sockets, files); 0 when gone.
 */
export function cpuSplit(pid: number): { user: number; system: number } {
  const fields = statFields(pid);
  return fields
    ? { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 }
    : { user: 0, system: 0 };
}

/** user + system CPU of a process in ms (`cpuSplit`); 0 when gone. */
export function cpuMs(pid: number): number {
  const { user, system } = cpuSplit(pid);
  return user + system;
}

/**
 * The CPU in ms of a process's children that ended and were waited for (cutime + cstime): for
 * PostgreSQL's postmaster, every backend that closed, with all it spent. 0 when gone.
 */
export function endedChildrenCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[13]) + Number(fields[14])) * 10 : 0;
}

/** A process's parent, from /proc/<pid>/stat; undefined when gone. */
export const parentOf = (pid: number) => {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
};

/**
 * The servers' and the database's CPU in ms from now on: `servers`' pids, and the database's
 * backends as `backends` lists them. A pool closes idle connections and opens new ones during a
 * run: a backend that ends takes its CPU out of the live backends' sum, and the postmaster adds it
 * to its children's (cutime, cstime) when it waits for it. So the database's CPU is the live
 * backends' plus what the postmaster's ended children gained (backends of other databases that end
 * meanwhile count too: a quiet server).
 */
export async function cpuMeter(servers: number[], backends: () => Promise<number[]>) {
  const before = new Map<number, number>();
  const backendsBefore = await backends();
  for (const pid of [...servers, ...backendsBefore]) before.set(pid, cpuMs(pid));
  const postmaster = backendsBefore.length ? parentOf(backendsBefore[0]!) : undefined;
  const endedBefore = postmaster ? endedChildrenCpuMs(postmaster) : 0;
  return async () => {
    const serverMs = servers.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
    const live = await backends();
    // A backend of before that has ended counts in the postmaster's sum whole: take its earlier part out.
    const endedEarlierPart = backendsBefore
      .filter((pid) => !live.includes(pid))
      .reduce((sum, pid) => sum + (before.get(pid) ?? 0), 0);
    const dbMs =
      live.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0) +
      (postmaster ? endedChildrenCpuMs(postmaster) - endedBefore - endedEarlierPart : 0);
    return { serverMs, dbMs };
  };
}

/** The `p`th percentile of `sorted` (ascending); NaN when empty. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The sealed paper opened by the key, as the browser does with WebCrypto. */
export function openSealed(sealed: Record<string, unknown>, key: string) {
  const bytes = Buffer.from(String(sealed.paper), "base64");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    Buffer.from(key, "base64"),
    Buffer.from(String(sealed.iv), "base64"),
  );
  decipher.setAuthTag(bytes.subarray(-16));
  const text = Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]);
  return JSON.parse(text.toString("utf8")) as { questions: { id: number; options: string[] }[] };
}

/**
 * `--spawn`: the servers, as production runs them, each logging to its own file; with `profileDir`,
 * each writes a CPU profile there when it stops (`node --cpu-prof`, open it in Chrome's DevTools).
 */
export async function spawnServers(urls: string[], profileDir?: string): Promise<ChildProcess[]> {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const built = path.join(repo, "apps/server/dist/main.js");
  const entry = existsSync(built) ? [built] : ["--import", "tsx", "apps/server/src/main.ts"];
  const profile = profileDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(profileDir)] : [];
  const logs = mkdtempSync(path.join(os.tmpdir(), "tayari-loadtest-"));
  const children = urls.map((url, i) => {
    const log = openSync(path.join(logs, `server-${i}.log`), "w");
    return spawn(process.execPath, [...profile, ...entry], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: new URL(url).port,
        HOST: "127.0.0.1",
        DATA_DIR: logs,
      },
      stdio: ["ignore", log, log],
    });
  });
  // However this process ends (a thrown error too), its servers end with it: a run that died once
  // left two servers holding the ports and a core's share for an hour.
  process.once("exit", () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
  for (const url of urls)
    for (let i = 0; ; i++) {
      const up = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 240) throw new Error(`${url} did not start (logs in ${logs})`);
      await sleep(500);
    }
  console.log(`Started ${children.length} servers (${entry.join(" ")}); their logs in ${logs}`);
  return children;
}

/**
 * The bell alone, after the sitting: as many key requests as students, at once over the client's
 * sockets, with nothing else running: their latency, and the servers' and database's CPU per key.
 */
export async function keyBurst(o: {
  students: number;
  urls: string[];
  slug: string;
  sockets: number;
  cpuNumbers: () => Promise<{ serverMs: number; dbMs: number }>;
  errors: Map<string, number>;
}) {
  const { students, urls, errors } = o;
  const before = await o.cpuNumbers();
  const began = performance.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: students }, async (_, i) => {
      const sent = performance.now();
      const url = `${urls[i % urls.length]}/api/exams/${o.slug}/key`;
      const { status } = await jsonRequest(o.sockets, "GET", url, "");
      if (status !== 200)
        errors.set(`key burst ${status}`, (errors.get(`key burst ${status}`) ?? 0) + 1);
      times.push(performance.now() - sent);
    }),
  );
  const after = await o.cpuNumbers();
  const sorted = times.sort((a, b) => a - b);
  const per = (ms: number) => `${((ms / students) * 1000).toFixed(0)} µs`;
  console.log(
    `key burst: ${students} keys in ${((performance.now() - began) / 1000).toFixed(1)} s, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; per key ${per(after.serverMs - before.serverMs)} of the servers' CPU, ${per(after.dbMs - before.dbMs)} of the database's (load ${os.loadavg()[0]!.toFixed(2)})`,
  );
}
