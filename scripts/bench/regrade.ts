/**
 * A key corrected and the exam regraded (issue 44, point 2): an exam over, its results fixed, of
 * CANDIDATES candidates (default 6,000) x 100 questions; the examiner corrects one key through
 * POST /api/examiner/exams/{slug}/corrections, which rescores, reranks and stores every result in one
 * transaction. Measured: the correction's answer time (the regrade), and GET /api/health asked
 * back to back while it runs (p50, p99: the server stays answering). The attempts and answers are
 * written straight into the database (thousands of sign-ups would spend the run hashing
 * passwords); the examiner signs up through the API.
 *
 *   node --import tsx scripts/bench/regrade.ts --pg postgres://postgres@127.0.0.1:5432/test
 *   CANDIDATES=300 node --import tsx scripts/bench/regrade.ts --pg ...   # a small run
 *   node --import tsx scripts/bench/regrade.ts                           # embedded database (PGlite)
 *
 * With --pg a fresh database is made on that server and dropped at the end. Check `uptime` first:
 * the figures mean little on a busy machine. Target (issue 44): the regrade under 5 s at 6,000 x
 * 100 on PostgreSQL, and /api/health p99 under 100 ms while it runs.
 */
import { randomUUID } from "node:crypto";
import { createRng } from "@tayari/quiz/random";
import { login, logLoadAverage, register, seedingApp } from "./bench-kit";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";
import { BENCH_POOL, insertCandidates, insertClosedExam, insertSittings } from "./sat-exam";

const CANDIDATES = Number(process.env.CANDIDATES ?? 6_000);
const PORT = Number(process.env.PORT ?? 3934);
const SLUG = "bench-regrade";

const pgIndex = process.argv.indexOf("--pg");
const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;

const pool = BENCH_POOL;

/** The exam, its candidates and answers as rows; the examiner through the API. Their token. */
async function seed(env: Record<string, string>): Promise<string> {
  const app = await seedingApp(env);
  const rng = createRng(44);
  const now = Date.now();
  const email = `examiner-${randomUUID()}@bench.example`;
  await register(app, "Bench examiner", email);
  // Made an examiner the way an operator does (npm run user:role).
  const owner = await app.db
    .updateTable("users")
    .set({ role: "examiner" })
    .where("email", "=", email)
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await login(app, email);
  const exam = await insertClosedExam(app.db, {
    ownerId: Number(owner.id),
    slug: SLUG,
    title: "Bench regrade exam",
    now,
  });
  const BATCH = 200;
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const users = await insertCandidates(app.db, start, Math.min(BATCH, CANDIDATES - start));
    await insertSittings(app.db, exam, users, rng);
  }
  await app.close();
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

logLoadAverage();
const database = await freshDatabase(adminUrl, "regrade");
try {
  const seeding = performance.now();
  const token = await seed(database.env);
  console.log(
    `${CANDIDATES} candidates x ${pool.length} questions written in ${Math.round(performance.now() - seeding)} ms`,
  );
  const server = await serveProduction(PORT, database.env);
  try {
    const base = `http://127.0.0.1:${PORT}/api/examiner/exams/${SLUG}`;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const fixing = performance.now();
    const merit = await fetch(`${base}/merit`, { headers });
    if (merit.status !== 200) throw new Error(`merit: ${merit.status} ${await merit.text()}`);
    console.log(`results fixed (first merit list): ${Math.round(performance.now() - fixing)} ms`);

    // /api/health back to back while the correction runs, and a little after.
    let running = true;
    const health: number[] = [];
    const poll = (async () => {
      while (running) {
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        await res.arrayBuffer();
        health.push(performance.now() - t0);
      }
    })();
    const started = performance.now();
    const res = await fetch(`${base}/corrections`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        question_id: pool[0]!.id,
        version: 0,
        change: { kind: "key", answer: pool[0]!.options[0] },
        reason: "Bench: the key was typed wrong.",
      }),
    });
    const took = performance.now() - started;
    running = false;
    await poll;
    const body = (await res.json()) as { changed?: number; message: string };
    if (res.status !== 200) throw new Error(`correction: ${res.status} ${JSON.stringify(body)}`);
    const sorted = health.sort((a, b) => a - b);
    console.log(
      `regrade of ${CANDIDATES} x ${pool.length} on ${adminUrl ? "PostgreSQL" : "PGlite"}: ` +
        `${Math.round(took)} ms (${body.changed} scores changed)`,
    );
    console.log(
      `/api/health during it: ${sorted.length} asks, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  } finally {
    await stopServer(server);
  }
} finally {
  await database.drop();
  logLoadAverage("after");
}
