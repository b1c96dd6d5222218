/**
 * The large inputs and answers that held the event loop past 100 ms in issue 47's probe, each
 * asked several times of the production server while /api/health is asked every 10 ms:
 *
 *   - a bank of 85,000 `{}` items (just under the size the bank worker takes), dry run and save
 *   - a CSV of about 820 KB whose cells hold formulas, previewed for the catalog, and its publish
 *     refused by the cap on a unit (decision 0395); a CSV of as many as a unit holds, published
 *   - a saved bank of 7,400 questions with formulas, read back by its examiner
 *   - the start of an exam of 200 questions of that bank (each start a new student); an exam of the
 *     whole bank, as the probe made one, is refused since issue 67 (a paper has at most 200)
 *   - issue 67's: a bank of 10,000 questions saved, a 4.9 MB GIFT file refused, and an exam over a
 *     10,000-question bank that 2,000 candidates sat: its item analysis, a candidate's answers, the
 *     merit list, the candidates, a result, the paper previewed and started, the examiner's list
 *     (stalls-big-exam.ts)
 *
 * Target: /api/health p99 under 100 ms while each runs.
 *
 *   npm run bench:stalls                         # embedded database (PGlite)
 *   npm run bench:stalls -- --pg postgres://postgres@127.0.0.1:5432/test
 *
 * `/api/health` is asked from a thread of its own (`probeApart`): from this thread, the bench's own
 * reading of a 5.6 MB answer (a paper of the whole bank) delayed the probe's requests and counted
 * as the server's stall. BENCH_PROBE=inline asks from this thread, as before.
 *
 * Each row also gives the server's own share of its longest stall: loop-gaps.mjs, loaded into the
 * server, notes each gap of its event loop over 25 ms with the main thread's time on a CPU during
 * it (Linux), and the row shows the largest such time while the case ran ("main thread's CPU in
 * its longest stall"). On a loaded machine the health p99 is mostly the wait for a core; this is
 * what the server itself held the loop for.
 *
 * BENCH_ONLY (e.g. `3,5`) runs only those cases, numbered from 1. BENCH_REPEAT (default 5) sets how often each request is sent; BENCH_NODE_ARGS adds arguments to
 * the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: the stall log is then kept there
 * too, and `node --import tsx scripts/bench/stall-profile.ts /tmp/prof` shows what ran in each
 * stall). The accounts are written through the app before the server starts; the server runs as
 * its own process (fresh-database.ts).
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_UNIT_QUESTIONS } from "../../packages/content/src/check-banks";
import { healthProbe, probeApart } from "./adversarial-imports";
import { login as loginThrough, proseOf, register, seedingApp, verifiedAs } from "./bench-kit";
import { bigExamCases, seedBigExam, type StallCase } from "./stalls-big-exam";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";

const PORT = Number(process.env.PORT ?? 3933);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const STUDENTS = REPEAT + 1;

const WORDS =
  "force mass energy power charge field wave light sound heat atom cell acid base salt metal gas liquid solid motion speed current voltage circuit lens".split(
    " ",
  );

/** Filler text of about `length` characters, different for each `seed`. */
const prose = proseOf(WORDS);

/** A question with a formula in its text and in each option. */
function formulaQuestion(id: number) {
  const options = [
    `$\\frac{${id}}{${id + 1}}$`,
    `$\\sqrt{${id + 2}}$`,
    `$x^{${id % 9}} + ${id}$`,
    `$\\alpha_{${id}}$`,
  ];
  return {
    id,
    category: ["physics", "chemistry", "mathematics", "english"][id % 4]!,
    question: `Question ${id}: ${prose(id, 200)} where $v = \\frac{d}{t_{${id}}}$?`,
    options,
    answer: options[id % 4]!,
    explanation: `Because $\\frac{a}{b} = ${id}$: ${prose(id + 3, 60)}.`,
  };
}

/** A CSV of about `bytes` whose cells hold formulas (one question a row). */
function formulaCsv(bytes: number, words = "", most = Infinity): { text: string; rows: number } {
  const cell = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const rows: string[] = [
    "question,option_a,option_b,option_c,option_d,answer,category,explanation",
  ];
  let size = rows[0]!.length;
  for (let id = 1; size < bytes && id <= most; id++) {
    const row = [
      `${words}Find $\\frac{x^{2}+${id}}{\\sqrt{y_{${id}}}}$ when $\\int_0^{${id}} t\\,dt = ${id}$`,
      `$\\frac{${id}}{${id + 1}}$`,
      `$\\sqrt{${id + 2}}$`,
      `$x^{${id % 9}} + ${id}$`,
      `$\\alpha_{${id}}$`,
      "",
      "ABCD"[id % 4]!,
      "sets",
      `Because $\\frac{a}{b} = ${id}$.`,
    ]
      .map(cell)
      .join(",");
    size += row.length + 1;
    if (size > bytes) break;
    rows.push(row);
  }
  return { text: rows.join("\n"), rows: rows.length - 1 };
}

/** An examiner and `STUDENTS` students, written through the app before the server starts. */
async function seedAccounts(env: Record<string, string>) {
  const app = await seedingApp(env);
  const account = async (role: "examiner" | "student") => {
    const email = `bench-${role}-${randomUUID()}@example.com`;
    const made = await register(app, `Bench ${role}`, email);
    await verifiedAs(app, email, role);
    return made;
  };
  const examiner = await account("examiner");
  const students = [];
  for (let i = 0; i < STUDENTS; i++) students.push(await account("student"));
  // Issue 67's exam over a 10,000-question bank: sitters (who read their results) and starters.
  const sitters = [];
  for (let i = 0; i < 3; i++) sitters.push(await account("student"));
  const starters = [];
  for (let i = 0; i < REPEAT; i++) starters.push(await account("student"));
  const ids = await app.db
    .selectFrom("users")
    .select("id")
    .where(
      "email",
      "in",
      sitters.map((s) => s.email),
    )
    .execute();
  const big = await seedBigExam(
    app,
    await loginThrough(app, examiner.email),
    ids.map((row) => Number(row.id)),
  );
  await app.close();
  return { examiner, students, sitters, starters, big };
}

type Case = StallCase;

async function main() {
  const pgIndex = process.argv.indexOf("--pg");
  const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
  const database = await freshDatabase(adminUrl, "stalls");
  try {
    const accounts = await seedAccounts(database.env);
    // The server's own stalls (loop-gaps.mjs), where Linux gives a thread's CPU time.
    const gapsFile = `${os.tmpdir()}/stalls-loop-gaps-${process.pid}.jsonl`;
    const gapsTool = fileURLToPath(new URL("./loop-gaps.mjs", import.meta.url));
    const ownCpu = existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`);
    if (ownCpu)
      process.env.BENCH_NODE_ARGS = `--import ${gapsTool} ${process.env.BENCH_NODE_ARGS ?? ""}`;
    const server = await serveProduction(PORT, { ...database.env, LOOP_GAPS_FILE: gapsFile });
    /** The main thread's largest CPU time within one gap between `from` and `to` (ms since 1970). */
    const longestOwnStall = (from: number, to: number) => {
      if (!ownCpu || !existsSync(gapsFile)) return null;
      let most = 0;
      for (const line of readFileSync(gapsFile, "utf8").split("\n")) {
        if (!line) continue;
        const gap = JSON.parse(line) as { at: number; cpu: number };
        if (gap.at >= from && gap.at <= to) most = Math.max(most, gap.cpu);
      }
      return most;
    };
    const base = `http://127.0.0.1:${PORT}`;
    /** Each case's time (ms since 1970), kept beside a profile for stall-profile.ts. */
    const windows: Array<{ name: string; from: number; to: number }> = [];
    const ask = async (
      method: string,
      url: string,
      token: string,
      body?: unknown,
    ): Promise<{ status: number; text: string }> => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    };
    const login = async (who: { email: string; password: string }) => {
      const r = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(who),
      });
      return ((await r.json()) as { token: string }).token;
    };
    try {
      const examiner = await login(accounts.examiner);
      const students: string[] = [];
      for (const s of accounts.students) students.push(await login(s));
      const sitters: string[] = [];
      for (const s of accounts.sitters) sitters.push(await login(s));
      const starters: string[] = [];
      for (const s of accounts.starters) starters.push(await login(s));

      // The whole bank: 7,400 questions with formulas, saved once (not measured here).
      const bankQuestions = Array.from({ length: 7_400 }, (_, i) => formulaQuestion(i + 1));
      const saved = await ask("POST", "/api/examiner/banks", examiner, {
        name: "Bench formulas",
        questions: bankQuestions,
      });
      if (saved.status !== 201)
        throw new Error(`bank: ${saved.status} ${saved.text.slice(0, 300)}`);
      const bankId = (JSON.parse(saved.text) as { id: number }).id;
      const slug = `bench-${Date.now().toString(36)}`;
      const opens = Date.now() + 3_000;
      const exam = await ask("POST", "/api/examiner/exams", examiner, {
        title: "Bench 200 of the bank",
        slug,
        source: { bank_id: bankId },
        selection: { mode: "fixed", question_ids: bankQuestions.slice(0, 200).map((q) => q.id) },
        timing: { mode: "whole_paper", minutes: 600 },
        opens_at: new Date(opens).toISOString(),
        closes_at: new Date(opens + 7_200_000).toISOString(),
        profile: "csit",
        release: "at_close",
      });
      if (exam.status !== 201) throw new Error(`exam: ${exam.status} ${exam.text.slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, Math.max(0, opens - Date.now() + 200)));
      // The first student's start reads the pool (once per process): not one of the measured.
      const first = await ask("POST", `/api/exams/${slug}/attempt`, students[STUDENTS - 1]!, {});
      if (first.status !== 201)
        throw new Error(`start: ${first.status} ${first.text.slice(0, 300)}`);

      const empties = `{"name":"Probe","questions":[${"{},".repeat(84_999)}{}]`;
      const csv = formulaCsv(820 * 1024);
      const cases: Case[] = [
        {
          name: "bank of 85,000 `{}` items, dry run",
          request: () => ({
            method: "POST",
            url: "/api/examiner/banks",
            body: `${empties},"dry_run":true}`,
            token: examiner,
          }),
        },
        {
          name: "bank of 85,000 `{}` items, saved",
          request: () => ({
            method: "POST",
            url: "/api/examiner/banks",
            body: `${empties}}`,
            token: examiner,
          }),
        },
        {
          name: `CSV of ${Math.round(csv.text.length / 1024)} KB with formulas (${csv.rows.toLocaleString("en")} rows), catalog preview`,
          request: () => ({
            method: "POST",
            url: "/api/examiner/catalog-import/preview",
            body: {
              into: "grade-x-mathematics/sets",
              format: "csv",
              file_name: "formulas.csv",
              text: csv.text,
            },
            token: examiner,
          }),
        },
        {
          name: "the same CSV, bank dry run",
          request: () => ({
            method: "POST",
            url: "/api/examiner/banks",
            body: { name: "Probe", format: "csv", text: csv.text, dry_run: true },
            token: examiner,
          }),
        },
        {
          // Refused by the cap on a unit's questions (decision 0395), in the bank worker.
          name: "a CSV of 820 KB with formulas, published into a new unit: refused by the cap",
          request: (i) => ({
            method: "POST",
            url: "/api/examiner/catalog-import",
            body: {
              into: `grade-x-mathematics/algebra/refused-${i + 1}`,
              unit_name: `Refused ${i + 1}`,
              format: "csv",
              file_name: "formulas.csv",
              text: csv.text,
            },
            token: examiner,
          }),
        },
        {
          // Each time a file of its own (no question a repeat of another's) into a new unit.
          name: `a CSV of ${MAX_UNIT_QUESTIONS.toLocaleString("en")} questions with formulas (the most a unit holds), published into a new unit`,
          request: (i) => ({
            method: "POST",
            url: "/api/examiner/catalog-import",
            body: {
              into: `grade-x-mathematics/algebra/bench-${i + 1}`,
              unit_name: `Bench ${i + 1}`,
              format: "csv",
              file_name: "formulas.csv",
              text: formulaCsv(820 * 1024, `${prose(i + 7, 40)} `, MAX_UNIT_QUESTIONS).text,
            },
            token: examiner,
          }),
        },
        {
          name: "a bank of 7,400 questions with formulas, read by its examiner",
          request: () => ({
            method: "GET",
            url: `/api/examiner/banks/${bankId}`,
            token: examiner,
          }),
        },
        {
          name: "an exam of 200 questions of that bank, started (a new student each time)",
          request: (i) => ({
            method: "POST",
            url: `/api/exams/${slug}/attempt`,
            body: {},
            token: students[i]!,
          }),
        },
        ...bigExamCases(accounts.big, examiner, sitters, starters),
      ];

      const load = () =>
        os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ");
      console.log(
        `${adminUrl ? "PostgreSQL" : "PGlite"}, ${new Date().toISOString().slice(0, 16)}Z; load average ${load()}; ` +
          `/api/health asked ${process.env.BENCH_PROBE === "inline" ? "from the bench's thread" : "from a thread of its own"}`,
      );
      const rows: string[] = [];
      let worst = 0;
      // BENCH_ONLY=3,5: only those cases (numbered from 1).
      const only = process.env.BENCH_ONLY?.split(",").map(Number);
      for (const [n, c] of cases.entries()) {
        if (only && !only.includes(n + 1)) continue;
        const probe = process.env.BENCH_PROBE === "inline" ? healthProbe(base) : probeApart(base);
        const from = Date.now();
        await new Promise((r) => setTimeout(r, 100));
        const times: number[] = [];
        let answer = { status: 0, text: "" };
        for (let i = 0; i < REPEAT; i++) {
          const { method, url, body, token } = c.request(i);
          const start = performance.now();
          answer = await ask(method, url, token, body);
          times.push(performance.now() - start);
        }
        const health = await probe.stop();
        const own = longestOwnStall(from, Date.now());
        windows.push({ name: c.name, from, to: Date.now() });
        worst = Math.max(worst, health.p99);
        times.sort((a, b) => a - b);
        const code =
          answer.status >= 400 ? ` ${(JSON.parse(answer.text) as { code: string }).code}` : "";
        rows.push(
          `| ${c.name} | ${answer.status}${code}, ${(answer.text.length / 1024).toFixed(0)} KB | ` +
            `${Math.round(times[Math.floor(times.length / 2)]!)} / ${Math.round(times.at(-1)!)} ms | ` +
            `${health.p50.toFixed(0)} / **${health.p99.toFixed(0)}** / ${health.max.toFixed(0)} ms (${health.count}) | ` +
            `${own === null ? "-" : own === 0 ? "no stall over 25 ms" : `${own.toFixed(0)} ms`} |`,
        );
        console.log(rows.at(-1));
      }
      console.log(
        [
          "",
          `| input (${REPEAT} times each) | answer | request p50 / max | \`/api/health\` p50 / p99 / max (answers) | main thread's CPU in its longest stall |`,
          "| --- | --- | --- | --- | --- |",
          ...rows,
        ].join("\n"),
      );
      console.log(`worst /api/health p99: ${worst.toFixed(0)} ms; load average ${load()}`);
    } finally {
      await stopServer(server);
      // With `--cpu-prof-dir=DIR` the stall log stays beside the profiles (stall-profile.ts).
      const profileDir = /--cpu-prof-dir=(\S+)/.exec(process.env.BENCH_NODE_ARGS ?? "")?.[1];
      if (profileDir && existsSync(gapsFile)) {
        copyFileSync(gapsFile, path.join(profileDir, "loop-gaps.jsonl"));
        writeFileSync(path.join(profileDir, "cases.json"), JSON.stringify(windows));
      }
      rmSync(gapsFile, { force: true });
    }
  } finally {
    await database.drop();
  }
}

await main();
