/**
 * CPU time a server process spends per request (user + system, from /proc/PID/stat), for a fixed
 * number of requests sent by autocannon (100 connections, compressed answers), targets taken in
 * turn, several rounds. Unlike requests per second, it hardly moves with the machine's load, so
 * a change can be measured on a busy machine: hello-world's figure over a route's is the ratio
 * `npm run bench` reports as throughput on an idle one (each server runs on one core). Linux only.
 *
 *   node --import tsx scripts/bench/cpu-per-request.ts '[["hello","http://127.0.0.1:3913/",PID],
 *     ["levels","http://127.0.0.1:3911/api/levels",PID]]' [requests=20000] [rounds=4]
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./api";
import { median } from "./stats";

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const targets = JSON.parse(process.argv[2] ?? "[]") as Array<
  [name: string, url: string, pid: number]
>;
const amount = Number(process.argv[3] ?? 20000);
const rounds = Number(process.argv[4] ?? 4);
const perRequest = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, url, pid] of round % 2 ? [...targets].reverse() : targets) {
    const before = cpuMs(pid);
    const result = await autocannon({ url, connections: 100, amount, headers: BROWSER_HEADERS });
    const us = ((cpuMs(pid) - before) * 1000) / result.requests.total;
    perRequest.set(name, [...(perRequest.get(name) ?? []), Math.round(us * 10) / 10]);
    if (result.errors || result.non2xx)
      console.log(`${name}: ${result.errors + result.non2xx} errors`);
  }
}
const hello = perRequest.has("hello") ? median(perRequest.get("hello")!) : NaN;
for (const [name, values] of perRequest)
  console.log(
    `${name.padEnd(20)} ${median(values)} µs CPU per request (${values.join(", ")}); hello / this ${(hello / median(values)).toFixed(2)}`,
  );
