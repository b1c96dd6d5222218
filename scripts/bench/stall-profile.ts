/**
 * What ran in the server's longest stalls: `bench:stalls` run with
 * `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"` leaves the server's profiles and its stall log
 * (loop-gaps.mjs, each gap stamped on the profiler's monotonic clock) in DIR; this lines them up.
 *
 *   node --import tsx scripts/bench/stall-profile.ts DIR [how many stalls, default 8]
 *
 * For each stall within a case, largest main-thread CPU first: the app's functions on the stack by
 * time within the stall (inclusive: a caller counts its callees' time), then self time by package.
 * The embedded database runs its statements from promises: their time shows under "(wasm)" and
 * @electric-sql/pglite, seldom under the app's function that asked.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface Profile {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

interface Gap {
  at: number;
  mono: number;
  wall: number;
  cpu: number;
}

interface CaseTime {
  name: string;
  from: number;
  to: number;
}

const [dir, howMany = "8"] = process.argv.slice(2);
if (!dir) throw new Error("usage: stall-profile.ts DIR [how many]");
// The main thread's profile: node names it CPU.<date>.<time>.<pid>.0.<seq>.cpuprofile.
const file = readdirSync(dir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
if (!file) throw new Error(`no main-thread profile in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile;
// The cases' times (bench:stalls writes them): stalls outside every case (the server's start, the
// bench's setting up) are left out.
const casesFile = path.join(dir, "cases.json");
const cases = existsSync(casesFile)
  ? (JSON.parse(readFileSync(casesFile, "utf8")) as CaseTime[])
  : null;
const caseOf = (gap: Gap) => cases?.find((c) => gap.at >= c.from && gap.at <= c.to);
const gaps = readFileSync(path.join(dir, "loop-gaps.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Gap)
  .filter((gap) => gap.mono !== undefined && (!cases || caseOf(gap)))
  .sort((a, b) => b.cpu - a.cpu)
  .slice(0, Number(howMany));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const appFile = /\/((?:apps|packages)\/[^/]+\/src\/.*)$/;
const where = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const app = appFile.exec(url);
  return { name: `${functionName || "(anonymous)"} ${app?.[1] ?? url}:${lineNumber + 1}`, app };
};
const packageOf = (url: string, fn: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
  appFile.exec(url)?.[1] ??
  (url.startsWith("wasm://") ? "(wasm)" : url || fn);

let at = profile.startTime;
const samples = profile.samples.map((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  return { id, at, delta };
});

for (const gap of gaps) {
  const to = gap.mono;
  const from = to - (gap.wall + 5) * 1000;
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let sampled = 0;
  for (const s of samples) {
    if (s.at < from || s.at > to) continue;
    sampled += s.delta;
    const { url, functionName } = byId.get(s.id)!.callFrame;
    const group = packageOf(url, functionName);
    self.set(group, (self.get(group) ?? 0) + s.delta);
    const seen = new Set<string>();
    for (let id: number | undefined = s.id; id !== undefined; id = parentOf.get(id)) {
      const frame = where(id);
      if (!frame.app || seen.has(frame.name)) continue;
      seen.add(frame.name);
      inclusive.set(frame.name, (inclusive.get(frame.name) ?? 0) + s.delta);
    }
  }
  const ms = (us: number) => (us / 1000).toFixed(1).padStart(7);
  console.log(
    `\nstall of ${gap.wall.toFixed(0)} ms, ${gap.cpu.toFixed(0)} ms of the main thread's CPU; ` +
      `${ms(sampled).trim()} ms sampled${cases ? `; ${caseOf(gap)!.name}` : ""}`,
  );
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`${ms(us)}  ${name}`);
  console.log("  self by package:");
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${ms(us)}  ${name}`);
}
