import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCategoryItems } from "@tayari/contracts/catalog";
import { createTestApp, type TestApp } from "../test/test-app";
import { client, EXAMINER, EXAMINER_ENV } from "../modules/exams/exam-fixtures";
import { CATALOG_RECHECK_MS } from "../app";
import { recordPublication } from "../modules/catalog-import/repository";
import { oneUnitCatalog, seededQuestion } from "../test/one-unit-catalog";
import { inTransaction } from "../db/db";

/**
 * The catalog's kept answers, sent again before the app's per-request work (issue 34,
 * ResponseCache.replay), seen the way a browser sees them: over HTTP, through a listening server.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let base: string;
let examiner: string;
const lines: string[] = [];

function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const UNITS = "/api/subject/grade-x-mathematics/category/mcq";
const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;

/** The questions of the unit Sets as a browser reads them from a brotli answer. */
function questionsOf(answer: Answer): { id: number; question: string }[] {
  expect(answer.headers["content-encoding"]).toBe("br");
  const body = getCategoryItems.responses[200].parse(
    JSON.parse(brotliDecompressSync(answer.body).toString("utf8")),
  );
  const unit = body.items.flatMap((item) => item.content).find((u) => u.name === "Sets")!;
  return JSON.parse(unit.json_data) as { id: number; question: string }[];
}

beforeAll(async () => {
  const dir = oneUnitCatalog("replay");
  // At debug, the app writes "incoming request" for each request it handles itself.
  t = await createTestApp({ ...EXAMINER_ENV, CATALOG_DIR: dir, LOG_LEVEL: "debug" }, undefined, {
    logStream: { write: (line) => void lines.push(line) },
  });
  examiner = await client(t).signUp(EXAMINER);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => t?.close());

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a kept catalog answer, asked again", () => {
  it("is the same answer, byte for byte and header for header, without the app's work", async () => {
    const first = await get(UNITS, BROWSER);
    expect(first.status).toBe(200);
    lines.length = 0;
    const again = await get(UNITS, BROWSER);
    expect(again.status).toBe(200);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    expect(questionsOf(again)).toHaveLength(10);
    // One line for it, as for any request, and no "incoming request": the app never saw it.
    expect(logged()).toEqual([
      expect.objectContaining({ msg: "request completed", url: UNITS, status: 200 }),
    ]);
    expect(logged()[0]!.reqId).not.toBe(undefined);
  });

  it("answers 304 to a browser holding its ETag, and 200 with the body to one holding another", async () => {
    const { headers } = await get(UNITS, BROWSER);
    const etag = headers.etag as string;
    const held = await get(UNITS, { ...BROWSER, "if-none-match": etag });
    const heldAgain = await get(UNITS, { ...BROWSER, "if-none-match": etag });
    for (const answer of [held, heldAgain]) {
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers).toMatchObject({
        etag,
        "cache-control": "public, max-age=60, stale-while-revalidate=600",
        vary: "Accept-Encoding",
        "x-content-type-options": "nosniff",
      });
    }
    const stale = await get(UNITS, { ...BROWSER, "if-none-match": '"an-older-one-br"' });
    expect(stale.status).toBe(200);
    expect(questionsOf(stale)).toHaveLength(10);
  });

  it("keeps each encoding apart: gzip, brotli and none get their own body and ETag", async () => {
    const answers = [];
    for (const encoding of ["br", "gzip", "identity", "br", "gzip", "identity"])
      answers.push(await get(UNITS, { "accept-encoding": encoding }));
    const [br, gzip, plain] = answers;
    expect([br, gzip, plain].map((a) => a!.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
    ]);
    expect(new Set([br, gzip, plain].map((a) => a!.headers.etag)).size).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect(answers[i + 3]!.headers.etag).toBe(answers[i]!.headers.etag);
      expect(answers[i + 3]!.body.equals(answers[i]!.body)).toBe(true);
    }
    expect(getCategoryItems.responses[200].parse(JSON.parse(plain!.body.toString()))).toBeTruthy();
  });

  it("answers HEAD and a made-up query through the app, as before", async () => {
    await get(UNITS, BROWSER);
    const head = await get(UNITS, BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const odd = await get(`${UNITS}?lang=xx`, BROWSER);
    expect(odd.status).toBe(400);
    expect(JSON.parse(odd.body.toString())).toMatchObject({ message: expect.any(String) });
  });
});

describe("content that changes", () => {
  const CSV = [
    "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
    "Published just now: which is the key?,Wrong,Right,Other,,,B,mathematics,B is the key.",
  ].join("\n");

  it("shows an examiner's publish and undo at the next request, with a new ETag", async () => {
    const before = await get(UNITS, BROWSER);
    const etag = before.headers.etag as string;
    expect((await get(UNITS, { ...BROWSER, "if-none-match": etag })).status).toBe(304);

    const published = await client(t).call("POST", "/api/examiner/catalog-import", examiner, {
      file_name: "one.csv",
      format: "csv",
      text: CSV,
      into: "grade-x-mathematics/sets",
    });
    expect(published.statusCode, published.body).toBe(201);

    const after = await get(UNITS, { ...BROWSER, "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const added = questionsOf(after).find((q) => q.question.startsWith("Published just now"));
    expect(added).toBeDefined();
    expect(questionsOf(await get(UNITS, BROWSER))).toHaveLength(11);

    const unitId = getCategoryItems.responses[200].parse(
      JSON.parse((await t.app.inject({ url: UNITS })).body),
    ).items[0]!.content[0]!.id;
    const undone = await client(t).call(
      "DELETE",
      `/api/examiner/catalog-import/units/${unitId}/questions/${added!.id}`,
      examiner,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    const undoneAnswer = await get(UNITS, BROWSER);
    expect(undoneAnswer.headers.etag).not.toBe(after.headers.etag);
    expect(questionsOf(undoneAnswer)).toHaveLength(10);
  });

  it("asks the database for another server's publish once the recheck is due", async () => {
    const kept = await get(UNITS, BROWSER);
    expect((await get(UNITS, BROWSER)).body.equals(kept.body)).toBe(true);
    const held = questionsOf(kept);
    const unitId = getCategoryItems.responses[200].parse(
      JSON.parse((await t.app.inject({ url: UNITS })).body),
    ).items[0]!.content[0]!.id;
    // What another server's publish writes, without this server's cache hearing of it.
    await inTransaction(t.app.db, (trx) =>
      recordPublication(trx, {
        unitId,
        ownerId: null,
        fileName: "elsewhere.csv",
        questions: JSON.stringify([seededQuestion(99)]),
        questionCount: 1,
        jsonData: JSON.stringify([...held, seededQuestion(99)]),
      }),
    );
    // Held for at most CATALOG_RECHECK_MS, then made again from the database.
    expect((await get(UNITS, BROWSER)).body.equals(kept.body)).toBe(true);
    t.clock.advance(CATALOG_RECHECK_MS);
    const fresh = await get(UNITS, BROWSER);
    expect(fresh.headers.etag).not.toBe(kept.headers.etag);
    expect(questionsOf(fresh).map((q) => q.id)).toContain(99);
  });
});

describe("a site allowed to call the API from another origin (CORS_ORIGINS)", () => {
  let cors: TestApp;
  let corsBase: string;
  const PARTNER = "https://partner.example";
  const ask = (headers: Record<string, string>) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.request(`${corsBase}${UNITS}`, { headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers));
      });
      request.on("error", reject);
      request.end();
    });

  beforeAll(async () => {
    const dir = oneUnitCatalog("replay-cors");
    cors = await createTestApp({ CATALOG_DIR: dir, CORS_ORIGINS: PARTNER });
    await cors.app.listen({ port: 0, host: "127.0.0.1" });
    corsBase = `http://127.0.0.1:${(cors.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => cors?.close());

  it("gets its own Access-Control-Allow-Origin after the same address was asked without one", async () => {
    for (let i = 0; i < 2; i++)
      expect((await ask(BROWSER))["access-control-allow-origin"]).toBe(undefined);
    for (let i = 0; i < 2; i++)
      expect((await ask({ ...BROWSER, origin: PARTNER }))["access-control-allow-origin"]).toBe(
        PARTNER,
      );
    // And the page's own requests after it are not given the partner's header.
    expect((await ask(BROWSER))["access-control-allow-origin"]).toBe(undefined);
  });
});
