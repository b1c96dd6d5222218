import { randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Access, Endpoint } from "@tayari/contracts/endpoint";
import { callersSuite, codedErrorFaults } from "./test/routes";
import { sampleOf, slotName, valueAt, withText, type Slot } from "./test/walk-schema";
import { hintsFor } from "./test/walk-hints";
import { client, privateBank } from "./modules/exams/exam-fixtures";
import { CSIT_PATTERN, heldBackPool } from "./modules/live-mocks/pool-fixtures";

/**
 * Issue 67, point 1: every date and every number of every route, in turn, at the extremes a probe
 * sends (year 0000 and 9999, a time zone's edge, the largest safe integer, an integer past
 * PostgreSQL's `integer`): each is a 4xx with a code of the contract and a message, refused by the
 * contract's range before the database can refuse it as a 500. At the edges of the ranges (2000 and
 * 2100, 2^31 - 1) the answer may be a success but never a 5xx, and what they make (an exam closing
 * in 2100, extended) is then sat, extended and reopened. The rest of each request is a real caller's,
 * on a world of real exams and sittings, so the extreme is the only fault.
 */
const DATES = [
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00.000Z",
  "1899-12-31T23:59:59Z",
  "1999-12-31T23:59:59Z",
  "2101-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "9999-12-31T23:59:59+14:00",
  "0000-01-01T00:00:00-14:00",
];
const EDGE_DATES = ["2100-12-31T23:59:59Z", "2100-12-31T23:59:59-12:00", "2000-01-01T00:00:00Z"];
/** In a body: numbers as JSON carries them. */
const NUMBERS = [
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  Number.MAX_VALUE,
];
const EDGE_NUMBERS = [2 ** 31 - 1, 0];
/** In an address: digits past what a number or a database integer holds. */
const DIGITS = ["2147483648", "9007199254740993", "99999999999999999999999", "-2147483649"];
const EDGE_DIGITS = ["2147483647", "0"];

const ISO = /^\d{4}-\d\d-\d\dT/;
const HOUR = 3_600_000;

interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}
interface Request {
  params: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

const { t, as } = await callersSuite();
const api = client(t);
const token = (access: Access) => as[access].authorization?.slice("Bearer ".length) ?? "";

/** The world the requests act on: a bank, an exam open now with a candidate in it, one to come. */
const world = {
  bankId: 0,
  spareBankId: 0,
  poolBankId: 0,
  studentId: 0,
  studentEmail: "",
  handedInEmail: "",
};
let seq = 0;
let made = 0;

beforeAll(async () => {
  const examiner = token("examiner");
  world.bankId = await api.uploadBank(examiner, privateBank({ physics: 6 }));
  world.spareBankId = await api.uploadBank(examiner, privateBank({ physics: 3 }), "Spare bank");
  // A held-back bank for live mocks (decision 0450): two papers of questions nobody has seen.
  world.poolBankId = await api.uploadBank(
    examiner,
    heldBackPool(CSIT_PATTERN, 2, 70_000),
    "Held back",
  );
  const form = { source: { bank_id: world.bankId }, release: "manual" };
  await api.createExam(examiner, api.examForm({ ...form, slug: "walk-exam" }));
  const later = t.clock.now.getTime() + 24 * HOUR;
  await api.createExam(
    examiner,
    api.examForm({
      ...form,
      slug: "walk-later",
      opens_at: new Date(later).toISOString(),
      closes_at: new Date(later + HOUR).toISOString(),
    }),
  );
  const student = token("signed-in");
  const me = (await api.call("GET", "/api/me", student)).json();
  world.studentId = me.user.id;
  world.studentEmail = me.user.email;
  expect((await api.call("POST", "/api/exams/walk-exam/attempt", student, {})).statusCode).toBe(
    201,
  );
  const handedIn = await api.sit("walk-exam", [[1, "Key 1"]]);
  world.handedInEmail = (await api.call("GET", "/api/me", handedIn)).json().user.email;
}, 120_000);

const versionOf = async (slug: string) =>
  (await api.listed(token("examiner"), slug)).version as number;

/**
 * Requests the sampler cannot make good on its own (a real attempt, an exam's version, a
 * candidate): each a function, so that it reads the world as it is when its route's turn comes.
 */
const GOOD: Record<string, () => Promise<Request> | Request> = {
  "PUT /api/attempts/:id": () => ({
    params: { id: randomUUID() },
    body: {
      mode: "entrance",
      source: "entrance",
      started_at: new Date(t.clock.now.getTime() - 600_000).toISOString(),
      finished_at: new Date(t.clock.now.getTime() - 60_000).toISOString(),
      seed: 7,
      questions: [{ id: 1, pick: null, seconds: 12 }],
    },
  }),
  "PUT /api/exams/:slug/attempt/answers/:question_id": () => ({
    params: { slug: "walk-exam", question_id: "2" },
    body: { pick: "Key 2", seq: ++seq + 1000 },
  }),
  "POST /api/examiner/exams": () => ({
    params: {},
    body: {
      ...api.examForm({ source: { bank_id: world.bankId }, slug: `walk-new-${++made}` }),
      idempotency_key: `walk-key-${made}-${randomUUID()}`,
      selection: { mode: "fixed", question_ids: [1, 2] },
    },
  }),
  "PUT /api/examiner/exams/:slug": async () => {
    const later = t.clock.now.getTime() + 24 * HOUR;
    const { slug: _slug, ...form } = api.examForm({
      source: { bank_id: world.bankId },
      opens_at: new Date(later).toISOString(),
      closes_at: new Date(later + HOUR).toISOString(),
      selection: { mode: "fixed", question_ids: [1, 2] },
    });
    return {
      params: { slug: "walk-later" },
      body: { ...form, version: await versionOf("walk-later") },
    };
  },
  "POST /api/examiner/exams/:slug/extend": async () => ({
    params: { slug: "walk-exam" },
    body: {
      version: await versionOf("walk-exam"),
      add_minutes: 1,
      closes_at: new Date(t.clock.now.getTime() + 3 * HOUR).toISOString(),
    },
  }),
  "GET /api/examiner/exams/:slug/candidates/:user/answers": () => ({
    params: { slug: "walk-exam", user: String(world.studentId) },
  }),
  "POST /api/examiner/exams/:slug/corrections": () => ({
    params: { slug: "walk-exam" },
    body: { question_id: 1, version: 0, change: { kind: "drop" }, reason: "A walk's drop" },
  }),
  "POST /api/examiner/exams/:slug/regrade/preview": () => ({
    params: { slug: "walk-exam" },
    body: {
      corrections: [
        { question_id: 2, version: 0, change: { kind: "drop" }, reason: "A walk's drop" },
      ],
    },
  }),
  "POST /api/examiner/exams/:slug/regrade": () => ({
    params: { slug: "walk-exam" },
    body: {
      corrections: [
        { question_id: 2, version: 0, change: { kind: "drop" }, reason: "A walk's drop" },
      ],
    },
  }),
  "PUT /api/me/practice": () => ({ params: {}, body: { target: 80 } }),
  "PUT /api/examiner/exams/:slug/candidates/extra-time": () => ({
    params: { slug: "walk-exam" },
    body: { who: world.studentEmail, minutes: 5 },
  }),
  "POST /api/examiner/exams/:slug/candidates/reopen": () => ({
    params: { slug: "walk-exam" },
    body: { who: world.handedInEmail, reason: "Power cut in the lab", minutes: 5 },
  }),
  "DELETE /api/examiner/banks/:id": () => ({ params: { id: String(world.spareBankId) } }),
  "GET /api/examiner/banks/:id": () => ({ params: { id: String(world.bankId) } }),
  "PUT /api/me/mocks/:paper/sitting": () => ({
    params: { paper: "mock-1" },
    body: {
      id: randomUUID(),
      elapsed_ms: 60_000,
      current: 0,
      picks: Array.from({ length: 100 }, () => null),
      flags: [0],
      seen: [0],
      changes: 1,
    },
  }),
  "POST /api/examiner/live-mocks": () => ({
    params: {},
    body: {
      paper: "mock-2",
      bank_id: world.poolBankId,
      opens_at: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
      window_minutes: 150,
    },
  }),
};
/**
 * The forms of a union the sampler and GOOD do not take (the sampler takes a union's first form;
 * GOOD one real caller's): each made good too, and its numbers and dates walked like the rest.
 */
const OTHER_FORMS: Record<string, Array<() => Promise<Request> | Request>> = {
  "POST /api/examiner/exams": [
    () => ({
      params: {},
      body: {
        ...api.examForm({ source: { bank_id: world.bankId }, slug: `walk-new-${++made}` }),
        timing: { mode: "per_question", seconds: 60 },
        selection: { mode: "quota", quotas: [{ category: "physics", count: 2 }] },
        custom_marks: { physics: { correct: 1, wrong: 0.25 } },
        profile: "custom",
      },
    }),
  ],
  "PUT /api/examiner/exams/:slug": [
    async () => {
      const later = t.clock.now.getTime() + 24 * HOUR;
      const { slug: _slug, ...form } = api.examForm({
        source: { bank_id: world.bankId },
        opens_at: new Date(later).toISOString(),
        closes_at: new Date(later + HOUR).toISOString(),
        timing: { mode: "per_question", seconds: 60 },
        selection: { mode: "quota", quotas: [{ category: "physics", count: 2 }] },
      });
      return {
        params: { slug: "walk-later" },
        body: { ...form, version: await versionOf("walk-later") },
      };
    },
  ],
};

/** Where a request's body holds a number or a date: its own fields, whatever form it took. */
function leavesOf(value: unknown, path: (string | number)[] = []): Slot[] {
  if (typeof value === "number" || (typeof value === "string" && ISO.test(value)))
    return [{ path }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [];
}

/** Routes whose good request is still refused here (a state the walk does not make): any 4xx will do. */
const REFUSED_BASE = new Set([
  // Nothing published through the catalog import: the question is not found.
  "DELETE /api/examiner/catalog-import/units/:unit/questions/:question",
  "PUT /api/examiner/catalog-import/units/:unit/questions/:question/options",
  // A key is corrected once the exam has closed.
  "POST /api/examiner/exams/:slug/corrections",
  "POST /api/examiner/exams/:slug/regrade/preview",
  "POST /api/examiner/exams/:slug/regrade",
]);

function registeredRoutes() {
  return t.app.contract.routes
    .flatMap((route: RouteOptions) => {
      const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
      const methods = [route.method].flat().filter((m) => m !== "HEAD" && m !== "OPTIONS");
      return methods.map((method) => ({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RouteSchemas,
        access: endpoint?.access ?? ("examiner" as Access),
        line: `${method} ${route.url}`,
      }));
    })
    .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
}

const queryText = (value: unknown) => {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== null && typeof v !== "object",
  );
  return entries.length
    ? `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join("&")}`
    : "";
};

/**
 * `value` with `extreme` at `slot`, or undefined where the good request has no such field (the
 * sampler takes a union's first form: a field of another form would only be stripped; OTHER_FORMS
 * walks the others).
 */
function put(value: unknown, slot: Slot, extreme: unknown): unknown {
  const parent = valueAt(value, { path: slot.path.slice(0, -1) });
  if (typeof parent !== "object" || parent === null || !(slot.path.at(-1)! in parent))
    return undefined;
  return withText(value, slot, extreme);
}

interface Case {
  part: "params" | "query" | "body";
  slot: Slot;
  inAddress: boolean;
}

/** The extremes (or, with `edge`, the edges) for the value at `slot` of `request`'s `part`. */
function extremesFor(
  edge: boolean,
  inAddress: boolean,
  request: Request,
  part: Case["part"],
  slot: Slot,
): readonly unknown[] {
  const isDate = ISO.test(String(valueAt(request[part], slot) ?? ""));
  if (isDate) return edge ? EDGE_DATES : DATES;
  if (inAddress) return edge ? EDGE_DIGITS : DIGITS;
  return edge ? EDGE_NUMBERS : NUMBERS;
}

describe("every date and number field at its extremes (issue 67, point 1)", () => {
  it("answers each extreme with a coded 4xx, and each edge with no 5xx", async () => {
    const failures: string[] = [];
    const counts = { routes: 0, forms: 0, fields: 0, requests: 0, edgesAccepted: 0 };
    for (const route of registeredRoutes()) {
      const hints = hintsFor(route.url, t.clock.now);
      const sampled = {
        params: route.schema.params ? sampleOf(route.schema.params as never, hints) : null,
        query: route.schema.querystring ? sampleOf(route.schema.querystring as never, hints) : null,
        body: route.schema.body ? sampleOf(route.schema.body as never, hints) : null,
      };
      const cases: Case[] = [];
      for (const part of ["params", "query", "body"] as const) {
        const sample = sampled[part];
        if (!sample) continue;
        for (const slot of sample.numbers) cases.push({ part, slot, inAddress: part !== "body" });
        for (const slot of sample.slots)
          if (ISO.test(String(valueAt(sample.value, slot) ?? "")))
            cases.push({ part, slot, inAddress: part !== "body" });
      }
      if (!cases.length) continue;
      counts.routes++;
      const sampledGood = (): Request => ({
        params: (sampled.params?.value ?? {}) as Record<string, unknown>,
        query: sampled.query?.value,
        body: sampled.body?.value,
      });
      const send = async (request: Request) => {
        const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(String(request.params[name] ?? "1")),
        );
        counts.requests++;
        return t.app.inject({
          method: route.method as "GET",
          url: `${path}${queryText(request.query)}`,
          headers: {
            ...as[route.access],
            ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
        });
      };
      const walk = async (edge: boolean, good: () => Promise<Request> | Request, all: Case[]) => {
        for (const { part, slot, inAddress } of all) {
          let reached = false;
          for (const extreme of extremesFor(edge, inAddress, await good(), part, slot)) {
            const request = await good();
            const changed = put(request[part] ?? {}, slot, extreme);
            if (changed === undefined) continue;
            reached = true;
            const res = await send({ ...request, [part]: changed });
            const what = `${route.line} ${part} ${slotName(slot)} <- ${String(extreme)}: ${res.statusCode}`;
            if (res.statusCode >= 500 || (!edge && res.statusCode < 400)) {
              failures.push(`${what} ${res.body.slice(0, 200)}`);
              continue;
            }
            if (res.statusCode < 400) counts.edgesAccepted++;
            else
              for (const fault of codedErrorFaults(res.json())) failures.push(`${what}: ${fault}`);
          }
          if (reached && !edge) counts.fields++;
        }
      };
      // The route's good request, then each other form of its unions: every number and date of
      // each, the sampler's and the request's own.
      const forms = [GOOD[route.line] ?? sampledGood, ...(OTHER_FORMS[route.line] ?? [])];
      for (const [i, good] of forms.entries()) {
        const own = leavesOf((await good()).body).map((slot) => ({
          part: "body" as const,
          slot,
          inAddress: false,
        }));
        const all = [...(i === 0 ? cases : []), ...own].filter(
          (c, at, list) =>
            list.findIndex((d) => d.part === c.part && slotName(d.slot) === slotName(c.slot)) ===
            at,
        );
        if (i > 0) counts.forms++;
        await walk(false, good, all);
        // The request without an extreme succeeds: the refusals above were the extremes'.
        const base = await send(await good());
        const pathOnly = all.every((c) => c.part === "params");
        if (
          base.statusCode >= 500 ||
          (base.statusCode >= 400 && !REFUSED_BASE.has(route.line) && !pathOnly)
        )
          failures.push(
            `${route.line} without an extreme (form ${i + 1}): ${base.statusCode} ${base.body.slice(0, 200)}`,
          );
        // The edges last: what they make is what the next routes act on.
        await walk(true, good, all);
      }
    }
    console.info(`extremes walk: ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
    // The walk reached the fields the probe fed (a schema change that hid them fails here).
    expect(counts.fields).toBeGreaterThan(40);
    // The other forms were made and walked (whole-paper minutes, per-question seconds, quotas).
    expect(counts.forms).toBe(Object.values(OTHER_FORMS).flat().length);
  }, 600_000);
});

describe("a query on a route that takes none (issue 67, point 1)", () => {
  it("answers `?lang=%00` on every route with a code the route declares, never a 5xx", async () => {
    const failures: string[] = [];
    const routes = registeredRoutes();
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, "1");
      const res = await t.app.inject({
        method: route.method as "GET",
        url: `${path}?lang=%00`,
        headers: as[route.access],
      });
      const what = `${route.line}?lang=%00: ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${what} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400)
        for (const fault of codedErrorFaults(res.json())) failures.push(`${what}: ${fault}`);
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });
});
