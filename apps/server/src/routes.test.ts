import Fastify from "fastify";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { endpoint } from "@tayari/contracts/endpoint";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { contractPlugin, handle } from "./plugins/contract";
import { errorsPlugin } from "./plugins/errors";
import { zodPlugin } from "./plugins/zod";
import { callersSuite, declaredRoutes, expectCodedError, routeUrl } from "./test/routes";

/**
 * Every route of the API comes from its declaration in packages/contracts (decision 65): this is
 * the list, with who may call each. A route added, removed or opened up changes it.
 */
const ROUTES = [
  "GET /api/health public",
  "POST /api/register public",
  "POST /api/login public",
  "POST /api/logout signed-in",
  "POST /api/logout-everywhere signed-in",
  "POST /api/change-password signed-in",
  "GET /api/me signed-in",
  "PUT /api/me/language signed-in",
  "PUT /api/me/practice signed-in",
  "POST /api/forgot-password public",
  "POST /api/reset-password public",
  "POST /api/verify-email public",
  "POST /api/verify-email/resend signed-in",
  "GET /api/levels public",
  "GET /api/subjects/:slug public",
  "GET /api/subject/:subject_slug/category/:category_slug public",
  "GET /api/entrance/subjects public",
  "GET /api/entrance/subjects/:key/mcq public",
  "GET /api/entrance/subjects/:sub_slug/:sub_type public",
  "GET /api/entrance/subjects/:id/mcq/:uid/:utype public",
  "GET /api/banks/entrance/draw public",
  "GET /api/banks/entrance/draw/compact public",
  "GET /api/banks/entrance/papers/:year public",
  "GET /api/banks/entrance/explanations public",
  "GET /api/examiner/catalog-import/targets examiner",
  "POST /api/examiner/catalog-import/preview examiner",
  "POST /api/examiner/catalog-import examiner",
  "DELETE /api/examiner/catalog-import/units/:unit/questions/:question examiner",
  "PUT /api/examiner/catalog-import/units/:unit/questions/:question/options examiner",
  "GET /api/examiner/catalog-import/published examiner",
  "POST /api/examiner/banks examiner",
  "PUT /api/attempts/:id signed-in",
  "GET /api/me/attempts signed-in",
  "GET /api/me/attempts/:id signed-in",
  "GET /api/me/progress signed-in",
  "GET /api/me/review signed-in",
  "GET /api/me/weak-topics signed-in",
  "GET /api/me/readiness signed-in",
  "GET /api/me/next-step signed-in",
  "GET /api/me/export signed-in",
  "DELETE /api/me signed-in",
  "GET /api/mocks/:paper public",
  "GET /api/me/mocks/:paper/sitting signed-in",
  "PUT /api/me/mocks/:paper/sitting signed-in",
  "GET /api/me/mocks/:paper/standing signed-in",
  "GET /api/me/mocks signed-in",
  "POST /api/examiner/live-mocks examiner",
  "GET /api/live-mocks signed-in",
  "GET /api/live-mocks/:slug/standings signed-in",
  "GET /api/exams signed-in",
  "POST /api/exams/:slug/attempt signed-in",
  "GET /api/exams/:slug/attempt signed-in",
  "PUT /api/exams/:slug/attempt/answers/:question_id signed-in",
  "POST /api/exams/:slug/attempt/submit signed-in",
  "POST /api/exams/:slug/sealed signed-in",
  "GET /api/exams/:slug/key public",
  "POST /api/exams/:slug/attempt/sealed signed-in",
  "GET /api/exams/:slug/result signed-in",
  "GET /api/examiner/exams/:slug/merit examiner",
  "GET /api/examiner/exams/:slug/candidates/:user/answers examiner",
  "GET /api/examiner/banks examiner",
  "GET /api/examiner/banks/:id examiner",
  "GET /api/examiner/public-banks/:name examiner",
  "DELETE /api/examiner/banks/:id examiner",
  "POST /api/examiner/exams examiner",
  "PUT /api/examiner/exams/:slug examiner",
  "POST /api/examiner/exams/:slug/extend examiner",
  "GET /api/examiner/exams examiner",
  "POST /api/examiner/exams/:slug/release examiner",
  "POST /api/examiner/exams/:slug/close examiner",
  "GET /api/examiner/exams/:slug/analysis examiner",
  "POST /api/examiner/exams/:slug/corrections examiner",
  "POST /api/examiner/exams/:slug/regrade/preview examiner",
  "POST /api/examiner/exams/:slug/regrade examiner",
  "GET /api/examiner/exams/:slug/candidates examiner",
  "POST /api/examiner/exams/:slug/candidates/preview examiner",
  "PUT /api/examiner/exams/:slug/candidates examiner",
  "PUT /api/examiner/exams/:slug/candidates/extra-time examiner",
  "POST /api/examiner/exams/:slug/candidates/reopen examiner",
  "POST /api/examiner/exams/:slug/candidates/free-roll examiner",
  "GET /api/examiner/exams/:slug/log examiner",
  "GET /api/examiner/exams/:slug/preview examiner",
];

/** Path values nobody here would write: each must get a 4xx (or a 2xx/404 for a plain word) with a code. */
const HOSTILE_SEGMENTS = [
  "'%20OR%201%3D1--",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "-1",
  "1.5",
  "99999999999999999999",
  "%F0%9F%98%80",
  "%ED%A0%80",
  "Grade%20X",
  "a".repeat(300),
];

/** Bodies of the wrong shape: nothing, a list, a string, an empty object, a control character. */
const BAD_BODIES: Array<{ payload?: string; type?: string }> = [
  {},
  { payload: "[]", type: "application/json" },
  { payload: '"text"', type: "application/json" },
  { payload: "{}", type: "application/json" },
  { payload: '{"name":"\\u0000","email":1,"password":[]}', type: "application/json" },
  { payload: "{not json", type: "application/json" },
  { payload: "name=x", type: "application/x-www-form-urlencoded" },
];

const { t, as } = await callersSuite();

describe("the API's routes", () => {
  it("are these, each with who may call it", () => {
    expect(declaredRoutes().map((route) => route.line)).toEqual(ROUTES);
    // Registered as declared: each one answers at its path (not the not-found handler's 404 body).
    for (const route of declaredRoutes())
      expect(t.app.hasRoute({ method: route.method, url: route.path }), route.line).toBe(true);
  });

  it("refuse a caller without the access first: 401 for a guest, 403 for a student, whatever the body", async () => {
    for (const route of declaredRoutes().filter((r) => r.access !== "public")) {
      const url = routeUrl(route, () => "x");
      const guest = await t.app.inject({ method: route.method, url, payload: {} });
      expect(guest.statusCode, route.line).toBe(401);
      expect(guest.json().code, route.line).toBe("general.sessionEnded");
      if (route.access !== "examiner") continue;
      const student = await t.app.inject({
        method: route.method,
        url,
        headers: as["signed-in"],
        payload: {},
      });
      expect(student.statusCode, route.line).toBe(403);
      expect(student.json().code, route.line).toBe("general.examinersOnly");
    }
  });

  it("answer hostile path values and bad bodies with a 4xx carrying a code, never an error without one", async () => {
    for (const route of declaredRoutes()) {
      const headers = as[route.access];
      const urls = route.params.length
        ? HOSTILE_SEGMENTS.map((value) => routeUrl(route, () => value))
        : [route.path];
      for (const url of urls) {
        const res = await t.app.inject({ method: route.method, url, headers });
        expect(res.statusCode, `${route.line}: ${url}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectCodedError(res.json(), `${route.line}: ${url}`);
      }
      if (!route.endpoint.body) continue;
      for (const { payload, type } of BAD_BODIES) {
        const res = await t.app.inject({
          method: route.method,
          url: routeUrl(route, () => "1"),
          headers: { ...headers, ...(type ? { "content-type": type } : {}) },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, `${route.line}: ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.line}: ${payload}`).toBeLessThan(500);
        expectCodedError(res.json(), `${route.line}: ${payload}`);
      }
    }
  });
});

describe("numbers in an address", () => {
  it("are plain decimal digits: 0x1, %20%31, 1e3, +1 and 1.0 are not ids or years", async () => {
    const id = (value: string) => `/api/entrance/subjects/${value}/mcq/1/mcq`;
    const year = (value: string) => `/api/banks/entrance/papers/${value}`;
    for (const value of ["0x1", "%20%31", "1e0", "+1", "1.0", "0b1", "1%00"]) {
      const res = await t.app.inject({ url: id(value) });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code, value).toBe("general.invalidAddress");
    }
    for (const value of ["2e3", "0x7d0", "%202000", "2000.0", "+2000"]) {
      const res = await t.app.inject({ url: year(value) });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code, value).toBe("banks.invalidYear");
    }
    // Digits are read as they are: the paper of a year the bank does not have is a 404, not a 400.
    expect((await t.app.inject({ url: year("2000") })).statusCode).toBe(404);
  });
});

describe("the start-up check", () => {
  const probe = endpoint({
    method: "GET",
    path: "/probe/:id",
    access: "public",
    params: z.object({ id: z.string() }),
    responses: { 200: z.object({ id: z.string() }) },
  });

  async function bareApp() {
    const app = Fastify({ logger: false });
    await app.register(zodPlugin);
    await app.register(errorsPlugin);
    await app.register(contractPlugin, { declared: [probe], strict: true });
    return app;
  }

  it("starts when every declared endpoint has its handler, and serves it", async () => {
    const app = await bareApp();
    await app.register(async (api) => handle(api, probe, (request) => request.params), {
      prefix: "/api",
    });
    await app.ready();
    expect((await app.inject({ url: "/api/probe/7" })).json()).toEqual({ id: "7" });
    await app.close();
  });

  it("refuses to start when a declared endpoint has no handler", async () => {
    const app = await bareApp();
    await expect(app.ready()).rejects.toThrow("GET /probe/:id is declared but has no handler");
    await app.close();
  });

  it("refuses to start when an API route has no declaration", async () => {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: "memory://",
        WEB_DIST: "/nonexistent-web-dist",
        // An empty catalog: nothing to seed, the check is what is tested.
        CATALOG_DIR: "/nonexistent-catalog",
      }),
      { mailWorker: "manual" },
    );
    app.get("/api/backdoor", async () => ({ open: true }));
    await expect(app.ready()).rejects.toThrow("GET /api/backdoor has a handler but no declaration");
    await app.close();
  }, 120_000);

  it("answers an error code the endpoint does not declare as a 500 in tests, and logs it", async () => {
    const app = await bareApp();
    const { fail } = await import("./lib/app-error");
    await app.register(
      async (api) =>
        handle(api, probe, () => {
          throw fail(404, "catalog.levelNotFound", { slug: "x" });
        }),
      { prefix: "/api" },
    );
    const res = await app.inject({ url: "/api/probe/1" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("general.serverError");
    await app.close();
  });
});
