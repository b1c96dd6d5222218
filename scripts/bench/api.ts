/**
 * API throughput against a bare Fastify hello-world in the same run: autocannon, 100 connections,
 * the load generator on the same machine as the servers. Each target is measured in short slices
 * alternating with hello-world (hello, target, target, hello, ...), and its figure is the median of
 * the ratios of neighbouring slices, so a machine that gets busier or quieter meanwhile moves both.
 *
 * The load generator runs in a process of its own, started for each comparison (this file, run
 * directly): on two cores the client is often what limits the rate (the server idles a quarter of
 * the time on a unit's questions), so a client slowed by its own heap, after an hour of traffic or
 * forty Lighthouse runs in the bench's process, showed as a slower endpoint (issue 34).
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { median } from "./stats";

/** What a browser sends: compressed answers. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

export interface Throughput {
  rps: number;
  p99: number;
  errors: number;
}

export async function throughput(
  url: string,
  seconds: number,
  init: Partial<autocannon.Options> = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    headers: BROWSER_HEADERS,
    ...init,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface Compared {
  hello: Throughput;
  target: Throughput;
  /** Median over the slices of target / neighbouring hello. */
  ratio: number;
  ratios: number[];
}

/** `compare` in a fresh process (see the top of this file). */
export function againstHello(
  helloUrl: string,
  targetUrl: string,
  slices: number,
  seconds: number,
): Promise<Compared> {
  const args = ["--import", "tsx", fileURLToPath(import.meta.url), "--compare"];
  args.push(JSON.stringify([helloUrl, targetUrl, slices, seconds]));
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, (error, stdout, stderr) => {
      if (error) reject(new Error(`the load generator failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout.trim().split("\n").at(-1)!) as Compared);
    }),
  );
}

/** Slices of hello and of the target in turn, in this process. */
export async function compare(
  helloUrl: string,
  targetUrl: string,
  slices: number,
  seconds: number,
): Promise<Compared> {
  const hello: Throughput[] = [];
  const target: Throughput[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < slices; i++) {
    // Alternate which goes first, so neither always meets a machine just warmed by the other.
    if (i % 2 === 0) {
      hello.push(await throughput(helloUrl, seconds));
      target.push(await throughput(targetUrl, seconds));
    } else {
      target.push(await throughput(targetUrl, seconds));
      hello.push(await throughput(helloUrl, seconds));
    }
    ratios.push(target[i]!.rps / hello[i]!.rps);
  }
  const pick = (list: Throughput[]): Throughput => ({
    rps: median(list.map((t) => t.rps)),
    p99: median(list.map((t) => t.p99)),
    errors: list.reduce((a, t) => a + t.errors, 0),
  });
  return { hello: pick(hello), target: pick(target), ratio: median(ratios), ratios };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--compare") {
  const [helloUrl, targetUrl, slices, seconds] = JSON.parse(process.argv[3]!) as [
    string,
    string,
    number,
    number,
  ];
  console.log(JSON.stringify(await compare(helloUrl, targetUrl, slices, seconds)));
}
