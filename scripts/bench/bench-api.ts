// npm run bench's API sections: throughput against hello-world, progress latency, and passwords.
import { hash, verify } from "@node-rs/argon2";
import { againstHello, throughput } from "./api";
import { progressLatency, studentWith5000Answers } from "./progress";
import {
  met,
  row,
  section,
  SLICE_SECONDS,
  SLICES,
  TARGET_SECONDS,
  TARGET_SLICES,
} from "./bench-setup";

export async function apiSection(name: string, base: string, hello: string) {
  section(
    `API on ${name}, autocannon 100 connections, alternating with hello-world: ${TARGET_SLICES} slices of ${TARGET_SECONDS} s for the targets, ${SLICES} of ${SLICE_SECONDS} s for the others`,
  );
  const subjects = await fetch(`${base}/api/entrance/subjects/csit/mcq`).then(
    (r) => r.json() as Promise<{ subjects?: { id: number }[] }>,
  );
  const subjectId = subjects.subjects?.[0]?.id;
  const units = subjectId
    ? await fetch(`${base}/api/entrance/subjects/${subjectId}/mcq`).then(
        (r) => r.json() as Promise<{ units: { id: number }[] }>,
      )
    : null;
  const unitUrl =
    subjectId && units?.units[0]
      ? `/api/entrance/subjects/${subjectId}/mcq/${units.units[0].id}/mcq`
      : null;
  const targets: Array<[url: string, note: string, target: boolean]> = [
    ["/api/levels", "", true],
    ...(unitUrl ? [[unitUrl, "(a unit's questions)", true] as [string, string, boolean]] : []),
    ["/api/banks/entrance/papers/2074", "(a year paper, kept)", false],
    ["/api/banks/entrance/draw/compact", "(the app's draw, compressed per request)", false],
    ["/api/health", "(a database round trip)", false],
  ];
  const results: Record<string, unknown> = {};
  for (const [url, note, target] of targets) {
    const [slices, seconds] = target ? [TARGET_SLICES, TARGET_SECONDS] : [SLICES, SLICE_SECONDS];
    const r = await againstHello(hello, `${base}${url}`, slices, seconds);
    results[url] = r;
    row(
      `\`${url}\` ${note}`.trim(),
      `${Math.round(r.hello.rps)} req/s`,
      `${Math.round(r.target.rps)} req/s, p99 ${r.target.p99} ms`,
      `${r.ratio.toFixed(2)} of hello (${r.ratios.map((x) => x.toFixed(2)).join(", ")})${r.target.errors ? `; ${r.target.errors} errors` : ""}`,
      target ? `>= 0.60: ${met(r.ratio >= 0.6)}` : "",
    );
  }
  const student = await studentWith5000Answers(base);
  for (const connections of [1, 10]) {
    const progress = await progressLatency(base, student, connections);
    row(
      `\`/api/me/progress\`, a student with 5,000 answers, ${connections} connection(s)`,
      "",
      `${Math.round(progress.rps)} req/s, p99 ${progress.p99} ms`,
      progress.errors ? `${progress.errors} errors` : "",
      "p99 <= 50 ms",
    );
  }
  return results;
}

export async function passwordSection(site: string) {
  section("Passwords (argon2id, 19 MiB, t=2, p=1)");
  const t0 = performance.now();
  const hashes: string[] = [];
  for (let i = 0; i < 10; i++)
    hashes.push(
      await hash(`password-${i}`, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
    );
  const hashMs = (performance.now() - t0) / 10;
  const t1 = performance.now();
  for (let i = 0; i < 10; i++) await verify(hashes[i]!, `password-${i}`);
  row(
    "hash (register) / verify (login), mean",
    "",
    `${hashMs.toFixed(1)} ms / ${((performance.now() - t1) / 10).toFixed(1)} ms`,
    "",
    "",
  );
  await fetch(`${site}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench",
      email: "bench@example.com",
      password: "bench-password-1",
      password_confirmation: "bench-password-1",
    }),
  });
  const logins = await throughput(`${site}/api/login`, SLICE_SECONDS, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1" }),
    connections: 20,
  });
  row(
    "logins per second, one process",
    "",
    `${Math.round(logins.rps)} /s, p99 ${logins.p99} ms`,
    logins.errors ? `${logins.errors} errors` : "",
    "",
  );
}
