import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "@tayari/contracts/api";
import { BCA_PAPERS } from "@tayari/content/bca";
import { ENTRANCE_PAPERS } from "@tayari/content/banks";
import { PAPERS } from "@tayari/content/mock-papers";
import { examinerSuite, nextSeq } from "../exams/exam-fixtures";
import { writeBcaFixtures, writeMockFixtures } from "../mocks/mock-fixtures";
import { CSIT_PATTERN, heldBackPool } from "./pool-fixtures";

/**
 * Issue 66 point 4 (decision 0450): while a live mock runs, nothing a student or a guest can ask
 * for holds a key or an explanation of its questions, and nothing public holds its questions at
 * all. Every GET endpoint a student or a guest may call is walked with every paper, year and the
 * live mock's address; its held-back questions (ids 1-100, as the site's entrance questions are)
 * are asked for by id where an endpoint takes ids. The held-back bank's keys are "Key <id>" and
 * its explanations "Sealed explanation <id>: ...", so a leak is text a test can find; after the
 * close the review shows them, which proves the search finds what it looks for.
 */
const MINUTE = 60_000;
const fixtures = writeMockFixtures();
writeBcaFixtures(fixtures.env.BANKS_DIR);
const { t, api, examiner } = await examinerSuite({ env: fixtures.env });
const pool = heldBackPool(CSIT_PATTERN, 1);
const bankId = await api.uploadBank(examiner, pool, "Held back for the live mock");
const student = await api.signUp();

/** A key of the held-back bank given as a key, or one of its explanations. */
const KEY_OR_EXPLANATION = /Sealed explanation|"(answer|key|correct_option)":"Key \d+"/;
/** Any of the held-back bank's questions. */
const HELD_BACK_TEXT = /Private [a-z]+ question number/;

/** Every value a path parameter is walked with. */
function valuesOf(name: string, slug: string): string[] {
  switch (name) {
    case "paper":
      return [...PAPERS, ...BCA_PAPERS].map((p) => p.slug);
    case "year":
      return Array.from({ length: ENTRANCE_PAPERS.papers }, (_, i) =>
        String(ENTRANCE_PAPERS.firstYear + i),
      );
    case "slug":
      return [slug];
    default:
      return ["1"];
  }
}

/** Every address of every GET endpoint a guest or a student may call, its ids the held-back ones. */
function addresses(slug: string): string[] {
  const ids = pool.map((q) => q.id).join(",");
  const out: string[] = [];
  for (const endpoint of ENDPOINTS) {
    if (endpoint.method !== "GET" || endpoint.access === "examiner") continue;
    let paths = [`/api${endpoint.path}`];
    for (const name of endpoint.path.match(/:[a-z_]+/g) ?? [])
      paths = paths.flatMap((p) => valuesOf(name.slice(1), slug).map((v) => p.replace(name, v)));
    const query = endpoint.path.endsWith("/explanations") ? `?ids=${ids}` : "";
    out.push(...paths.map((p) => p + query));
  }
  return out;
}

/** Walks every address as the student and as a guest: each body and its address. */
async function walk(slug: string) {
  const bodies: Array<{ url: string; guest: boolean; status: number; body: string }> = [];
  for (const url of addresses(slug))
    for (const token of [student, undefined]) {
      const res = await api.call("GET", url, token);
      bodies.push({ url, guest: !token, status: res.statusCode, body: res.body });
    }
  return bodies;
}

function expectNothingOut(bodies: Awaited<ReturnType<typeof walk>>, slug: string) {
  // The walk reached the public papers and explanations: they answered, with what is theirs.
  expect(bodies.find((b) => b.url === "/api/mocks/mock-4")?.status).toBe(200);
  expect(bodies.find((b) => b.url.startsWith("/api/banks/entrance/explanations"))?.status).toBe(
    200,
  );
  // The questions themselves (not their keys) only to the student who sits it: the sitting, and
  // the copy of their own account's data.
  const own = [`/api/exams/${slug}/attempt`, "/api/me/export"];
  for (const { url, guest, body } of bodies) {
    expect(body, url).not.toMatch(KEY_OR_EXPLANATION);
    if (guest || !own.includes(url)) expect(body, url).not.toMatch(HELD_BACK_TEXT);
  }
}

describe("a live mock's keys and explanations before its close", () => {
  it("are in no response to a student or a guest before the start, while it runs, after a hand-in, and are out after the close", async () => {
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / MINUTE) * MINUTE);
    const made = await api.call("POST", "/api/examiner/live-mocks", examiner, {
      paper: "mock-4",
      bank_id: bankId,
      opens_at: new Date(t.clock.now.getTime() + 10 * MINUTE).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const slug = made.json().slug as string;

    // Before the start, with the student's sealed paper fetched (decision 0452): encrypted, it
    // holds no question either.
    const before = await walk(slug);
    expectNothingOut(before, slug);
    const sealed = await api.call("POST", `/api/exams/${slug}/sealed`, student, {});
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect(sealed.body).not.toMatch(KEY_OR_EXPLANATION);
    expect(sealed.body).not.toMatch(HELD_BACK_TEXT);
    before.push({ url: "sealed", guest: false, status: 200, body: sealed.body });
    t.clock.advance(10 * MINUTE - 1_000);
    before.push(...(await walk(slug)));
    // At the opening, the paper's key: in none of the answers before it, in any encoding.
    t.clock.advance(1_000);
    const opened = await api.call("GET", `/api/exams/${slug}/key`);
    expect(opened.statusCode, opened.body).toBe(200);
    const key = Buffer.from(opened.json().key as string, "base64");
    const spellings = [key.toString("base64"), key.toString("base64url"), key.toString("hex")];
    for (const { url, body } of before)
      for (const spelling of spellings) expect(body.includes(spelling), url).toBe(false);

    // While it runs: the paper without keys, every answer given (the keys, as a student who knew
    // them would), handed in.
    const start = `/api/exams/${slug}/attempt`;
    const sitting = await api.call("POST", start, student, {});
    expect(sitting.statusCode, sitting.body).toBe(201);
    const paper = sitting.json().questions as Array<{ id: number; question: string }>;
    expect(paper).toHaveLength(100);
    expect(paper.every((q) => HELD_BACK_TEXT.test(q.question))).toBe(true);
    for (const q of paper) {
      const saved = await api.call("PUT", `${start}/answers/${q.id}`, student, {
        pick: `Key ${q.id}`,
        seq: nextSeq(),
      });
      expect(saved.body).not.toMatch(KEY_OR_EXPLANATION);
    }
    const submitted = await api.call("POST", `${start}/submit`, student);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body).not.toMatch(KEY_OR_EXPLANATION);
    expect(sitting.body).not.toMatch(KEY_OR_EXPLANATION);
    expectNothingOut(await walk(slug), slug);

    // After the close and its grace: the review holds the keys and explanations.
    t.clock.advance(150 * MINUTE + 3_000);
    const review = await api.call("GET", `/api/exams/${slug}/result`, student);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.body).toMatch(KEY_OR_EXPLANATION);
    expect(review.json().score).toBe(100);
  });
});
