import autocannon from "autocannon";

/**
 * Asks `url` with autocannon at 1 and then 10 connections, each time right after GET /api/me on
 * the same server with the same session (the session check and nothing else): on a shared machine
 * the pair says more than either figure. Prints one line a measure.
 */
export async function measureAgainstMe(options: {
  port: number;
  url: string;
  name: string;
  token: string;
  seconds: number;
  database: string;
}): Promise<void> {
  const headers = { authorization: `Bearer ${options.token}` };
  const baseline = `http://127.0.0.1:${options.port}/api/me`;
  for (const connections of [1, 10]) {
    for (const [name, target] of [
      ["GET /api/me (baseline)", baseline],
      [options.name, options.url],
    ] as const) {
      const result = await autocannon({
        url: target,
        connections,
        duration: options.seconds,
        headers,
      });
      console.log(
        `${options.database}, ${name}, ${connections} connection(s), ${options.seconds} s:`,
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms,`,
        `p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
      );
    }
  }
}
