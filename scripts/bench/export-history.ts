/**
 * A student with a long history exports their account (issue 47): 400 attempts of 100 answers each
 * recorded, then `GET /api/me/export`, while /api/health is asked every 10 ms. Its time, the
 * answer's size, and /api/health p99 / max meanwhile (the export once held the event loop 0.5 s).
 *
 *   node --import tsx scripts/bench/export-history.ts        # embedded database (PGlite)
 *
 * The app runs in this process (app.listen): the probes are real HTTP requests to it.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { healthProbe } from "./adversarial-imports";

const ATTEMPTS = 400;
const ANSWERS = 100;

async function main() {
  // The limits of a real deployment would stop this seeding (600 an hour): raised for the bench.
  const t = await createTestApp({ LOG_LEVEL: "silent", RATE_LIMIT_ATTEMPTS_PER_HOUR: "100000" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  try {
    const email = `export.${randomUUID()}@example.com`;
    const password = "bench river 42";
    await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", email, password, password_confirmation: password }),
    });
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const draw = await fetch(`${base}/api/banks/entrance/draw`);
    const questions = (
      (await draw.json()) as { questions: { id: number; options: string[] }[] }
    ).questions.slice(0, ANSWERS);
    const finished = Date.now() - 60_000;
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await fetch(`${base}/api/attempts/${randomUUID()}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({
          mode: "entrance",
          source: "entrance",
          started_at: new Date(finished - 3_600_000).toISOString(),
          finished_at: new Date(finished).toISOString(),
          questions: questions.map((q) => ({ id: q.id, pick: q.options[0], seconds: 20 })),
        }),
      });
      if (res.status >= 300) throw new Error(`attempt ${i}: ${res.status} ${await res.text()}`);
    }
    for (let run = 1; run <= 3; run++) {
      const probe = healthProbe(base);
      await new Promise((r) => setTimeout(r, 200));
      const start = performance.now();
      const res = await fetch(`${base}/api/me/export`, {
        headers: { authorization: `Bearer ${token}`, "accept-encoding": "br" },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      const took = performance.now() - start;
      const health = await probe.stop();
      console.log(
        `export ${run}: ${ATTEMPTS} attempts x ${ANSWERS} answers -> ${res.status}, ` +
          `${(bytes / 1024).toFixed(0)} KB ${res.headers.get("content-encoding") ?? "plain"} in ` +
          `${Math.round(took)} ms; /api/health meanwhile: ${health.count} answers, p99 ` +
          `${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
