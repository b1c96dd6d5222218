/**
 * A scholarship exam's result with 2,000 candidates and 100 questions each (issue 30, point 4):
 * GET /api/exams/{slug}/result for a student who sat it, p99. The exam, its 2,000 attempts and their
 * 200,000 answers are written straight into the database (2,000 sign-ups through the API would
 * spend most of the run hashing passwords); the student measured signs up through the API. Then the
 * server runs as its own process, as in production: the first GET fixes the results (marks every
 * answer once and stores the ranks), every later one reads them; autocannon asks it, interleaved
 * with GET /api/me (the same session check and nothing else) as the baseline.
 *
 *   node --import tsx scripts/bench/exam-result.ts            # embedded database (PGlite)
 *   node --import tsx scripts/bench/exam-result.ts --pg postgres://postgres@127.0.0.1:5432/test
 *
 * With --pg a fresh database is made on that server and dropped at the end. BENCH_SECONDS (default
 * 10) sets each run's length. Check `uptime` first: the figures mean little on a busy machine.
 */
import { randomUUID } from "node:crypto";
import { createRng } from "@tayari/quiz/random";
import { measureAgainstMe } from "./against-me";
import { login, logLoadAverage, register, seedingApp } from "./bench-kit";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";
import { insertCandidates, insertClosedExam, insertSittings } from "./sat-exam";

const CANDIDATES = 2_000;
const QUESTIONS = 100;
const PORT = Number(process.env.PORT ?? 3932);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLUG = "bench-scholarship";

const pgIndex = process.argv.indexOf("--pg");
const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;

async function seed(env: Record<string, string>): Promise<string> {
  const app = await seedingApp(env);
  const rng = createRng(30);
  const now = Date.now();
  const owner = await app.db
    .insertInto("users")
    .values({ name: "Examiner", email: "examiner@bench.example", password_hash: "x" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const exam = await insertClosedExam(app.db, {
    ownerId: Number(owner.id),
    slug: SLUG,
    title: "Bench scholarship exam",
    now,
  });

  // The student measured signs up through the API; the others are written as rows.
  const email = `bench-${randomUUID()}@example.com`;
  await register(app, "Bench", email);
  const token = await login(app, email);
  const me = await app.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

  const BATCH = 100;
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const size = Math.min(BATCH, CANDIDATES - start);
    // The measured student is the first candidate.
    const others = await insertCandidates(app.db, start, size - (start === 0 ? 1 : 0));
    await insertSittings(app.db, exam, [...(start === 0 ? [Number(me.id)] : []), ...others], rng);
  }
  await app.close();
  return token;
}

logLoadAverage();
const database = await freshDatabase(adminUrl, "exam");
try {
  const seeding = performance.now();
  const token = await seed(database.env);
  console.log(
    `${CANDIDATES} candidates x ${QUESTIONS} questions written in ${Math.round(performance.now() - seeding)} ms`,
  );
  const server = await serveProduction(PORT, database.env);
  try {
    const url = `http://127.0.0.1:${PORT}/api/exams/${SLUG}/result`;
    const headers = { authorization: `Bearer ${token}` };
    const cold = performance.now();
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { candidates: number; rank: number; score: number };
    if (first.status !== 200) throw new Error(`result: ${first.status} ${JSON.stringify(body)}`);
    console.log(
      `first answer (fixes the results: ${CANDIDATES * QUESTIONS} answer rows marked once): ` +
        `${Math.round(performance.now() - cold)} ms; candidates ${body.candidates}, rank ${body.rank}, score ${body.score}`,
    );
    await measureAgainstMe({
      port: PORT,
      url,
      name: "GET result",
      token,
      seconds: SECONDS,
      database: adminUrl ? "PostgreSQL" : "PGlite",
    });
  } finally {
    await stopServer(server);
  }
} finally {
  await database.drop();
  logLoadAverage("after");
}
