import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { writeProgressFixtures, signIn } from "../../test/progress-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { putCategoryAttempt } from "../../test/category-attempt";

// Recording attempts is rate limited per account like the other writes (issue 47, decision 141):
// RATE_LIMIT_ATTEMPTS_PER_HOUR, 600 by default. Tested here with 5, so that the limit is reached.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...writeProgressFixtures(), RATE_LIMIT_ATTEMPTS_PER_HOUR: "5" });
}, 120_000);
afterAll(async () => t.close());

const record = (headers: Record<string, string>, id = randomUUID()) =>
  putCategoryAttempt(t, headers, { id });

describe("PUT /api/attempts/{id}, rate limited per account", () => {
  it("takes the limit in an hour, then answers 429 with Retry-After; the queue gets through after", async () => {
    const asha = await signIn(t);
    const bikash = await signIn(t);
    for (let i = 0; i < 5; i++) expect((await record(asha.headers)).statusCode).toBe(201);
    const queued = randomUUID();
    const refused = await record(asha.headers, queued);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "general.tooManyAttempts" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another student is not slowed by Asha's count.
    expect((await record(bikash.headers)).statusCode).toBe(201);
    // The browser keeps the refused attempt queued and sends it again once the hour is over.
    t.clock.advance(60 * 60_000 + 1);
    expect((await record(asha.headers, queued)).statusCode).toBe(201);
  });

  it("allows 600 an hour by default: a week offline of heavy practice syncs at once", () => {
    expect(loadConfig({}).rateLimits.attemptsPerHour).toBe(600);
  });
});
