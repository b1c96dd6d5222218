/**
 * npm run loadtest -- --url http://127.0.0.1:3101 --url http://127.0.0.1:3102 [--students 2000]
 *   [--ramp 60] [--interval 5] [--questions 100] [--sockets 64]
 * npm run loadtest -- --spawn 2 [--port 4425] [options]   # starts the servers itself
 *
 * `--spawn N` starts N server processes (`NODE_ENV=production`, the built apps/server/dist/main.js
 * when there is one, else the source through tsx; the product's own pool size unless DB_POOL_MAX
 * is set) on DATABASE_URL, on ports from --port, and stops them at the end (`--profile DIR`: each
 * writes a CPU profile into DIR as it stops); then it also reads the CPU the servers and the
 * database's backends used during the run (from /proc) and prints the CPU cost of one answer save, server and database together.
 *
 * Exam day against running servers on PostgreSQL (DATABASE_URL must name the servers' database):
 * N students all start within --ramp seconds, each answers a question every --interval seconds
 * (+-50%) until the paper is done, then submits. Students are spread over the URLs as a load
 * balancer would, and each student's requests alternate between them, so every attempt is resumed
 * across processes. Prints p50/p95/p99 of start, answer-save and submit and the error count, then
 * checks the database: every acknowledged answer is stored, none twice. Exits 1 on any error or loss.
 *
 * `--seed N`: each student's moments and picks from N and its index (two designs compared alike).
 *
 * `--sealed` (issue 66 point 1, decision 0452): the exam opens --seal-spread + 20 seconds after the
 * set-up; each student fetches its sealed paper at a random moment of the --seal-spread seconds
 * before the bell, fetches the key within --ramp seconds of the bell and opens the paper (no start
 * round trip); its picks wait until a random moment 10-50 s after the opening (decision 0459;
 * `--first-at-once`: sent as picked, as before), then go, the first with the seal, which records
 * the start in the save's own statement (decision 0453; the "first" row, an answer save too). The
 * starts' figures are then the key's, with the servers' and the database's CPU from the bell on.
 *
 * Set-up (not measured): the students' accounts and sessions are written to the database with the
 * server's own repository functions (signing 2,000 people in would measure argon2, not the exam);
 * the examiner's bank and exam go through the API.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { SEALED_FIRST_SEND_SECONDS } from "@tayari/contracts/exam-seal";
import { createRng } from "@tayari/quiz/random";
import { closeJsonClients, jsonRequest } from "./bench/json-request";
import { cpuMeter, keyBurst, openSealed, percentile, spawnServers } from "./bench/loadtest-parts";
import { checkStored, setUpExamDay } from "./bench/loadtest-setup";

const { values } = parseArgs({
  options: {
    url: { type: "string", multiple: true, default: ["http://127.0.0.1:3000"] },
    students: { type: "string", default: "2000" },
    ramp: { type: "string", default: "60" },
    interval: { type: "string", default: "5" },
    questions: { type: "string", default: "100" },
    sockets: { type: "string", default: "64" },
    spawn: { type: "string", default: "0" },
    port: { type: "string", default: "4425" },
    sealed: { type: "boolean", default: false },
    profile: { type: "string" },
    // The page's own spread (decision 0452): the papers over the window's first ten minutes.
    "seal-spread": { type: "string", default: "600" },
    // The design before decision 0459: a sealed paper's first answer sent as soon as it is picked.
    "first-at-once": { type: "boolean", default: false },
    // The reload before decision 0463: a sealed sitting's resume without its seal, the paper again.
    "full-resume": { type: "boolean", default: false },
    // Each student's moments and picks drawn from this seed (and its index), so that two runs, of
    // two designs, send the same picks at the same moments; unset: Math.random.
    seed: { type: "string" },
  },
});
const SEALED = values.sealed;
const SEAL_SPREAD_MS = Number(values["seal-spread"]) * 1000;
const FIRST_AT_ONCE = values["first-at-once"];
const FULL_RESUME = values["full-resume"];
const SPAWN = Number(values.spawn);
const urls = SPAWN
  ? Array.from({ length: SPAWN }, (_, i) => `http://127.0.0.1:${Number(values.port) + i}`)
  : values.url.map((u) => u.replace(/\/+$/, ""));
const STUDENTS = Number(values.students);
const RAMP_MS = Number(values.ramp) * 1000;
const INTERVAL_MS = Number(values.interval) * 1000;
const QUESTIONS = Number(values.questions);
const SOCKETS = Number(values.sockets);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to the servers' PostgreSQL database (the check reads it).");
  process.exit(1);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A student's own random numbers: from `--seed` and its index, or Math.random. */
const SEED = values.seed === undefined ? undefined : Number(values.seed);
const randomOf = (index: number) =>
  SEED === undefined ? Math.random : createRng(SEED * 100_003 + index);
const run = `${Date.now().toString(36)}`;

type Kind = "sealed" | "start" | "first" | "resume" | "answer" | "submit" | "rekey";
const latencies: Record<Kind, number[]> = {
  sealed: [],
  start: [],
  /** A sealed sitting's first answer, which carries the seal and records the start (0453). */
  first: [],
  resume: [],
  answer: [],
  submit: [],
  rekey: [], // The key asked again at a sealed sitting's reload, beside its resume (0463).
};
const errors = new Map<string, number>();
const fault = (key: string) => void errors.set(key, (errors.get(key) ?? 0) + 1);
let acknowledged = 0;
/** attempt id -> question id -> the pick the server acknowledged. */
const acked = new Map<number, Map<number, string>>();

/**
 * The load generator shares the machine with the servers, so it sends over a few kept-alive
 * connections per server with a client that does little else (bench/json-request.ts); a request
 * waiting for a free connection counts that wait in its latency, as a browser's would.
 */
async function call(kind: Kind | null, url: string, method: string, token: string, body?: unknown) {
  const started = performance.now();
  try {
    const { status, json } = await jsonRequest(SOCKETS, method, url, token, body);
    if (kind) latencies[kind].push(performance.now() - started);
    if (status < 200 || status >= 300) {
      fault(`${kind ?? "setup"} ${status}: ${String(json.message)}`);
      return null;
    }
    return json;
  } catch (error) {
    fault(`${kind ?? "setup"} network: ${(error as Error).message}`);
    return null;
  }
}

/**
 * A sealed sitting's start: the paper before the bell, the key at it (the start's figure), the
 * paper opened; the start's record goes with the first answer (`student`). Null when it failed.
 */
async function sealedStart(
  token: string,
  index: number,
  slug: string,
  opensAt: number,
  random: () => number,
) {
  const base = (n: number) => `${urls[(index + n) % urls.length]}/api/exams/${slug}`;
  // The papers over the spread, the last a few seconds before the bell (later is today's start).
  const spread = SEAL_SPREAD_MS - Math.min(5_000, SEAL_SPREAD_MS / 4);
  await sleep(Math.max(0, opensAt - SEAL_SPREAD_MS - Date.now()) + random() * spread);
  const sealed = await call("sealed", `${base(0)}/sealed`, "POST", token, {});
  // The bell, and each device's moment within the ramp.
  await sleep(Math.max(0, opensAt - Date.now()) + random() * RAMP_MS);
  const key = await call("start", `${base(1)}/key`, "GET", "", undefined);
  keysAnswered += 1;
  if (keysAnswered === STUDENTS) printStarts();
  if (!sealed || !key) return null;
  return { seal: String(sealed.seal), questions: openSealed(sealed, String(key.key)).questions };
}

async function student(token: string, index: number, slug: string, opensAt: number) {
  const random = randomOf(index);
  const at = (n: number) => `${urls[(index + n) % urls.length]}/api/exams/${slug}/attempt`;
  let attempt: Record<string, unknown> | null = null;
  let sealed: Awaited<ReturnType<typeof sealedStart>> = null;
  if (SEALED) {
    sealed = await sealedStart(token, index, slug, opensAt, random);
    if (!sealed) return;
    opened += 1;
  } else {
    await sleep(random() * RAMP_MS);
    attempt = await call("start", at(0), "POST", token, {});
    startsAnswered += 1;
    if (startsAnswered === STUDENTS) printStarts();
    if (!attempt) return;
  }
  // A sealed sitting learns its attempt's id at the half-way resume.
  let id = attempt ? (attempt.id as number) : 0;
  // Only what the answers need is kept: 10,000 whole papers would be a heap the collector walks.
  const questions = (
    sealed ? sealed.questions : (attempt!.questions as { id: number; options: string[] }[])
  ).map(({ id, options }) => ({ id, options }));
  // The attempt's pick counter, as the sitting screen keeps it (going on from a resume's).
  let seq = Number(attempt?.seq ?? 0);
  const mine = new Map<number, string>();
  if (id) acked.set(id, mine);
  // A paper opened at the bell keeps its picks on the device until a random moment of
  // SEALED_FIRST_SEND_SECONDS after the opening (decision 0459), then sends them one after
  // another, the first with the seal (its save records the start, decision 0453), as the page does.
  const { from, to } = SEALED_FIRST_SEND_SECONDS;
  // Drawn in both designs, so that a seed gives the same picks at the same moments in each.
  const heldFor = (from + random() * (to - from)) * 1000;
  const sendFrom = sealed && !FIRST_AT_ONCE ? opensAt + heldFor : 0;
  let held: Array<{ question: { id: number }; pick: string; seq: number }> = [];
  let recorded = sealed === null;
  /** Sends the picks the device holds, oldest first; false when the first (the start) failed. */
  const sendHeld = async (n: number) => {
    for (const { question, pick, seq: number } of held) {
      const first = !recorded;
      const saved = await call(
        first ? "first" : "answer",
        `${at(n)}/answers/${question.id}`,
        "PUT",
        token,
        { pick, seq: number, ...(first ? { seal: sealed!.seal } : {}) },
      );
      if (first && ++firsts === opened && keysAnswered === STUDENTS)
        cpuSinceBell("the last first answer");
      if (first && !saved) return false;
      recorded = true;
      if (saved) {
        mine.set(question.id, pick);
        acknowledged += 1;
      }
    }
    held = [];
    return true;
  };
  for (const [n, question] of questions.entries()) {
    const pickAt = Date.now() + INTERVAL_MS * (0.5 + random());
    // The moment the held picks go comes before the next pick: they go then.
    if (held.length > 0 && sendFrom < pickAt) {
      await sleep(Math.max(0, sendFrom - Date.now()));
      if (!(await sendHeld(n))) return;
    }
    await sleep(Math.max(0, pickAt - Date.now()));
    if (n === Math.floor(questions.length / 2)) {
      // Half-way, a reload on another process (the paper opened again sends what the device
      // holds first): the same attempt with every answer so far.
      if (!(await sendHeld(n))) return;
      // A sealed sitting's copy is kept: the seal sent, no paper back, the key beside (0463).
      const light = sealed && !FULL_RESUME ? { seal: sealed.seal } : null;
      const rekey = light && call("rekey", `${at(n + 1).slice(0, -8)}/key`, "GET", "");
      const body = light ?? {};
      const resumed = await call("resume", at(n + 1), "POST", token, body);
      await rekey;
      if (resumed && light && resumed.paper_from_seal !== true)
        fault("resume: the paper again for a device holding its copy");
      const answers = Object.keys((resumed?.answers as object | undefined) ?? {}).length;
      if (resumed && !id) acked.set((id = resumed.id as number), mine);
      if (resumed && (resumed.id !== id || answers !== mine.size))
        fault(
          `resume: attempt ${String(resumed.id)} with ${answers} answers, expected ${id} with ${mine.size}`,
        );
    }
    const pick = question.options[Math.floor(random() * question.options.length)]!;
    // A sealed paper's picks are numbered on the attempt's clock, which runs from the opening.
    if (!recorded && held.length === 0) seq = Math.max(seq, Date.now() - opensAt);
    held.push({ question, pick, seq: ++seq });
    if (Date.now() >= sendFrom && !(await sendHeld(n))) return;
  }
  // The hand-in sends what the device still holds first.
  if (!(await sendHeld(questions.length))) return;
  await call("submit", `${at(questions.length)}/submit`, "POST", token);
}

const loadBefore = os.loadavg();
console.log(
  `Setting up ${STUDENTS} students on ${urls.join(", ")} (load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")})`,
);
const servers = SPAWN ? await spawnServers(urls, values.profile) : [];
const { db, students, slug, opensAt } = await setUpExamDay({
  databaseUrl,
  base: urls[0]!,
  run,
  students: STUDENTS,
  questions: QUESTIONS,
  // Sealed: the bell after the sealed papers' spread (and 20 s for the exam to be made).
  opensAt: () => (SEALED ? Date.now() + SEAL_SPREAD_MS + 20_000 : Date.now() - 60_000),
  post: (url, token, body) => call(null, url, "POST", token, body),
  failures: () => [...errors.keys()].join("; "),
});
// The database's backends (the servers' pools), for the CPU the database spends on the run.
const backendPids = async () =>
  (
    await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(db)
  ).rows.map((r) => r.pid);
const cpuSince = await cpuMeter(
  servers.map((c) => c.pid!),
  backendPids,
);
/** The servers' and the database's CPU since the run began, over the requests answered so far. */
async function cpuSoFar() {
  const { serverMs, dbMs, requests } = await cpuNumbers();
  const per = (ms: number) => `${((ms / Math.max(1, requests)) * 1000).toFixed(0)} µs`;
  return (
    `servers ${(serverMs / 1000).toFixed(1)} s, database ${(dbMs / 1000).toFixed(1)} s over ${requests} requests ` +
    `(${latencies.answer.length} of them answer saves): per request ${per(serverMs)} + ${per(dbMs)} = ${per(serverMs + dbMs)}`
  );
}
/** The servers' and the database's CPU in ms since the run began, and the requests answered. */
async function cpuNumbers() {
  const requests = Object.values(latencies).reduce((sum, l) => sum + l.length, 0);
  return { ...(await cpuSince()), requests };
}
console.log(
  `Exam ${slug}: ${QUESTIONS} questions, a question every ${INTERVAL_MS / 1000} s (+-50%), starts spread over ${RAMP_MS / 1000} s`,
);
const began = performance.now();
const cpuBefore = process.cpuUsage();
// Every 30 s: the counts, the answer saves and resumes of those 30 s with the machine's load and
// the servers' and database's CPU meanwhile, so a slow stretch can be set beside what it cost.
let [windowStart, resumeStart] = [0, 0];
let cpuWindow: Promise<{ serverMs: number; dbMs: number }> | undefined;
const progress = setInterval(() => {
  const recent = latencies.answer.slice(windowStart).sort((a, b) => a - b);
  const resumes = latencies.resume.slice(resumeStart).sort((a, b) => a - b);
  [windowStart, resumeStart] = [latencies.answer.length, latencies.resume.length];
  const tail = (what: string, l: number[]) =>
    l.length
      ? `; ${l.length} ${what}, p50 ${percentile(l, 50).toFixed(0)} ms, p99 ${percentile(l, 99).toFixed(0)} ms`
      : "";
  const line = `  ${Math.round((performance.now() - began) / 1000)} s: ${latencies.start.length} started, ${acknowledged} answers saved, ${latencies.submit.length} submitted; these 30 s${tail("saves", recent)}${tail("resumes", resumes)}, load ${os.loadavg()[0]!.toFixed(2)}`;
  const last = cpuWindow;
  cpuWindow = servers.length ? cpuNumbers() : undefined;
  if (!last || !cpuWindow) return console.log(line);
  void Promise.all([last, cpuWindow]).then(([a, b]) =>
    console.log(
      `${line}, CPU servers ${(b.serverMs - a.serverMs).toFixed(0)} + database ${(b.dbMs - a.dbMs).toFixed(0)} ms`,
    ),
  );
}, 30_000);
// The synchronised start is the moment the exam day is judged by: its figures as soon as every
// student has had an answer, without waiting for the sittings to end.
let startsAnswered = 0;
let keysAnswered = 0;
let cpuAtBell: (Awaited<ReturnType<typeof cpuNumbers>> & { counts: number[] }) | undefined;
// Sealed: papers opened and first answers answered (the bell's seconds end with the last first).
let [opened, firsts] = [0, 0];
function printStarts() {
  const sorted = [...latencies.start].sort((a, b) => a - b);
  const cells = [50, 95, 99, 100].map(
    (p) => `p${p === 100 ? "max" : p} ${percentile(sorted, p).toFixed(0)} ms`,
  );
  console.log(
    `  all ${STUDENTS} starts answered after ${Math.round((performance.now() - began) / 1000)} s: ${sorted.length} started, ${cells.join(", ")}, load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  // With the servers spawned here, what the starts cost them (and the database) so far: with
  // --interval long enough that no answer is saved before the last start, the starts alone.
  if (servers.length) void cpuSoFar().then((cpu) => console.log(`  CPU so far: ${cpu}`));
  cpuSinceBell("the last key");
}
/** Sealed: the CPU from the bell to `until`, and the requests of each kind answered meanwhile. */
function cpuSinceBell(until: string) {
  const bell = cpuAtBell;
  if (servers.length && SEALED && bell)
    void cpuNumbers().then((now) => {
      const kinds = Object.entries(latencies).map(([k, l], i) => [k, l.length - bell.counts[i]!]);
      const keys = latencies.start.length - bell.counts[1]!;
      const per = (ms: number) => `${((ms / Math.max(1, keys)) * 1000).toFixed(0)} µs`;
      console.log(
        `  CPU from the bell to ${until}: servers ${(now.serverMs - bell.serverMs).toFixed(0)} ms, database ${(now.dbMs - bell.dbMs).toFixed(0)} ms over ${kinds.map(([k, n]) => `${n} ${k}`).join(", ")}: per key at most ${per(now.serverMs - bell.serverMs)} + ${per(now.dbMs - bell.dbMs)}`,
      );
    });
}
function printLatencies(heading: string) {
  console.log(`\n${heading} after ${Math.round((performance.now() - began) / 1000)} s.`);
  console.log("request        count     p50     p95     p99     max  (ms)");
  for (const kind of Object.keys(latencies) as Kind[]) {
    const sorted = [...latencies[kind]].sort((a, b) => a - b);
    const cells = [50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(0).padStart(7));
    console.log(`${kind.padEnd(12)} ${String(sorted.length).padStart(7)} ${cells.join(" ")}`);
  }
  if (latencies.first.length) {
    // Every save of the sitting, the sealed first answers among them.
    const saves = [...latencies.first, ...latencies.answer].sort((a, b) => a - b);
    const cells = [50, 95, 99, 100].map((p) => percentile(saves, p).toFixed(0).padStart(7));
    console.log(`${"all saves".padEnd(12)} ${String(saves.length).padStart(7)} ${cells.join(" ")}`);
  }
  const count = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`errors: ${count}`);
  for (const [key, n] of errors) console.log(`  ${n} x ${key}`);
  return count;
}
// Stopped by hand (Ctrl-C): the figures so far, marked as partial.
process.once("SIGINT", () => {
  printLatencies("Stopped by hand (partial figures)");
  process.exit(1);
});
// Sealed: the CPU from the bell on, what the keys (and whatever else answers meanwhile) cost.
const atBell = async () =>
  (cpuAtBell = { ...(await cpuNumbers()), counts: Object.values(latencies).map((l) => l.length) });
if (SEALED) setTimeout(() => void atBell(), Math.max(0, opensAt - Date.now()));
await Promise.all(students.map((token, i) => student(token, i, slug, opensAt)));
clearInterval(progress);
const loadAfter = os.loadavg();
const errorCount = printLatencies("Done");

const { attempts, submitted, stored, lost, twice } = await checkStored(db, slug, acked);
console.log(
  `database: ${attempts} attempts (${submitted} submitted), ${stored} answers stored; ${acknowledged} acknowledged, ${lost} lost, ${twice} stored twice`,
);
const generator = process.cpuUsage(cpuBefore);
const seconds = (performance.now() - began) / 1000;
console.log(
  `load generator: ${((generator.user + generator.system) / 1e6).toFixed(1)} s of CPU in ${seconds.toFixed(0)} s (${((generator.user + generator.system) / 1e4 / seconds).toFixed(0)}% of one core)`,
);
console.log(
  `load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} CPUs)`,
);
if (servers.length) {
  // Servers and database together, over the run (set-up's few requests included); backends the
  // pools opened during the run count whole, and those they closed with all they spent.
  console.log(`CPU: ${await cpuSoFar()}`);
  if (SEALED)
    await keyBurst({ students: STUDENTS, urls, slug, sockets: SOCKETS, cpuNumbers, errors });
  for (const child of servers) child.kill("SIGTERM");
  await Promise.all(servers.map((c) => new Promise((r) => c.once("exit", r))));
}
closeJsonClients();
await db.destroy();
process.exit(errorCount || lost || twice ? 1 : 0);
