/**
 * What a reload half-way through a sitting costs (issue 66): one server process on a fresh
 * PostgreSQL database holding a sitting of `--students` candidates, each with `--answered` answers
 * of a `--questions` paper stored as a sitting stores them (question by question across every
 * candidate, so one attempt's answers lie on as many pages as it has answers). Then, `--concurrency`
 * in flight, `--asks` resumes (`POST /api/exams/{slug}/attempt`), as many answer saves (the next
 * question) and as many status asks (`GET .../attempt`), each kind's CPU from /proc (the server and
 * the database's backends) per request, with a resume's bytes.
 *
 *   node --import tsx scripts/bench/resume-cost.ts --pg postgres://postgres@127.0.0.1:5432/postgres
 *     [--students 10000] [--answered 50] [--questions 100] [--asks 2000] [--keys 10000] [--concurrency 16]
 *     [--prefix sealed_resume] [--port 4510] [--explain] [--keep] [--profile KIND] [--access-code]
 *     [--sealed]
 *
 * `--sealed`: after the resumes, as many resumes from devices that hold their sealed copy (decision
 * 0463): each carries its candidate's seal (made here with the exam's sign key, for the attempt's
 * paper and seed) and is answered with the clock and the answers only.
 *
 * `--explain`: the database's connections load auto_explain and log every statement's plan with
 * its timings and buffers to PostgreSQL's own log (ANALYZE's instrumentation costs CPU: read the
 * plans from such a run, the CPU from one without). `--keep`: the database is left for EXPLAIN by
 * hand (its name printed); dropped otherwise.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/database";
import { migrateToLatest } from "../../apps/server/src/db/migrate";
import { hashPassword, newToken } from "../../apps/server/src/modules/auth/secrets";
import { sealKeysOf } from "../../apps/server/src/modules/exams/seal-repository";
import { sealFor } from "../../apps/server/src/modules/exams/seals";
import { printSelfTime } from "./cpu-profile";
import { closeJsonClients, jsonRequest } from "./json-request";
import { cpuMeter, cpuSplit, spawnServers } from "./loadtest-parts";
import { sessionAccounts } from "./loadtest-setup";

const { values } = parseArgs({
  options: {
    pg: { type: "string" },
    students: { type: "string", default: "10000" },
    answered: { type: "string", default: "50" },
    questions: { type: "string", default: "100" },
    asks: { type: "string", default: "2000" },
    // Then as many key requests (the bell's, decision 0452), the same way.
    keys: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "16" },
    prefix: { type: "string", default: "sealed_resume" },
    port: { type: "string", default: "4510" },
    explain: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    // The exam asks an access code, as a hall's does: a resume (which sends none) draws no paper.
    "access-code": { type: "boolean", default: false },
    // Resumes carrying each candidate's seal too (decision 0463), measured as "sealed".
    sealed: { type: "boolean", default: false },
    // The server under --cpu-prof: the self time of one kind's seconds (resume, save, status, key).
    profile: { type: "string" },
  },
});
if (!values.pg) {
  console.error("--pg postgres://user@host:port/db: the PostgreSQL server to make a database on");
  process.exit(1);
}
const [STUDENTS, ANSWERED, QUESTIONS, ASKS, CONCURRENCY] = [
  values.students,
  values.answered,
  values.questions,
  values.asks,
  values.concurrency,
].map(Number) as [number, number, number, number, number];
const base = `http://127.0.0.1:${values.port}`;
const load = () => os.loadavg()[0]!.toFixed(2);

const name = `${values.prefix.replace(/[^a-z0-9_]/g, "")}_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(values.pg);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const { db } = await openDatabase({
  databaseUrl,
  dataDir: "memory://",
  poolMax: 4,
  connectTimeoutMs: 5000,
});
const profileDir = mkdtempSync(path.join(os.tmpdir(), "tayari-resume-cost-"));
const profiled = { from: 0, to: 0 };
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const servers: Awaited<ReturnType<typeof spawnServers>> = [];
try {
  await migrateToLatest(db as Kysely<unknown>);
  // After the migrations and seed (their nested statements would fill the log with plans): the
  // connections opened from here on, the server's, load auto_explain.
  if (values.explain)
    for (const setting of [
      "session_preload_libraries = 'auto_explain'",
      "auto_explain.log_min_duration = 0",
      "auto_explain.log_analyze = on",
      "auto_explain.log_buffers = on",
      "auto_explain.log_nested_statements = on",
    ])
      await admin.query(`alter database ${name} set ${setting}`);
  const examiner = await (
    await sessionAccounts(db, "resume-cost")
  )("examiner@resume.example", "examiner");
  // The candidates and their sessions in a few statements (argon2 once: not what is measured).
  const passwordHash = await hashPassword("resume-cost: not for signing in");
  const tokens = Array.from({ length: STUDENTS }, () => newToken());
  for (let i = 0; i < STUDENTS; i += 2000) {
    const part = tokens.slice(i, i + 2000);
    const emails = part.map((_, j) => `student${i + j}@resume.example`);
    await sql`with made as (
        insert into users (name, email, password_hash, role)
        select e, e, ${passwordHash}, 'student' from unnest(${emails}::text[]) with ordinality as t (e, n)
        order by n returning id, email
      )
      insert into sessions (user_id, token_hash, expires_at, last_seen_at)
      select made.id, t.h, now() + interval '1 day', now()
      from made join unnest(${emails}::text[], ${part.map((t) => t.tokenHash)}::text[]) as t (e, h)
        on t.e = made.email`.execute(db);
  }
  process.env.DATABASE_URL = databaseUrl;
  servers.push(...(await spawnServers([base], values.profile ? profileDir : undefined)));
  const send = (method: string, path: string, token: string, body?: unknown) =>
    jsonRequest(CONCURRENCY * 2, method, `${base}${path}`, token, body);
  const categories = ["mathematics", "physics", "chemistry", "english"];
  const questions = Array.from({ length: QUESTIONS * 2 }, (_, i) => ({
    id: i + 1,
    category: categories[i % 4]!,
    question: `Resume cost question ${i + 1}: which option is right?`,
    options: [`Option A ${i + 1}`, `Option B ${i + 1}`, `Option C ${i + 1}`, `Option D ${i + 1}`],
    answer: `Option B ${i + 1}`,
    explanation: `Option B ${i + 1} is right by construction.`,
  }));
  const bank = await send("POST", "/api/examiner/banks", examiner, { name: "Resume", questions });
  const slug = `resume-cost-${randomBytes(3).toString("hex")}`;
  const exam = await send("POST", "/api/examiner/exams", examiner, {
    title: "Resume cost",
    slug,
    source: { bank_id: bank.json.id },
    selection: {
      mode: "quota",
      quotas: categories.map((category) => ({ category, count: QUESTIONS / 4 })),
    },
    timing: { mode: "whole_paper", minutes: 180 },
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
    profile: "cee",
    release: "manual",
    ...(values["access-code"] ? { access_code: "KOSHI" } : {}),
  });
  if (exam.status !== 201) throw new Error(`exam: ${JSON.stringify(exam.json)}`);
  // One start through the API gives a paper; every candidate's attempt is made with it (another
  // seed each), its "started" line and its counters, then the answers question by question.
  const started = await send("POST", `/api/exams/${slug}/attempt`, tokens.at(-1)!.token, {
    ...(values["access-code"] ? { access_code: "KOSHI" } : {}),
  });
  const paper = (started.json.questions as { id: number }[]).map((q) => q.id);
  const began = performance.now();
  await sql`with made as (
      insert into exam_attempts (exam_id, user_id, paper, seed, started_at, extra_seconds, deadline)
      select exams.id, users.id, ${JSON.stringify(paper)}::jsonb, users.id::integer, now(), 0,
        now() + interval '3 hours'
      from exams cross join users
      where exams.slug = ${slug} and users.role = 'student'
        and not exists (select 1 from exam_attempts a where a.user_id = users.id)
      returning exam_id, user_id
    )
    insert into exam_events (exam_id, user_id, kind, at, device)
    select exam_id, user_id, 'started', now(), 'desktop' from made`.execute(db);
  for (let n = 0; n < ANSWERED; n++)
    await sql`insert into exam_answers (attempt_id, question_id, pick, saved_at, seq)
      select a.id, (a.paper->>${n}::integer)::integer, 'Option A ' || (a.paper->>${n}::integer),
        now(), ${n + 1}::integer
      from exam_attempts a join exams on exams.id = a.exam_id
      where exams.slug = ${slug} order by a.id
      on conflict do nothing`.execute(db);
  await sql`insert into rate_limits (key, count, reset_at)
    select k || users.id, c, now() + interval '5 minutes'
    from users cross join (values ('exam-answer:', ${ANSWERED}::integer), ('exam-start:', 2)) as v (k, c)
    where users.role = 'student'
    on conflict (key) do nothing`.execute(db);
  // Each candidate's seal, as the sealed paper's fetch would have made it (decision 0458).
  const sealOf = new Map<string, string>();
  if (values.sealed) {
    const { rows } = await sql<{ id: number; version: number; user_id: number; email: string }>`
      select exams.id, exams.version, users.id as user_id, users.email
      from exams cross join users where exams.slug = ${slug} and users.role = 'student'`.execute(
      db,
    );
    const { signKey } = await sealKeysOf(db, Number(rows[0]!.id), rows[0]!.version);
    const tokenOf = new Map(tokens.map((t, i) => [`student${i}@resume.example`, t.token]));
    for (const r of rows) {
      const [examId, userId] = [Number(r.id), Number(r.user_id)];
      const claim = { examId, version: r.version, userId, seed: userId, paper };
      sealOf.set(tokenOf.get(r.email)!, sealFor(signKey, claim));
    }
  }
  // Vacuumed now, so that autovacuum (a backend of the database) does not run in the measurements.
  await sql`vacuum analyze`.execute(db);
  const sizes = await sql<{ relation: string; size: string }>`select relname as relation,
      pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
    where relname in ('exam_answers', 'exam_attempts', 'exam_events', 'rate_limits', 'sessions')`.execute(
    db,
  );
  console.log(
    `${name}: ${STUDENTS} attempts of ${QUESTIONS} questions, ${ANSWERED} answers each, made in ${((performance.now() - began) / 1000).toFixed(0)} s; ${sizes.rows.map((r) => `${r.relation} ${r.size}`).join(", ")}`,
  );

  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      )
    ).rows.map((r) => r.pid);
  let bytes = 0;
  /** `ASKS` requests of one kind, `CONCURRENCY` at once, each candidate's once: CPU a request. */
  async function measure(
    kind: string,
    ask: (token: string) => Promise<{ status: number; bytes?: number }>,
    count = ASKS,
  ) {
    const list = Array.from({ length: count }, (_, i) => tokens[i % ASKS]!);
    const cpu = await cpuMeter([servers[0]!.pid!], backends);
    const kernelBefore = cpuSplit(servers[0]!.pid!).system;
    if (kind === values.profile) profiled.from = monotonicUs();
    const loadBefore = load();
    const start = performance.now();
    let [next, failed] = [0, 0];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let mine = list[next++]; mine; mine = list[next++]) {
          const { status } = await ask(mine.token);
          if (status < 200 || status >= 300) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    if (kind === values.profile) profiled.to = monotonicUs();
    const { serverMs, dbMs } = await cpu();
    const kernelMs = cpuSplit(servers[0]!.pid!).system - kernelBefore;
    const per = (ms: number) => `${((ms / list.length) * 1000).toFixed(0)} µs`;
    console.log(
      `${kind.padEnd(7)} ${list.length} (${failed} failed) in ${seconds.toFixed(1)} s: server ${per(serverMs)} (${per(kernelMs)} of it the kernel's) + database ${per(dbMs)} a request (load ${loadBefore} -> ${load()})`,
    );
  }
  // Warm-up (JIT, each pooled connection's prepared statements), not measured.
  // Every pooled connection opened and warmed, so that no backend's start is measured.
  const warm = tokens.slice(ASKS, ASKS + 200);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      for (let t = warm[i]; t; t = warm[(i += CONCURRENCY)]) {
        await send("POST", `/api/exams/${slug}/attempt`, t.token, {});
        await send("PUT", `/api/exams/${slug}/attempt/answers/${paper[ANSWERED]!}`, t.token, {
          pick: `Option C ${paper[ANSWERED]!}`,
          seq: ANSWERED + 1,
        });
        await send("GET", `/api/exams/${slug}/attempt`, t.token);
        await send("GET", `/api/exams/${slug}/key`, "");
      }
    }),
  );
  await measure("resume", async (token) => {
    const r = await send("POST", `/api/exams/${slug}/attempt`, token, {});
    bytes = JSON.stringify(r.json).length;
    return r;
  });
  let sealedBytes = 0;
  if (values.sealed)
    await measure("sealed", async (token) => {
      const r = await send("POST", `/api/exams/${slug}/attempt`, token, {
        seal: sealOf.get(token),
      });
      if (r.json.paper_from_seal !== true) return { status: 0 };
      sealedBytes = JSON.stringify(r.json).length;
      return r;
    });
  await measure("save", (token) =>
    send("PUT", `/api/exams/${slug}/attempt/answers/${paper[ANSWERED]!}`, token, {
      pick: `Option C ${paper[ANSWERED]!}`,
      seq: ANSWERED + 1,
    }),
  );
  await measure("status", (token) => send("GET", `/api/exams/${slug}/attempt`, token));
  await measure("key", () => send("GET", `/api/exams/${slug}/key`, ""), Number(values.keys));
  console.log(`a resume's answer: about ${bytes} bytes of JSON (uncompressed)`);
  if (values.sealed) console.log(`a sealed resume's answer: about ${sealedBytes} bytes`);
} finally {
  for (const child of servers) child.kill("SIGTERM");
  await Promise.all(servers.map((c) => new Promise((r) => c.once("exit", r))));
  closeJsonClients();
  await db.destroy();
  if (values.keep) console.log(`kept: ${name} (dropdb it when done)`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
if (values.profile) printSelfTime(profileDir, profiled);
rmSync(profileDir, { recursive: true, force: true });
