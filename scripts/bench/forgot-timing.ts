/**
 * Issue 67, point 5: does the time of a forgot-password answer (or of a sign-up with a taken
 * address) tell whether an account exists? The production server on a fresh database; 200 accounts;
 * then, interleaved at random, requests for existing and unknown addresses (each address once, so no
 * per-address limit is met), timed from this process. Prints each side's median, p90 and mean, and
 * the probability that a request for an existing account takes longer than one for an unknown
 * (0.5: the time says nothing; the probe's build gave medians of 9.9 ms against 3.8 ms).
 *
 *   npm run bench:forgot                    # embedded database (PGlite)
 *   npm run bench:forgot -- --pg postgres://postgres@127.0.0.1:5432/test
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { register, seedingApp } from "./bench-kit";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";
import { createRng, shuffle } from "../../packages/quiz/src/random";

const PORT = Number(process.env.PORT ?? 3934);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 200);

const pgIndex = process.argv.indexOf("--pg");
const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
const limits = {
  RATE_LIMIT_FORGOT_PER_IP: "100000",
  RATE_LIMIT_REGISTER_PER_IP: "100000",
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** P(a > b) over every pair (ties count half): the common-language effect size. */
function probabilityLonger(a: number[], b: number[]) {
  let wins = 0;
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return wins / (a.length * b.length);
}

function summary(name: string, times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return `| ${name} | ${times.length} | ${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.9).toFixed(2)} | ${mean.toFixed(2)} |`;
}

async function main() {
  const database = await freshDatabase(adminUrl, "forgot");
  try {
    const env = { ...database.env, ...limits };
    const app = await seedingApp(env);
    const existing: string[] = [];
    for (let i = 0; i < ACCOUNTS * 2; i++) {
      const email = `bench-forgot-${i}-${randomUUID().slice(0, 8)}@example.com`;
      await register(app, `Bench ${i}`, email);
      existing.push(email);
    }
    await app.close();
    const server = await serveProduction(PORT, env);
    try {
      const base = `http://127.0.0.1:${PORT}`;
      const post = async (url: string, body: unknown) => {
        const start = performance.now();
        const res = await fetch(`${base}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status >= 300) throw new Error(`${url}: ${res.status}`);
        return performance.now() - start;
      };
      // Warm the server's paths before anything is counted.
      for (let i = 0; i < 20; i++)
        await post("/api/forgot-password", { email: `warm-${i}@example.com` });
      const random = createRng(20261127);
      const times = { forgotKnown: [] as number[], forgotUnknown: [] as number[] };
      const signUp = { taken: [] as number[], fresh: [] as number[] };
      const order = shuffle(
        Array.from({ length: ACCOUNTS * 2 }, (_, i) => i % 2 === 0),
        random,
      );
      let k = 0;
      let u = 0;
      for (const known of order) {
        const email = known
          ? existing[k++]!
          : `nobody-${u++}-${randomUUID().slice(0, 8)}@example.com`;
        (known ? times.forgotKnown : times.forgotUnknown).push(
          await post("/api/forgot-password", { email }),
        );
      }
      k = ACCOUNTS;
      for (const taken of order.slice(0, ACCOUNTS)) {
        const email = taken ? existing[k++]! : `fresh-${randomUUID()}@example.com`;
        (taken ? signUp.taken : signUp.fresh).push(
          await post("/api/register", {
            name: "Bench again",
            email,
            password: "bench-password-2",
            password_confirmation: "bench-password-2",
          }),
        );
      }
      const load = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      console.log(
        [
          `${adminUrl ? "PostgreSQL" : "PGlite"}; load average ${load}`,
          "",
          "| request | n | median ms | p90 ms | mean ms |",
          "| --- | --- | --- | --- | --- |",
          summary("forgot-password, account exists", times.forgotKnown),
          summary("forgot-password, no account", times.forgotUnknown),
          summary("sign-up, address taken", signUp.taken),
          summary("sign-up, address new", signUp.fresh),
          "",
          `P(existing slower than unknown), forgot-password: ${probabilityLonger(times.forgotKnown, times.forgotUnknown).toFixed(2)}`,
          `P(taken slower than new), sign-up: ${probabilityLonger(signUp.taken, signUp.fresh).toFixed(2)}`,
        ].join("\n"),
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.drop();
  }
}

await main();
