/**
 * A mock paper's standings with 20,000 candidates (issue 31): GET /api/me/mocks/mock-1/standing
 * for a signed-in student who sat it, p99 against the target of 50 ms. The candidates are written
 * straight into the database (20,000 sign-ups through the API would spend half an hour hashing
 * passwords); the student measured signs up and sends a real sitting through the API. Then the
 * server runs as its own process, as in production, and autocannon asks it.
 *
 *   node --import tsx scripts/bench/mock-standings.ts            # embedded database (PGlite)
 *   node --import tsx scripts/bench/mock-standings.ts --pg postgres://postgres@127.0.0.1:5432/test
 *
 * With --pg a fresh database is made on that server and dropped at the end. BENCH_SECONDS (default
 * 20) sets each run's length: long enough for the snapshot to be renewed in the background.
 */
import { randomUUID } from "node:crypto";
import { createRng } from "@tayari/quiz/random";
import { measureAgainstMe } from "./against-me";
import { login, register, seedingApp } from "./bench-kit";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";
import { insertCandidates } from "./sat-exam";

const CANDIDATES = 20_000;
const BATCH = 1000;
const PORT = Number(process.env.PORT ?? 3931);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const pgIndex = process.argv.indexOf("--pg");
const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;

/** Marks per subject of a student whose chance of a right answer is `ability`. */
function marks(rng: () => number, ability: number) {
  const subject = (n: number) => Array.from({ length: n }).filter(() => rng() < ability).length;
  const [m, p, c, e, k] = [25, 25, 25, 15, 10].map(subject) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return [m + p + c + e + k, m, p, c, e].map((x) => x * 100);
}

async function seed(env: Record<string, string>): Promise<string> {
  const app = await seedingApp(env);
  const rng = createRng(31);
  const now = Date.now();
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const users = await insertCandidates(app.db, start, BATCH);
    const rows = users.map((userId) => ({
      id: randomUUID(),
      userId,
      started: new Date(now - 3 * 3600_000 - rng() * 86_400_000),
      ranking: marks(rng, 0.2 + rng() * 0.6),
    }));
    await app.db
      .insertInto("attempts")
      .values(
        rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          mode: "mock",
          source: "mock-1",
          title: "Mock test 1",
          score: r.ranking[0]! / 100,
          total: 100,
          started_at: r.started,
          finished_at: new Date(r.started.getTime() + 100 * 60_000),
          fingerprint: "bench",
        })),
      )
      .execute();
    await app.db
      .insertInto("mock_standings")
      .values(
        rows.map((r) => ({
          paper: "mock-1",
          user_id: r.userId,
          attempt_id: r.id,
          started_at: r.started,
          ranking: r.ranking,
        })),
      )
      .execute();
  }
  // The student measured: signs up, sits Mock test 1 and sends it as the browser does.
  const email = `bench-${randomUUID()}@example.com`;
  await register(app, "Bench", email);
  const token = await login(app, email);
  const paper = (await app.inject({ method: "GET", url: "/api/mocks/mock-1" })).json<{
    questions: Array<{ id: number; answer: string; options: string[] }>;
  }>().questions;
  const finished = Date.now() - 60_000;
  const sent = await app.inject({
    method: "PUT",
    url: `/api/attempts/${randomUUID()}`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      mode: "mock",
      source: "mock-1",
      started_at: new Date(finished - 110 * 60_000).toISOString(),
      finished_at: new Date(finished).toISOString(),
      questions: paper.map((q, i) => ({
        id: q.id,
        pick: i % 3 ? q.answer : q.options.find((o) => o !== q.answer)!,
        seconds: 60,
      })),
    },
  });
  if (sent.statusCode !== 201) throw new Error(`sitting: ${sent.body}`);
  await app.close();
  return token;
}

const database = await freshDatabase(adminUrl, "mock");
try {
  const seeding = performance.now();
  const token = await seed(database.env);
  console.log(`${CANDIDATES} candidates written in ${Math.round(performance.now() - seeding)} ms`);
  const server = await serveProduction(PORT, database.env);
  try {
    const url = `http://127.0.0.1:${PORT}/api/me/mocks/mock-1/standing`;
    const headers = { authorization: `Bearer ${token}` };
    const cold = performance.now();
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { candidates: number; you: unknown };
    console.log(
      `first answer (reads the 20,000 rows): ${Math.round(performance.now() - cold)} ms`,
      body.candidates,
      body.you,
    );
    // Interleaved with GET /api/me (the same session check, nothing else) as the baseline: on a
    // shared machine the ratio says more than either figure.
    await measureAgainstMe({
      port: PORT,
      url,
      name: "GET standing",
      token,
      seconds: SECONDS,
      database: adminUrl ? "PostgreSQL" : "PGlite",
    });
  } finally {
    await stopServer(server);
  }
} finally {
  await database.drop();
}
