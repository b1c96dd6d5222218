import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { Access, Endpoint } from "@tayari/contracts/endpoint";
import { callersSuite, codedErrorFaults } from "./test/routes";
import { sampleOf, slotName, withText, type Slot } from "./test/walk-schema";
import { tableRowCounts } from "./test/row-counts";
import { hintsFor } from "./test/walk-hints";

/**
 * Issue 29's walk: every route registered under /api, every string its schemas accept (path,
 * query, body, a record's keys), and in each in turn NUL, BEL, U+202E, a lone surrogate and 100,000
 * characters. Every answer is a 4xx with a code of the contract, its values and a message, never
 * a 5xx, and no table gains a row. The counts go to docs/security.md.
 */
const HOSTILE = {
  NUL: "a\u0000b",
  BEL: "a\u0007b",
  RLO: "exe.\u202etxt",
  "lone surrogate": "a\ud800b",
  "100,000 characters": "x".repeat(100_000),
} as const;

/** In an address the same, percent-encoded as a browser would send the bytes (a lone half as CESU-8). */
const IN_ADDRESS: Record<keyof typeof HOSTILE, string> = {
  NUL: "a%00b",
  BEL: "a%07b",
  RLO: "exe.%E2%80%AEtxt",
  "lone surrogate": "a%ED%A0%80b",
  "100,000 characters": "x".repeat(100_000),
};

/** Tables that count requests, not things a caller made: a refusal may add to them. */
const COUNTERS = new Set(["rate_limits", "login_addresses"]);

interface Walked {
  requests: number;
  byStatus: Map<number, number>;
  failures: string[];
}

interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

const { t, as } = await callersSuite();

/** Every API route the app registered, with its schemas and who may call it. */
function registeredRoutes() {
  return t.app.contract.routes.flatMap((route: RouteOptions) => {
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    const methods = [route.method].flat().filter((m) => m !== "HEAD" && m !== "OPTIONS");
    return methods.map((method) => ({
      method,
      url: route.url,
      schema: (route.schema ?? {}) as RouteSchemas,
      // A route not yet declared checks its session itself: the examiner may call every one.
      access: endpoint?.access ?? ("examiner" as Access),
      line: `${method} ${route.url}`,
    }));
  });
}

function addressOf(url: string, params: Record<string, unknown>, query: unknown) {
  const path = url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? "1"));
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== null && typeof v !== "object",
  );
  return entries.length
    ? `${path}?${entries.map(([k, v]) => `${k}=${String(v)}`).join("&")}`
    : path;
}

const encode = (value: unknown) =>
  typeof value === "string" && !/%/.test(value) ? encodeURIComponent(value) : value;
const encodedAll = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, encode(v)]),
  );

describe("every route, every string field, hostile text", () => {
  it("answers each with a 4xx, a code and a message, never a 5xx, and stores nothing", async () => {
    const walked: Walked = { requests: 0, byStatus: new Map(), failures: [] };
    const before = await tableRowCounts(t.app);
    for (const route of registeredRoutes()) {
      const params = route.schema.params
        ? sampleOf(route.schema.params as never, hintsFor(route.url, t.clock.now))
        : null;
      const query = route.schema.querystring
        ? sampleOf(route.schema.querystring as never, hintsFor(route.url, t.clock.now))
        : null;
      const body = route.schema.body
        ? sampleOf(route.schema.body as never, hintsFor(route.url, t.clock.now))
        : null;
      const paramValues = (params?.value ?? {}) as Record<string, unknown>;
      const cases: Array<{ where: string; slot: Slot; part: "params" | "query" | "body" }> = [
        ...(params?.slots ?? []).map((slot) => ({ where: "path", slot, part: "params" as const })),
        ...(query?.slots ?? []).map((slot) => ({ where: "query", slot, part: "query" as const })),
        ...(body?.slots ?? []).map((slot) => ({ where: "body", slot, part: "body" as const })),
      ];
      // A path parameter the schema does not describe is still a string the route reads.
      for (const name of route.url.matchAll(/:(\w+)/g))
        if (!(name[1]! in paramValues))
          cases.push({ where: "path", slot: { path: [name[1]!] }, part: "params" });
      for (const { where, slot, part } of cases)
        for (const [kind, text] of Object.entries(HOSTILE) as [keyof typeof HOSTILE, string][]) {
          const inAddress = IN_ADDRESS[kind];
          const p =
            part === "params" ? (withText(paramValues, slot, inAddress) as object) : paramValues;
          const q = part === "query" ? withText(query!.value, slot, inAddress) : query?.value;
          // A file's text may be long: past its own limit (5,000,000), the body's limit answers.
          const long = kind === "100,000 characters" && slot.path.at(-1) === "text";
          const payload =
            part === "body"
              ? withText(body!.value, slot, long ? "x".repeat(5_000_001) : text)
              : body?.value;
          const url = `/api${addressOf(route.url.replace(/^\/api/, ""), encodedAll(p), encodedAll(q))}`;
          const res = await t.app.inject({
            method: route.method as "GET",
            url,
            headers: {
              ...as[route.access],
              ...(payload === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
          });
          walked.requests++;
          walked.byStatus.set(res.statusCode, (walked.byStatus.get(res.statusCode) ?? 0) + 1);
          const what = `${route.line} ${where} ${slotName(slot)} <- ${kind}: ${res.statusCode}`;
          if (res.statusCode < 400 || res.statusCode >= 500) {
            walked.failures.push(`${what} ${res.body.slice(0, 200)}`);
            continue;
          }
          for (const fault of codedErrorFaults(res.json()))
            walked.failures.push(`${what}: ${fault}`);
          if (res.body.length > 64 * 1024)
            walked.failures.push(`${what}: ${res.body.length} B body`);
        }
    }
    const after = await tableRowCounts(t.app);
    const grown = Object.keys(after).filter(
      (table) => !COUNTERS.has(table) && after[table]! > (before[table] ?? 0),
    );
    const summary = {
      routes: registeredRoutes().length,
      requests: walked.requests,
      "4xx": [...walked.byStatus]
        .filter(([s]) => s >= 400 && s < 500)
        .reduce((n, [, c]) => n + c, 0),
      "5xx": [...walked.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
      byStatus: Object.fromEntries(walked.byStatus),
    };
    console.info(`route walk: ${JSON.stringify(summary)}`);
    expect(walked.failures).toEqual([]);
    expect(grown, "tables that gained rows").toEqual([]);
    // The walk reached every route and a real number of fields (a schema change that hid them fails).
    expect(walked.requests).toBeGreaterThan(200);
  }, 600_000);
});

describe("the probe's cases (issue 29)", () => {
  it("answers a bank of 100,000 bad items with a 422 of a few KB, not every problem", async () => {
    const questions = Array.from({ length: 100_000 }, (_, id) => ({ id }));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/examiner/banks",
      headers: { ...as.examiner, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Probe bank", questions }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body.length).toBeLessThan(64 * 1024);
    // Past 10,000 items the bank is refused by its size, unread (issue 67).
    expect(res.json().errors).toEqual({
      bank: [expect.objectContaining({ code: "imports.bankTooManyQuestions" })],
    });
  }, 120_000);
});
