/**
 * The per-student reads of the progress page under load: one student with 5,000 answered questions
 * (50 entrance attempts of 100, sent through the API as the browser sends them), then
 * GET /api/me/progress for that student. Run by `npm run bench` on each database; alone with
 * `node --import tsx scripts/bench/progress.ts http://127.0.0.1:PORT`.
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const ATTEMPTS = 50;
const DAY = 24 * 60 * 60 * 1000;

async function json<T>(response: Promise<Response>): Promise<T> {
  const r = await response;
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return r.json() as Promise<T>;
}

/** Signs up a new student and records 5,000 answers over the last 100 days; returns the token. */
export async function studentWith5000Answers(base: string): Promise<string> {
  return (await studentWithHistory(base, ATTEMPTS)).token;
}

/**
 * Signs up a new student and records `attempts` entrance attempts of 100 answers, one every two
 * days; returns the login answer as the web app keeps it (the `profile` key of localStorage).
 */
export async function studentWithHistory(
  base: string,
  attempts: number,
): Promise<{ token: string; user: unknown }> {
  const email = `bench-progress-${randomUUID()}@example.com`;
  const password = "bench-password-1";
  const post = (url: string, body: unknown, method = "POST", token?: string) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  await json(
    post("/api/register", { name: "Bench", email, password, password_confirmation: password }),
  );
  const profile = await json<{ token: string; user: unknown }>(
    post("/api/login", { email, password }),
  );
  const { token } = profile;
  for (let i = 0; i < attempts; i++) {
    const { questions } = await json<{
      questions: Array<{ id: number; options: string[]; answer: string }>;
    }>(fetch(`${base}/api/banks/entrance/draw`));
    const finished = Date.now() - i * 2 * DAY - 60_000;
    await json(
      post(
        `/api/attempts/${randomUUID()}`,
        {
          mode: "entrance",
          source: "entrance",
          started_at: new Date(finished - 100 * 60_000).toISOString(),
          finished_at: new Date(finished).toISOString(),
          questions: questions.map((q, n) => ({
            id: q.id,
            pick: n % 3 === 0 ? q.options.find((o) => o !== q.answer)! : q.answer,
            seconds: 10 + (n % 50),
          })),
        },
        "PUT",
        token,
      ),
    );
  }
  return profile;
}

/** p99 and throughput of GET /api/me/progress for that student. */
export async function progressLatency(base: string, token: string, connections: number) {
  const result = await autocannon({
    url: `${base}/api/me/progress`,
    connections,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const token = await studentWith5000Answers(base);
  for (const connections of [1, 10])
    console.log(connections, await progressLatency(base, token, connections));
}
