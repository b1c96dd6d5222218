/**
 * The CPU cost of one exam answer save (issue 30, point 7), server and database together, and where
 * the server's part goes. One server process (`NODE_ENV=production`) on a fresh PostgreSQL
 * database; `--students` students each answer every question of a 100-question paper in turn,
 * `--concurrency` saves in flight at once (a steady trickle, not a flood: the cost per save, not the
 * latency under saturation). CPU is read from /proc before and after the measured saves: the server
 * process, every PostgreSQL backend of the test's database, and this generator (process.cpuUsage).
 *
 *   node --import tsx scripts/bench/save-cost.ts --pg postgres://postgres@127.0.0.1:5432/test
 *     [--students 100] [--concurrency 8] [--log-level info] [--profile] [--status]
 *     [--prefix tayari_cost]   # the fresh database's name starts with it; dropped at the end
 *
 * `--status` measures as many of the sitting's status asks (`GET /api/exams/{slug}/attempt`,
 * decision 85) after the saves, the same way, and prints their CPU beside a save's.
 *
 * `--sealed` then measures, on a second exam opening 20 s later, a sealed paper's first answer
 * (decision 0453: its save carries the seal and makes the attempt in its statement) beside the
 * next answer of the same students (a plain save), the same way.
 *
 * `--profile` runs the server under `--cpu-prof` and prints its self time by package and by
 * function (the profiler itself costs a little CPU; compare runs with and without it).
 * `--log-level warn` drops the two access-log lines of each request (production logs at info).
 * Prints the load average before and after: on a busy machine the per-save figures rise with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/database";
import { migrateToLatest } from "../../apps/server/src/db/migrate";
import { jsonRequest } from "./json-request";
import { printSelfTime } from "./cpu-profile";
import { cpuMs, cpuSplit, openSealed } from "./loadtest-parts";
import { sessionAccounts } from "./loadtest-setup";

const { values } = parseArgs({
  options: {
    pg: { type: "string" },
    students: { type: "string", default: "100" },
    concurrency: { type: "string", default: "8" },
    "log-level": { type: "string", default: "info" },
    profile: { type: "boolean", default: false },
    port: { type: "string", default: "4547" },
    status: { type: "boolean", default: false },
    sealed: { type: "boolean", default: false },
    // The fresh database's name starts with this (an engineer's own prefix on a shared server).
    prefix: { type: "string", default: "tayari_cost" },
  },
});
if (!values.pg) {
  console.error(
    "--pg postgres://user@host:port/db: the PostgreSQL server to make a fresh database on",
  );
  process.exit(1);
}
const STUDENTS = Number(values.students);
const CONCURRENCY = Number(values.concurrency);
const QUESTIONS = 100;
const PORT = Number(values.port);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
function send(method: string, url: string, token: string, body?: unknown) {
  return jsonRequest(CONCURRENCY * 2, method, `http://127.0.0.1:${PORT}${url}`, token, body);
}

const name = `${values.prefix.replace(/[^a-z0-9_]/g, "")}_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(values.pg);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const profileDir = mkdtempSync(path.join(os.tmpdir(), "tayari-save-cost-"));
let server: ChildProcess | undefined;
/** The measured window on the monotonic clock the profiler stamps its samples with (µs). */
const window = { from: 0, to: 0 };
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
try {
  // Accounts and sessions straight into the database (argon2 is not what is measured).
  const { db } = await openDatabase({
    databaseUrl,
    dataDir: "memory://",
    poolMax: 4,
    connectTimeoutMs: 5000,
  });
  await migrateToLatest(db as Kysely<unknown>);
  const account = await sessionAccounts(db, "save-cost");
  const examiner = await account("examiner@save-cost.example", "examiner");
  const students: string[] = [];
  for (let i = 0; i < STUDENTS + CONCURRENCY; i++)
    students.push(await account(`student${i}@save-cost.example`, "student"));
  await db.destroy();

  const log = openSync(path.join(profileDir, "server.log"), "w");
  server = spawn(
    process.execPath,
    [
      ...(values.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      "--import",
      "tsx",
      "apps/server/src/main.ts",
    ],
    {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: values["log-level"],
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: profileDir,
      },
      // The access log goes to a file, as a service manager would take it.
      stdio: ["ignore", log, log],
    },
  );
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }

  const questions = Array.from({ length: QUESTIONS * 2 }, (_, i) => ({
    id: i + 1,
    category: ["mathematics", "physics", "chemistry", "english"][i % 4]!,
    question: `Save cost question ${i + 1}: which option is right?`,
    options: [`Option A ${i}`, `Option B ${i}`, `Option C ${i}`, `Option D ${i}`],
    answer: `Option B ${i}`,
    explanation: `Option B ${i} is right by construction.`,
  }));
  const bank = await send("POST", "/api/examiner/banks", examiner, { name: "Cost", questions });
  const slug = `save-cost-${randomBytes(3).toString("hex")}`;
  const exam = await send("POST", "/api/examiner/exams", examiner, {
    title: "Save cost",
    slug,
    source: { bank_id: bank.json.id },
    selection: {
      mode: "quota",
      quotas: ["mathematics", "physics", "chemistry", "english"].map((category) => ({
        category,
        count: QUESTIONS / 4,
      })),
    },
    timing: { mode: "whole_paper", minutes: 180 },
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
    profile: "cee",
    release: "manual",
  });
  if (exam.status !== 201) throw new Error(`exam: ${JSON.stringify(exam.json)}`);

  const papers: Array<{ token: string; questions: { id: number; options: string[] }[] }> = [];
  for (const token of students) {
    const attempt = await send("POST", `/api/exams/${slug}/attempt`, token, {});
    papers.push({
      token,
      questions: attempt.json.questions as { id: number; options: string[] }[],
    });
  }

  /** Each worker takes the next student and answers their paper question by question. */
  let failures = 0;
  async function saveAll(list: typeof papers) {
    let next = 0;
    const worker = async () => {
      for (;;) {
        const mine = list[next++];
        if (!mine) return;
        for (const [n, q] of mine.questions.entries()) {
          const res = await send("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, mine.token, {
            pick: q.options[n % q.options.length],
            seq: n + 1,
          });
          if (res.status !== 200) failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  // Warm-up (JIT, prepared statements on every pooled connection), not measured.
  await saveAll(papers.slice(STUDENTS));

  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      )
    ).rows.map((r) => r.pid);
  const pids = await backends();
  const loadBefore = os.loadavg();
  const before = {
    server: cpuMs(server.pid!),
    serverSplit: cpuSplit(server.pid!),
    db: pids.map(cpuMs),
    me: process.cpuUsage(),
  };
  const began = performance.now();
  window.from = monotonicUs();
  await saveAll(papers.slice(0, STUDENTS));
  window.to = monotonicUs();
  const seconds = (performance.now() - began) / 1000;
  const serverMs = cpuMs(server.pid!) - before.server;
  const serverSplit = cpuSplit(server.pid!);
  const serverSystemMs = serverSplit.system - before.serverSplit.system;
  // Backends the pool opened meanwhile count whole (all their work was in the run).
  const newBackends = (await backends()).filter((p) => !pids.includes(p));
  const dbMs =
    pids.map(cpuMs).reduce((sum, ms, i) => sum + ms - before.db[i]!, 0) +
    newBackends.map(cpuMs).reduce((a, b) => a + b, 0);
  const me = process.cpuUsage(before.me);
  const meMs = (me.user + me.system) / 1000;
  const saves = STUDENTS * QUESTIONS;

  console.log(
    `${saves} saves (${failures} failed) in ${seconds.toFixed(1)} s, ${CONCURRENCY} in flight, ` +
      `${(saves / seconds).toFixed(0)} a second; LOG_LEVEL=${values["log-level"]}${values.profile ? ", profiled" : ""}`,
  );
  const per = (ms: number) => `${((ms / saves) * 1000).toFixed(0)} µs`;
  console.log(
    `CPU per save: server ${per(serverMs)}, PostgreSQL ${per(dbMs)} (${pids.length + newBackends.length} backends), together ${per(serverMs + dbMs)}; load generator ${per(meMs)}`,
  );
  console.log(
    `server: ${per(serverMs - serverSystemMs)} user, ${per(serverSystemMs)} system (kernel)`,
  );
  console.log(
    `so 1,200 saves a second need about ${(((serverMs + dbMs) / saves) * 1.2).toFixed(2)} cores for server and database`,
  );
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );

  if (values.sealed) {
    // A sealed paper's first answer, which records the start (decision 0453), beside the next
    // answer of the same students: the CPU of each, measured as the saves above.
    // The papers fetched before the opening, however slow the box: 20 s and 40 ms a paper.
    const opensAt = Date.now() + 20_000 + students.length * 40;
    const sealedSlug = `save-cost-sealed-${randomBytes(3).toString("hex")}`;
    const made = await send("POST", "/api/examiner/exams", examiner, {
      title: "Save cost, sealed",
      slug: sealedSlug,
      source: { bank_id: bank.json.id },
      selection: {
        mode: "quota",
        quotas: ["mathematics", "physics", "chemistry", "english"].map((category) => ({
          category,
          count: QUESTIONS / 4,
        })),
      },
      timing: { mode: "whole_paper", minutes: 180 },
      opens_at: new Date(opensAt).toISOString(),
      closes_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
      profile: "cee",
      release: "manual",
    });
    if (made.status !== 201) throw new Error(`sealed exam: ${JSON.stringify(made.json)}`);
    const copies: Array<{ token: string; seal: string; iv: string; paper: string }> = [];
    for (const token of students) {
      const sealed = await send("POST", `/api/exams/${sealedSlug}/sealed`, token, {});
      if (sealed.status !== 200) throw new Error(`sealed: ${JSON.stringify(sealed.json)}`);
      copies.push({ token, ...(sealed.json as { seal: string; iv: string; paper: string }) });
    }
    await new Promise((r) => setTimeout(r, Math.max(0, opensAt - Date.now()) + 1_000));
    const key = await send("GET", `/api/exams/${sealedSlug}/key`, "");
    if (key.status !== 200) throw new Error(`key: ${JSON.stringify(key.json)}`);
    const opened = copies.map((copy) => {
      const paper = openSealed(copy, String(key.json.key));
      return { token: copy.token, seal: copy.seal, questions: paper.questions };
    });
    let sealedFailures = 0;
    /** Question `n` of each student's paper, the seal with it when `withSeal`. */
    const answerEach = async (list: typeof opened, n: number, withSeal: boolean) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (;;) {
            const mine = list[next++];
            if (!mine) return;
            const q = mine.questions[n]!;
            const res = await send(
              "PUT",
              `/api/exams/${sealedSlug}/attempt/answers/${q.id}`,
              mine.token,
              {
                pick: q.options[0],
                seq: Math.max(1, Date.now() - opensAt) + n,
                ...(withSeal ? { seal: mine.seal } : {}),
              },
            );
            if (res.status !== 200) sealedFailures += 1;
          }
        }),
      );
    };
    /** The servers' and the database's CPU of `run`, per request, in µs. */
    const serverPid = server.pid!;
    const cpuOf = async (run: () => Promise<void>, count: number) => {
      const known = new Map((await backends()).map((pid) => [pid, cpuMs(pid)] as const));
      const serverBefore = cpuMs(serverPid);
      await run();
      const serverUs = ((cpuMs(serverPid) - serverBefore) / count) * 1000;
      const dbMs = (await backends())
        .map((pid) => cpuMs(pid) - (known.get(pid) ?? 0))
        .reduce((a, b) => a + b, 0);
      return { server: serverUs, db: (dbMs / count) * 1000 };
    };
    const warm = opened.slice(STUDENTS);
    const measured = opened.slice(0, STUDENTS);
    await answerEach(warm, 0, true);
    const first = await cpuOf(() => answerEach(measured, 0, true), measured.length);
    const second = await cpuOf(() => answerEach(measured, 1, false), measured.length);
    const us = (c: { server: number; db: number }) =>
      `server ${c.server.toFixed(0)} µs, PostgreSQL ${c.db.toFixed(0)} µs, together ${(c.server + c.db).toFixed(0)} µs`;
    console.log(
      `sealed: ${measured.length} first answers with the seal (the start made in the save): ${us(first)}; ` +
        `their next answers: ${us(second)}; ${sealedFailures} failed; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
    );
  }

  if (values.status) {
    // The sitting's status ask (decision 85), as many as the saves, in the same run and the same
    // way: its CPU beside a save's, which a busy machine inflates alike.
    let statusFailures = 0;
    const statusBefore = {
      server: cpuMs(server.pid!),
      db: (await backends()).map((pid) => [pid, cpuMs(pid)] as const),
    };
    const statusBegan = performance.now();
    let next = 0;
    const list = papers.slice(0, STUDENTS);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const mine = list[next++];
          if (!mine) return;
          for (let n = 0; n < QUESTIONS; n++) {
            const res = await send("GET", `/api/exams/${slug}/attempt`, mine.token);
            if (res.status !== 200) statusFailures += 1;
          }
        }
      }),
    );
    const statusSeconds = (performance.now() - statusBegan) / 1000;
    const statusServerMs = cpuMs(server.pid!) - statusBefore.server;
    const known = new Map(statusBefore.db);
    const statusDbMs = (await backends())
      .map((pid) => cpuMs(pid) - (known.get(pid) ?? 0))
      .reduce((a, b) => a + b, 0);
    const asks = STUDENTS * QUESTIONS;
    const perAsk = (ms: number) => `${((ms / asks) * 1000).toFixed(0)} µs`;
    const together = (statusServerMs + statusDbMs) / asks;
    console.log(
      `${asks} status asks (${statusFailures} failed) in ${statusSeconds.toFixed(1)} s; CPU per ask: ` +
        `server ${perAsk(statusServerMs)}, PostgreSQL ${perAsk(statusDbMs)}, together ` +
        `${perAsk(statusServerMs + statusDbMs)} (${((together / ((serverMs + dbMs) / saves)) * 100).toFixed(0)}% of a save)`,
    );
    console.log(
      `so 6,000 idle students asking every 30 s (200 a second) need about ${(together * 0.2).toFixed(2)} cores; load average now ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  }
} finally {
  if (server) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

if (values.profile) printSelfTime(profileDir, window);
rmSync(profileDir, { recursive: true, force: true });
