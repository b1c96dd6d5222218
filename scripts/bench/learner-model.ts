/**
 * The learner model's cost (issue 45, point 5; decision 194): a site of recorded answers, one
 * student of 5,000 answers, then
 *   - the model's update of one attempt of 100 answers (`applyAnswers` in its own transaction:
 *     wall time and this process's CPU), and a whole PUT /api/attempts/{id} for comparison;
 *   - GET /api/me/readiness and GET /api/me/next-step for that student, one at a time and 10 at
 *     once (through the app's own request handling, `inject`: no sockets).
 * The site's answers are recorded as the server records them (attempt, answers, model) but written
 * straight to the database, by synthetic students of 5,000 answers each.
 *
 *   node --import tsx scripts/bench/learner-model.ts [site-answers]          (PGlite in memory)
 *   TEST_DATABASE_URL=postgres://... node --import tsx scripts/bench/learner-model.ts 1000000
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Question } from "@tayari/contracts/question";
import { createTestApp, newStudent } from "../../apps/server/src/test/test-app";
import { inTransaction, insertAttempt } from "../../apps/server/src/modules/attempts/repository";
import { applyAnswers } from "../../apps/server/src/modules/learner/repository";

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

// The site: synthetic students, each 50 attempts of 100 answers over the last 100 days.
const started = performance.now();
const now = t.clock.now.getTime();
for (let recorded = 0, n = 0; recorded < SITE; n++) {
  const user = await db
    .insertInto("users")
    .values({
      name: `Site ${n}`,
      email: `site-${n}-${randomUUID()}@example.com`,
      password_hash: "-",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ability = random() * 2 - 1;
  for (let a = 0; a < PER_STUDENT / ATTEMPT && recorded < SITE; a++, recorded += ATTEMPT) {
    const finishedAt = new Date(now - (100 - a * 2) * DAY);
    const answers = draw().map((q) => {
      const correct = random() < 1 / (1 + Math.exp(-ability));
      return {
        bank: "entrance",
        questionId: q.id,
        category: q.category,
        pick: correct ? q.answer : q.options.find((o) => o !== q.answer)!,
        correct,
        seconds: 30,
      };
    });
    await inTransaction(db, async (trx) => {
      await insertAttempt(trx, {
        id: randomUUID(),
        userId: user.id,
        mode: "entrance",
        source: "entrance",
        title: "CSIT entrance test",
        score: answers.filter((x) => x.correct).length,
        total: ATTEMPT,
        startedAt: new Date(finishedAt.getTime() - 100 * 60_000),
        finishedAt,
        fingerprint: "bench",
        seed: null,
        answers,
      });
      await applyAnswers(
        trx,
        user.id,
        answers.map((x) => ({
          bank: x.bank,
          questionId: x.questionId,
          subject: x.category,
          right: x.correct,
        })),
        finishedAt,
      );
    });
  }
}
console.log(
  `${kind}: site of ${SITE.toLocaleString("en")} answers recorded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
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
  const finished = now - (PER_STUDENT / ATTEMPT - a) * DAY;
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
await t.close();
