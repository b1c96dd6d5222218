/**
 * A 5 MB private bank checked by the server while /api/health is asked every 10 ms (issue 29: the
 * near-duplicate check compared every pair; 100 questions of 400 characters held the event loop
 * 11.7 s). Targets: the check of a 5 MB bank in at most 3 s, /api/health p99 at most 100 ms while
 * it runs. Four uploads of POST /api/examiner/banks, each 5 MB:
 *
 *   - a clean bank, dry run: the check alone (200 with the report), twice: the first on a server
 *     that has not yet seen a large body
 *   - the same bank saved: check and write (201)
 *   - a bank of near-identical questions with the same options and answer: every question but the
 *     first is a near-duplicate (422, the first 100 faults listed)
 *
 * then two requests around a saved 5 MB bank that once wrote it as one value (decision 97):
 *
 *   - an exam made from the saved bank, every question in its pool (POST /api/examiner/exams)
 *   - the same bank saved again, and that copy deleted (DELETE /api/examiner/banks/{id}): a bank
 *     an exam was made from cannot be deleted
 *
 *   npm run bench:bank-check                                  # embedded database (PGlite)
 *   npm run bench:bank-check -- --pg postgres://postgres@127.0.0.1:5432/test
 *
 * The examiner is written straight into the database; the server runs as its own process (tsx, as
 * mock-standings.ts runs it) and this process asks it. PORT sets the port (default 3932).
 */
import { BANK_MAX_QUESTIONS } from "@tayari/contracts/limits";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { healthProbe } from "./adversarial-imports";
import { proseOf, register, seedingApp, verifiedAs } from "./bench-kit";
import { freshDatabase, serveProduction, stopServer } from "./fresh-database";

const PORT = Number(process.env.PORT ?? 3932);
const BANK_BYTES = 5 * 1024 * 1024;

interface BankQuestion {
  id: number;
  category: string;
  question: string;
  options: string[];
  answer: string;
  explanation: string;
}

const WORDS =
  "force mass energy power charge field wave light sound heat atom cell acid base salt metal gas liquid solid motion speed current voltage circuit lens mirror orbit planet".split(
    " ",
  );

/** Filler text of about `length` characters, different for each `seed`. */
const prose = proseOf(WORDS);

/**
 * Questions of about 400 characters until the bank's JSON is `bytes` long. Clean: each its own
 * text and options, groups of 25 sharing options and answer (as real banks share "True"/"False" or
 * numeric options). Near: one text with a number changed, every option set and answer the same.
 */
export function makeBank(bytes: number, kind: "clean" | "near"): BankQuestion[] {
  const questions: BankQuestion[] = [];
  let size = 20;
  const base = prose(1, 380);
  // At most the questions a bank may hold (issue 67): past them the bank is refused unread.
  for (let id = 1; size < bytes && id <= BANK_MAX_QUESTIONS; id++) {
    const group = Math.floor(id / 25);
    const question = kind === "near" ? `${base} (${id})` : `Question ${id}: ${prose(id, 390)}?`;
    const options =
      kind === "near"
        ? ["Alpha", "Beta", "Gamma", "Delta"]
        : [`Option A${group}`, `Option B${group}`, `Option C${group}`, `Option D${group}`];
    const q: BankQuestion = {
      id,
      category: ["physics", "chemistry", "biology", "mathematics"][id % 4]!,
      question,
      options,
      answer: options[1]!,
      explanation: `Explanation ${id}: ${prose(id + 7, 120)}.`,
    };
    size += JSON.stringify(q).length + 1;
    if (size > bytes) break;
    questions.push(q);
  }
  return questions;
}

/** One measured request: a bank upload unless `url` (and `method`) say otherwise. */
interface Run {
  name: string;
  label: string;
  method?: "POST" | "DELETE";
  url?: string | (() => string);
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  /** The questions the request handles when the body does not list them. */
  count?: number;
  /** The answer is a saved bank: its id kept for the later rows. */
  saves?: boolean;
}

/** An examiner account, written straight into the database; returns its e-mail and password. */
async function seedExaminer(env: Record<string, string>) {
  const app = await seedingApp(env);
  const email = `bench-examiner-${randomUUID()}@example.com`;
  const account = await register(app, "Bench examiner", email);
  await verifiedAs(app, email, "examiner");
  await app.close();
  return account;
}

/**
 * The server process's CPU time so far (user + system, ms; Linux /proc): on a shared machine the
 * wall time of a request says more about the other work than about ours.
 */
function cpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function main() {
  const pgIndex = process.argv.indexOf("--pg");
  const adminUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;
  const database = await freshDatabase(adminUrl, "bank");
  try {
    const examiner = await seedExaminer(database.env);
    const server = await serveProduction(PORT, database.env);
    const base = `http://127.0.0.1:${PORT}`;
    try {
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(examiner),
      });
      const { token } = (await login.json()) as { token: string };
      const clean = makeBank(BANK_BYTES, "clean");
      const near = makeBank(BANK_BYTES, "near");
      const saved: number[] = [];
      const runs: Run[] = [
        {
          // The server's first 5 MB body: its code not yet optimised, its heap not yet grown.
          name: "clean bank, dry run, first upload to a fresh server",
          label: "questions, dry run, the fresh server's first upload",
          body: { name: "Bench", questions: clean, dry_run: true },
        },
        {
          name: "clean bank, dry run (the check)",
          label: "questions, dry run (the check)",
          body: { name: "Bench", questions: clean, dry_run: true },
        },
        {
          name: "clean bank, saved (check and write)",
          label: "questions, saved (check and write)",
          body: { name: "Bench", questions: clean },
          saves: true,
        },
        {
          name: "near-identical bank (refused)",
          label: "near-identical questions, refused",
          body: { name: "Bench near", questions: near },
        },
        {
          // The exam keeps the bank's questions it may draw from (its pool): here the most a paper
          // may hold (200, issue 67), listed.
          name: "exam created from the saved bank (200 questions listed)",
          label: "questions, an exam made from the saved bank",
          url: "/api/examiner/exams",
          body: () => ({
            title: "Bench exam",
            slug: `bench-${Date.now().toString(36)}`,
            source: { bank_id: saved[0] },
            selection: { mode: "fixed", question_ids: clean.slice(0, 200).map((q) => q.id) },
            timing: { mode: "whole_paper", minutes: 30 },
            opens_at: new Date(Date.now() + 3_600_000).toISOString(),
            closes_at: new Date(Date.now() + 7_200_000).toISOString(),
            profile: "csit",
            release: "at_close",
          }),
          count: clean.length,
        },
        {
          // A second copy to delete: a bank an exam was made from cannot be deleted (409).
          name: "clean bank, saved again (check and write)",
          label: "questions, saved again (check and write)",
          body: { name: "Bench to delete", questions: clean },
          saves: true,
        },
        {
          // The removed questions are recorded with the deletion (examiner_actions, decision 82).
          name: "saved bank deleted (recorded)",
          label: "questions, that bank deleted",
          method: "DELETE",
          url: () => `/api/examiner/banks/${saved[1]}`,
          count: clean.length,
        },
      ];
      const kind = adminUrl ? "PostgreSQL" : "PGlite";
      const load = () =>
        os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ");
      console.log(`${kind}, ${new Date().toISOString().slice(0, 16)}Z; load average ${load()}`);
      const rows: string[][] = [];
      for (const run of runs) {
        const body = typeof run.body === "function" ? run.body() : run.body;
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const url = typeof run.url === "function" ? run.url() : (run.url ?? "/api/examiner/banks");
        const idle = healthProbe(base);
        await new Promise((r) => setTimeout(r, 500));
        const before = await idle.stop();
        const probe = healthProbe(base);
        const cpuBefore = cpuMs(server.pid);
        const start = performance.now();
        const response = await fetch(`${base}${url}`, {
          method: run.method ?? "POST",
          headers: {
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
            authorization: `Bearer ${token}`,
          },
          body: payload,
        });
        const answer = await response.text();
        if (run.saves) saved.push((JSON.parse(answer) as { id: number }).id);
        const took = performance.now() - start;
        const cpu = cpuMs(server.pid) - cpuBefore;
        const health = await probe.stop();
        const questions = run.count ?? (body as { questions: unknown[] }).questions.length;
        const size =
          payload === undefined ? "no body" : `${(payload.length / 1024 / 1024).toFixed(2)} MB`;
        console.log(
          `${run.name}: ${size}, ${questions} questions -> ` +
            `${response.status} (${answer.length.toLocaleString("en")} B body) in ${Math.round(took)} ms ` +
            `(server CPU ${Math.round(cpu)} ms, health probes included); ` +
            `/api/health during it: ${health.count} answers, p50 ${health.p50.toFixed(1)} ms, ` +
            `p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms ` +
            `(idle before: p99 ${before.p99.toFixed(1)} ms)`,
        );
        rows.push([
          `${questions.toLocaleString("en")} ${run.label}`,
          kind,
          String(response.status),
          `${Math.round(took).toLocaleString("en")} ms`,
          `${Math.round(cpu).toLocaleString("en")} ms`,
          `${Math.round(health.p99)} / ${Math.round(health.max)} ms (${Math.round(before.p99)} ms)`,
          String(health.count),
          load(),
        ]);
      }
      // Ready for docs/performance.md ("A 5 MB private bank checked").
      const header = [
        `bank (${(BANK_BYTES / 1024 / 1024).toFixed(2)} MB)`,
        "database",
        "answer",
        "wall",
        "server CPU",
        "`/api/health` p99 / max during it (idle p99)",
        "health answers",
        "load average after",
      ];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (cells: string[]) =>
        `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
      console.log(
        ["", line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line), ""].join(
          "\n",
        ),
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
