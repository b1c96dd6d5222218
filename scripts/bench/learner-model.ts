/**
 * The learner model's cost (issue 45, point 5; decision 194): a site of recorded answers, one
 * student of 5,000 answers, then
 *   - the model's update of one attempt of 100 answers (`applyAnswers` in its own transaction:
 *     wall time and this process's CPU), and a whole PUT /api/attempts/{id} for comparison;
 *   - GET /api/me/readiness and GET /api/me/next-step for that student, one at a time and 10 at
 *     once (through the app's own request handling, `inject`: no sockets).
 * The site's answers are written straight to the database in set-based statements (attempts,
 * answers, then the model's rows from them), by synthetic students of 5,000 answers each; the
 * measured student's go through the API. Then the two reads over HTTP at 10 connections.
 *
 *   node --import tsx scripts/bench/learner-model.ts [site-answers]          (PGlite in memory)
 *   TEST_DATABASE_URL=postgres://... node --import tsx scripts/bench/learner-model.ts 1000000
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Question } from "@tayari/contracts/question";
import autocannon from "autocannon";
import { sql } from "kysely";
import { createTestApp, newStudent } from "../../apps/server/src/test/test-app";
import { applyAnswers } from "../../apps/server/src/modules/learner/repository";
import { inTransaction } from "../../apps/server/src/db/db";

const SITE = Number(process.argv[2] ?? 100_000);
const PER_STUDENT = 5000;
const ATTEMPT = 100;
const DAY = 86_400_000;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bank = (
  JSON.parse(readFileSync(path.join(repo, "packages/content/banks/entrance.json"), "utf8")) as {
    questions: Question[];
  }
).questions;

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const draw = () => {
  const picked = new Set<number>();
  while (picked.size < ATTEMPT) picked.add(Math.floor(random() * bank.length));
  return [...picked].map((i) => bank[i]!);
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (n: number) => n.toFixed(2);

const t = await createTestApp({ RATE_LIMIT_ATTEMPTS_PER_HOUR: "100000" });
const db = t.app.db;
const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

// The site: synthetic students of known ability, each 50 attempts of 100 answers over the last 100
// days, written in a few set-based statements (generate_series), not a statement a row: a million
// answers in about a minute. The model's rows are then made from those answers at once, a logit of
// each question's and each student's share right (the online update would reach about the same,
// and what the reads cost depends on how many rows there are, not on their values).
const started = performance.now();
const now = t.clock.now;
const run = randomUUID().slice(0, 8);
const students = Math.ceil(SITE / PER_STUDENT);
const n = bank.length;
// A step through the bank coprime with its size: an attempt's 100 questions are 100 different ones.
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const step = [7, 11, 13, 17, 19, 23].find((k) => gcd(k, n) === 1)!;
const bankRows = bank.map((q, idx) => ({
  idx,
  id: q.id,
  category: q.category,
  answer: q.answer,
  wrong: q.options.find((o) => o !== q.answer)!,
  difficulty: random() * 3 - 1.5,
}));
await sql`create temp table bench_bank as
  select (x->>'idx')::int as idx, (x->>'id')::int as id, x->>'category' as category,
    x->>'answer' as answer, x->>'wrong' as wrong, (x->>'difficulty')::float8 as difficulty
  from jsonb_array_elements(${JSON.stringify(bankRows)}::jsonb) as x`.execute(db);
await sql`insert into users (name, email, password_hash)
  select 'Site ' || g, 'site-' || g || '-' || ${run}::text || '@example.com', '-'
  from generate_series(1, ${students}::int) as g`.execute(db);
await sql`create temp table bench_students as
  select id as user_id, random() * 2 - 1 as ability from users
  where email like ${`site-%-${run}@example.com`}`.execute(db);
await sql`create temp table bench_attempts as
  select md5(s.user_id || '-' || a || '-' || ${run}::text)::uuid as id, s.user_id, s.ability,
    ${now}::timestamptz - (100 - a * 2) * interval '1 day' as finished_at,
    floor(random() * ${n}::int)::int as start
  from bench_students as s cross join generate_series(0, ${PER_STUDENT / ATTEMPT - 1}::int) as a`.execute(
  db,
);
await sql`insert into attempts
    (id, user_id, mode, source, title, score, total, started_at, finished_at, fingerprint, seed)
  select id, user_id, 'entrance', 'entrance', 'CSIT entrance test', 0, ${ATTEMPT}::int,
    finished_at - interval '100 minutes', finished_at, 'bench', null
  from bench_attempts`.execute(db);
await sql`insert into attempt_answers (attempt_id, position, user_id, mode, answered_at, bank,
    question_id, category, pick, correct, seconds)
  select a.id, p, a.user_id, 'entrance', a.finished_at, 'entrance', b.id, b.category,
    case when r.correct then b.answer else b.wrong end, r.correct, 30
  from bench_attempts as a
  cross join generate_series(0, ${ATTEMPT - 1}::int) as p
  join bench_bank as b on b.idx = (a.start + p * ${step}::int) % ${n}::int
  cross join lateral (select random() < 1 / (1 + exp(b.difficulty - a.ability)) as correct) as r`.execute(
  db,
);
await sql`update attempts set score = s.right_answers
  from (select attempt_id, count(*) filter (where correct) as right_answers
        from attempt_answers join bench_students using (user_id) group by attempt_id) as s
  where attempts.id = s.attempt_id`.execute(db);
await sql`insert into question_difficulties (bank, question_id, subject, mean, variance, count, updated_at)
  select 'entrance', question_id, min(category),
    ln((count(*) filter (where not correct) + 0.5) / (count(*) filter (where correct) + 0.5)),
    1 / (0.5 + 0.2 * count(*)), count(*), ${now}::timestamptz
  from attempt_answers where bank = 'entrance' group by question_id`.execute(db);
await sql`insert into student_abilities (user_id, subject, mean, variance, count, updated_at)
  select user_id, category,
    ln((count(*) filter (where correct) + 0.5) / (count(*) filter (where not correct) + 0.5)),
    1 / (0.5 + 0.2 * count(*)), count(*), max(answered_at)
  from attempt_answers join bench_students using (user_id) group by user_id, category`.execute(db);
await sql`analyze`.execute(db);
const counted = await sql<{ n: string }>`select count(*) as n from attempt_answers`.execute(db);
console.log(
  `${kind}: site of ${Number(counted.rows[0]!.n).toLocaleString("en")} answers by ${students} students seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);

// The student: 5,000 answers through the API, as the browser sends them; each PUT timed.
const student = newStudent();
await t.app.inject({ method: "POST", url: "/api/register", payload: student });
const login = await t.app.inject({
  method: "POST",
  url: "/api/login",
  payload: { email: student.email, password: student.password },
});
const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
const putWall: number[] = [];
const putCpu: number[] = [];
for (let a = 0; a < PER_STUDENT / ATTEMPT; a++) {
  const finished = now.getTime() - (PER_STUDENT / ATTEMPT - a) * DAY;
  const questions = draw();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/attempts/${randomUUID()}`,
    headers,
    payload: {
      mode: "entrance",
      source: "entrance",
      started_at: new Date(finished - 100 * 60_000).toISOString(),
      finished_at: new Date(finished).toISOString(),
      questions: questions.map((q, i) => ({
        id: q.id,
        pick: i % 3 ? q.answer : q.options.find((o) => o !== q.answer)!,
        seconds: 30,
      })),
    },
  });
  putWall.push(performance.now() - wall);
  const used = process.cpuUsage(cpu);
  putCpu.push((used.user + used.system) / 1000);
  if (res.statusCode !== 201) throw new Error(`PUT: ${res.statusCode} ${res.body}`);
}
const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
const userId = me.json<{ user: { id: number } }>().user.id;

// The model's update alone: an attempt of 100 answers in its own transaction.
const updWall: number[] = [];
const updCpu: number[] = [];
for (let r = 0; r < 50; r++) {
  const answers = draw().map((q) => ({
    bank: "entrance",
    questionId: q.id,
    subject: q.category,
    right: random() < 0.6,
  }));
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await inTransaction(db, (trx) => applyAnswers(trx, userId, answers, t.clock.now));
  updWall.push(performance.now() - wall);
  const used = process.cpuUsage(cpu);
  updCpu.push((used.user + used.system) / 1000);
}
console.log(
  `update of one 100-answer attempt (applyAnswers): p50 ${ms(quantile(updWall, 0.5))} ms, p99 ${ms(quantile(updWall, 0.99))} ms wall; CPU of this process p50 ${ms(quantile(updCpu, 0.5))} ms, p99 ${ms(quantile(updCpu, 0.99))} ms`,
);
console.log(
  `whole PUT /api/attempts of 100 answers: p50 ${ms(quantile(putWall, 0.5))} ms, p99 ${ms(quantile(putWall, 0.99))} ms wall; CPU p50 ${ms(quantile(putCpu, 0.5))} ms`,
);

async function reads(url: string) {
  const one: number[] = [];
  for (let r = 0; r < 100; r++) {
    const wall = performance.now();
    const res = await t.app.inject({ method: "GET", url, headers });
    one.push(performance.now() - wall);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  const ten: number[] = [];
  const cpu = process.cpuUsage();
  for (let r = 0; r < 30; r++)
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const wall = performance.now();
        await t.app.inject({ method: "GET", url, headers });
        ten.push(performance.now() - wall);
      }),
    );
  const used = process.cpuUsage(cpu);
  console.log(
    `${url}: one at a time p50 ${ms(quantile(one, 0.5))} ms, p99 ${ms(quantile(one, 0.99))} ms; 10 at once p50 ${ms(quantile(ten, 0.5))} ms, p99 ${ms(quantile(ten, 0.99))} ms; CPU ${ms((used.user + used.system) / 1000 / ten.length)} ms a read`,
  );
}
await reads("/api/me/readiness");
await reads("/api/me/next-step");

// Over sockets, as a browser asks: 10 connections for BENCH_SECONDS (10) each.
const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
for (const url of ["/api/me/readiness", "/api/me/next-step"]) {
  const result = await autocannon({
    url: `${base}${url}`,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers,
  });
  console.log(
    `${url} over HTTP, 10 connections: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}
await t.close();
