import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// What a production server (LOG_LEVEL=info) writes per request: one line, once it is answered.
describe("the request log at info", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" }, undefined, {
      logStream: { write: (line) => void lines.push(line) },
    });
  }, 120_000);
  afterAll(() => t.close());

  it("is one line per request, with its method, address, status and time", async () => {
    lines.length = 0;
    const answer = await t.app.inject({ method: "GET", url: "/api/levels?lang=en" });
    expect(answer.statusCode).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(missing.statusCode).toBe(404);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((l) => l.msg)).toEqual(["request completed", "request completed"]);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: "GET",
      url: "/api/levels?lang=en",
      status: 200,
      reqId: expect.any(String),
      ms: expect.any(Number),
    });
    expect(logged[1]).toMatchObject({ url: "/api/no-such-thing", status: 404 });
  });
});
