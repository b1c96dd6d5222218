// A server's CPU profile (node --cpu-prof) read back: self time by package and the top functions.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Prints the self time of the samples within `window` (µs on the monotonic clock the profiler
 * stamps them with) of the profile in `profileDir`: by package (node_modules/<name>, node's own, the
 * app's files) and by function. Nothing when the folder holds no profile.
 */
export function printSelfTime(profileDir: string, window: { from: number; to: number }) {
  const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
  if (file) {
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as {
      nodes: Array<{
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
      }>;
      samples: number[];
      timeDeltas: number[];
      startTime: number;
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // Only the samples of the measured saves (the profiler stamps them on the monotonic clock).
    const self = new Map<number, number>();
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (at >= window.from && at <= window.to) self.set(id, (self.get(id) ?? 0) + delta);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const groupOf = (u: string, fn: string) => {
      if (!u) return fn.startsWith("(") ? fn : "(native)";
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
      if (m) return m[1]!;
      if (u.startsWith("node:")) return `node:${u.slice(5).split("/")[0]}`;
      const app = /\/(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(u);
      return app ? `${app[1]}/${app[2]}/${app[3]}` : u;
    };
    const groups = new Map<string, number>();
    const fns = new Map<string, number>();
    for (const [id, us] of self) {
      const { callFrame } = byId.get(id)!;
      const group = groupOf(callFrame.url, callFrame.functionName);
      groups.set(group, (groups.get(group) ?? 0) + us);
      const fn = `${callFrame.functionName || "(anonymous)"} ${group}:${callFrame.lineNumber + 1}`;
      fns.set(fn, (fns.get(fn) ?? 0) + us);
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, us]) => `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
        .join("\n");
    console.log(
      `server CPU profile of the measured saves, self time by package:\n${top(groups, 20)}`,
    );
    console.log(`top functions:\n${top(fns, 25)}`);
  }
}
