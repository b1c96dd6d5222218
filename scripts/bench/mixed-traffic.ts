/**
 * The mixed traffic itself (see traffic.ts, its command): students browsing the catalog, practising,
 * reading their progress, signing in, and one scholarship exam of 200 students, while the server's
 * memory is sampled every 30 s.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { loadavg } from "node:os";
import { readAdminFile } from "../../apps/server/src/plugins/admin-channel";
import { memoryOf } from "./processes";

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
}

export interface TrafficSample {
  minute: number;
  requests: number;
  errors: number;
  p99: number;
  rss: number | null;
  load: number;
}

export interface TrafficReport {
  requests: number;
  byKind: Record<string, number>;
  serverErrors: string[];
  samples: TrafficSample[];
  exam: { students: number; answers: number; submitted: number; lost: number };
  /** The server's memory when the traffic ended (peak: the kernel's high-water mark), with a pid. */
  final?: ReturnType<typeof memoryOf>;
}

export async function mixedTraffic(options: {
  base: string;
  dataDir: string | null;
  minutes: number;
  users?: number;
  pid?: number;
  log?: (line: string) => void;
}): Promise<TrafficReport> {
  const log = options.log ?? console.log;
  const base = options.base.replace(/\/+$/, "");
  const end = Date.now() + options.minutes * 60_000;
  const report: TrafficReport = {
    requests: 0,
    byKind: {},
    serverErrors: [],
    samples: [],
    exam: { students: 0, answers: 0, submitted: 0, lost: 0 },
  };
  let windowLatencies: number[] = [];
  let windowErrors = 0;

  function send(kind: string, method: string, url: string, token?: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise<Answer>((resolve) => {
      const request = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            "accept-encoding": "identity",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload === undefined
              ? {}
              : {
                  "content-type": "application/json",
                  "content-length": Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            report.requests += 1;
            report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
            windowLatencies.push(performance.now() - started);
            if (status >= 400) windowErrors += 1;
            const text = Buffer.concat(chunks).toString();
            if (status >= 500)
              report.serverErrors.push(`${method} ${url}: ${status} ${text.slice(0, 200)}`);
            let json: Record<string, unknown> | null;
            try {
              json = JSON.parse(text) as Record<string, unknown>;
            } catch {
              json = null;
            }
            resolve({ status, json });
          });
        },
      );
      request.on("error", (error) => {
        report.serverErrors.push(`${method} ${url}: ${error.message}`);
        resolve({ status: 0, json: null });
      });
      request.end(payload);
    });
  }

  // What the browser asks for compressed is asked for compressed here too (the server's cost).
  function browse(url: string) {
    return new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(
        `${base}${url}`,
        { agent, headers: { "accept-encoding": "gzip, deflate, br" } },
        (response) => {
          response.resume();
          response.on("end", () => {
            report.requests += 1;
            report.byKind.catalog = (report.byKind.catalog ?? 0) + 1;
            windowLatencies.push(performance.now() - started);
            if ((response.statusCode ?? 0) >= 500)
              report.serverErrors.push(`GET ${url}: ${response.statusCode}`);
            resolve();
          });
        },
      );
      request.on("error", (error) => {
        report.serverErrors.push(`GET ${url}: ${error.message}`);
        resolve();
      });
    });
  }

  async function account(prefix: string) {
    const email = `${prefix}-${randomUUID()}@traffic.example`;
    const password = "traffic-password-1";
    const registered = await send("register", "POST", "/api/register", undefined, {
      name: prefix,
      email,
      password,
      password_confirmation: password,
    });
    if (registered.status >= 300)
      throw new Error(
        `sign-up refused (${registered.status}): ${String(registered.json?.message)}`,
      );
    const login = await send("login", "POST", "/api/login", undefined, { email, password });
    return { email, password, token: String(login.json?.token) };
  }

  // The catalog's addresses, found as a browser finds them.
  const levels = ((await send("catalog", "GET", "/api/levels")).json?.levels ?? []) as {
    slug: string;
  }[];
  const pages: string[] = ["/api/levels", "/api/entrance/subjects"];
  for (const level of levels) {
    pages.push(`/api/subjects/${level.slug}`);
    const subjects = ((await send("catalog", "GET", `/api/subjects/${level.slug}`)).json
      ?.subjects ?? []) as { slug: string; categories: { slug: string }[] }[];
    for (const subject of subjects)
      for (const category of subject.categories)
        pages.push(`/api/subject/${subject.slug}/category/${category.slug}`);
  }
  for (const entrance of ["csit", "bca"]) {
    pages.push(`/api/entrance/subjects/${entrance}/mcq`);
    const subjects = ((await send("catalog", "GET", `/api/entrance/subjects/${entrance}/mcq`)).json
      ?.subjects ?? []) as { id: number }[];
    for (const subject of subjects) {
      pages.push(`/api/entrance/subjects/${subject.id}/mcq`);
      const units = ((await send("catalog", "GET", `/api/entrance/subjects/${subject.id}/mcq`)).json
        ?.units ?? []) as { id: number }[];
      for (const unit of units)
        pages.push(`/api/entrance/subjects/${subject.id}/mcq/${unit.id}/mcq`);
    }
  }
  for (const year of [2074, 2075, 2076, 2077, 2078, 2079])
    pages.push(`/api/banks/entrance/papers/${year}`);

  log(
    `traffic: ${pages.length} catalog addresses; signing up ${(options.users ?? 20) + 201} accounts`,
  );
  const users = await Promise.all(
    Array.from({ length: options.users ?? 20 }, () => account("student")),
  );
  const examStudents: Awaited<ReturnType<typeof account>>[] = [];
  for (let i = 0; i < 200; i += 20)
    examStudents.push(
      ...(await Promise.all(Array.from({ length: 20 }, () => account("candidate")))),
    );

  // The college's exam: its examiner made one as `npm run user:role` does it.
  const examiner = await account("examiner");
  const channel = options.dataDir ? readAdminFile(options.dataDir) : null;
  let slug: string | null = null;
  const examMinutes = Math.max(5, Math.min(30, options.minutes / 2));
  const closesAt = Date.now() + examMinutes * 60_000 + 60_000;
  if (channel) {
    await fetch(`http://127.0.0.1:${channel.port}/role`, {
      method: "POST",
      headers: { authorization: `Bearer ${channel.secret}`, "content-type": "application/json" },
      body: JSON.stringify({ email: examiner.email, role: "examiner" }),
    });
    const categories = ["mathematics", "physics", "chemistry", "english", "computer"];
    const questions = categories.flatMap((category, c) =>
      Array.from({ length: 30 }, (_, i) => {
        const id = c * 1000 + i + 1;
        return {
          id,
          category,
          question: `Traffic ${category} question ${id}: which option is right?`,
          options: [`Option A ${id}`, `Option B ${id}`, `Option C ${id}`, `Option D ${id}`],
          answer: `Option B ${id}`,
          explanation: `Option B ${id} is right by construction.`,
        };
      }),
    );
    const bank = await send("exam", "POST", "/api/examiner/banks", examiner.token, {
      name: `Traffic ${Date.now()}`,
      questions,
    });
    slug = `traffic-${Date.now().toString(36)}`;
    const exam = await send("exam", "POST", "/api/examiner/exams", examiner.token, {
      title: `Traffic ${slug}`,
      slug,
      source: { bank_id: bank.json?.id },
      selection: { mode: "quota", quotas: categories.map((category) => ({ category, count: 20 })) },
      timing: { mode: "whole_paper", minutes: 180 },
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(closesAt).toISOString(),
      profile: "cee",
      release: "at_close",
    });
    if (exam.status >= 300) {
      log(`traffic: no exam (${exam.status} ${String(exam.json?.message)})`);
      slug = null;
    }
  } else log("traffic: no admin channel (not the embedded database?): no exam");

  async function sitter(student: (typeof examStudents)[number]) {
    await sleep(Math.random() * 60_000);
    const at = `/api/exams/${slug}/attempt`;
    const attempt = await send("exam", "POST", at, student.token, {});
    const questions = (attempt.json?.questions ?? []) as { id: number; options: string[] }[];
    if (!questions.length) return;
    report.exam.students += 1;
    for (const [n, question] of questions.entries()) {
      // Every answer in well before the close, however late this student started.
      const gap = (closesAt - Date.now() - 30_000) / (questions.length - n) / 1.5;
      await sleep(Math.max(0, gap) * (0.5 + Math.random()));
      const saved = await send("exam", "PUT", `${at}/answers/${question.id}`, student.token, {
        pick: pickOf(question.options),
        // The attempt's pick number, as the sitting screen counts them.
        seq: n + 1,
      });
      if (saved.status === 200) report.exam.answers += 1;
      else {
        report.exam.lost += 1;
        if (report.exam.lost <= 3)
          log(`  answer refused: ${saved.status} ${String(saved.json?.message)}`);
      }
    }
    const submitted = await send("exam", "POST", `${at}/submit`, student.token);
    if (submitted.status < 300) report.exam.submitted += 1;
  }

  async function practise(token: string) {
    const fromPaper = Math.random() < 0.3;
    const answer = fromPaper
      ? await send("practice", "GET", `/api/banks/entrance/papers/${pickOf([2074, 2075, 2076])}`)
      : await send("practice", "GET", "/api/banks/entrance/draw/compact");
    // A paper's answer is the key's text; the compact draw's (the app's, decision 101) its index.
    const questions = (
      (answer.json?.questions ?? []) as {
        id: number;
        options: string[];
        answer: string | number;
      }[]
    ).map((q) => ({
      ...q,
      answer: typeof q.answer === "number" ? q.options[q.answer]! : q.answer,
    }));
    if (!questions.length) return;
    const finished = Date.now();
    await send("practice", "PUT", `/api/attempts/${randomUUID()}`, token, {
      mode: fromPaper ? "year-paper" : "entrance",
      source: "entrance",
      started_at: new Date(finished - questions.length * 30_000).toISOString(),
      finished_at: new Date(finished).toISOString(),
      questions: questions.map((q, n) => ({
        id: q.id,
        pick: n % 3 === 0 ? q.options.find((o) => o !== q.answer)! : q.answer,
        seconds: 10 + (n % 50),
      })),
    });
  }

  async function visitor(user: (typeof users)[number]) {
    while (Date.now() < end) {
      const roll = Math.random();
      if (roll < 0.55) {
        for (let i = 0; i < 3; i++) await browse(pickOf(pages));
      } else if (roll < 0.7) {
        await practise(user.token);
      } else if (roll < 0.9) {
        const path = pickOf([
          "/api/me/progress",
          "/api/me/attempts",
          "/api/me/review",
          "/api/me/weak-topics",
          "/api/me",
        ]);
        await send("progress", "GET", path, user.token);
      } else if (roll < 0.95) {
        await send("anonymous draw", "GET", "/api/banks/entrance/draw/compact");
      } else {
        const login = await send("login", "POST", "/api/login", undefined, {
          email: user.email,
          password: user.password,
        });
        if (login.json?.token) user.token = String(login.json.token);
      }
      await sleep(200 + Math.random() * 600);
    }
  }

  const began = Date.now();
  const sampler = setInterval(() => {
    const memory = memoryOf(options.pid);
    const sample: TrafficSample = {
      minute: (Date.now() - began) / 60_000,
      requests: windowLatencies.length,
      errors: windowErrors,
      p99:
        [...windowLatencies].sort((a, b) => a - b)[Math.floor(windowLatencies.length * 0.99)] ?? 0,
      rss: memory?.rss ?? null,
      load: loadavg()[0]!,
    };
    report.samples.push(sample);
    windowLatencies = [];
    windowErrors = 0;
    log(
      `  ${sample.minute.toFixed(1)} min: ${sample.requests} requests (${sample.errors} 4xx/5xx), p99 ${Math.round(sample.p99)} ms${sample.rss === null ? "" : `, RSS ${Math.round(sample.rss / 1048576)} MB`}, load ${sample.load.toFixed(2)}`,
    );
  }, 30_000);
  try {
    await Promise.all([
      ...users.map((user) => visitor(user)),
      ...(slug ? examStudents.map((student) => sitter(student)) : []),
    ]);
    // After the close: each candidate reads the result, the examiner the merit list.
    if (slug) {
      while (Date.now() < end) await sleep(1000);
      for (const student of examStudents)
        await send("exam", "GET", `/api/exams/${slug}/result`, student.token);
      await send("exam", "GET", `/api/examiner/exams/${slug}/merit`, examiner.token);
    }
  } finally {
    clearInterval(sampler);
  }
  report.final = memoryOf(options.pid);
  return report;
}
