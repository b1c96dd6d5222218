/**
 * The API section of `npm run bench` on servers already running: `/api/levels` and a unit's
 * questions against a bare Fastify hello-world, in slices alternating with it (autocannon, 100
 * connections, compressed answers), and, given the processes' ids, the CPU time each spends per
 * request (which moves far less with a busy machine than requests per second do). For a server
 * measured fresh and again after `traffic.ts` has run against it.
 *
 *   PORT=3901 node --import tsx scripts/bench/hello.ts &
 *   node --import tsx scripts/bench/api-ratio.ts --site http://127.0.0.1:PORT \
 *     --hello http://127.0.0.1:3901/ [--site-pid PID --hello-pid PID] [--slices 8] [--seconds 2]
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { againstHello, BROWSER_HEADERS } from "./api";
import { median } from "./stats";

const { values } = parseArgs({
  options: {
    site: { type: "string", default: "http://127.0.0.1:3911" },
    hello: { type: "string", default: "http://127.0.0.1:3913/" },
    "site-pid": { type: "string" },
    "hello-pid": { type: "string" },
    slices: { type: "string", default: "8" },
    seconds: { type: "string", default: "2" },
    requests: { type: "string", default: "20000" },
  },
});
const site = values.site.replace(/\/+$/, "");
const load = () => loadavg()[0]!.toFixed(1);

const subjects = (await fetch(`${site}/api/entrance/subjects/csit/mcq`).then((r) => r.json())) as {
  subjects?: { id: number }[];
};
const subjectId = subjects.subjects?.[0]?.id;
const units = subjectId
  ? ((await fetch(`${site}/api/entrance/subjects/${subjectId}/mcq`).then((r) => r.json())) as {
      units: { id: number }[];
    })
  : null;
const targets: Array<[name: string, path: string]> = [["/api/levels", "/api/levels"]];
if (subjectId && units?.units[0])
  targets.push([
    "a unit's questions",
    `/api/entrance/subjects/${subjectId}/mcq/${units.units[0].id}/mcq`,
  ]);

console.log(`load ${load()} at the start`);
for (const [name, path] of targets) {
  const r = await againstHello(
    values.hello,
    `${site}${path}`,
    Number(values.slices),
    Number(values.seconds),
  );
  console.log(
    `${name} (${path}): ${Math.round(r.target.rps)} req/s against hello ${Math.round(r.hello.rps)};` +
      ` ${r.ratio.toFixed(2)} of hello (${r.ratios.map((x) => x.toFixed(2)).join(", ")});` +
      ` p99 ${r.target.p99} ms; ${r.target.errors} errors; load ${load()}`,
  );
}

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

if (values["site-pid"] && values["hello-pid"]) {
  const amount = Number(values.requests);
  const rounds: Array<[string, string, number]> = [
    ["hello", values.hello, Number(values["hello-pid"])],
    ...targets.map(
      ([name, path]) =>
        [name, `${site}${path}`, Number(values["site-pid"])] as [string, string, number],
    ),
  ];
  const perRequest = new Map<string, number[]>();
  for (let round = 0; round < 4; round++)
    for (const [name, url, pid] of round % 2 ? [...rounds].reverse() : rounds) {
      const before = cpuMs(pid);
      const result = await autocannon({ url, connections: 100, amount, headers: BROWSER_HEADERS });
      const us = ((cpuMs(pid) - before) * 1000) / result.requests.total;
      perRequest.set(name, [...(perRequest.get(name) ?? []), Math.round(us * 10) / 10]);
    }
  const hello = median(perRequest.get("hello")!);
  for (const [name, list] of perRequest)
    console.log(
      `${name}: ${median(list)} µs CPU per request (${list.join(", ")}); hello / this ${(hello / median(list)).toFixed(2)}`,
    );
  console.log(`load ${load()} at the end`);
}
