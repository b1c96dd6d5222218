import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoint } from "@tayari/contracts/endpoint";
import * as z from "zod/mini";
import { askEarly, call, endpointPath, takeEarly } from "./api-client";
import { getAttempts, getProgress, getReadiness, getReview } from "./progress-schemas";
import { PROGRESS_ANSWERS, RECENT_LIMIT } from "../features/progress/api/answers";

const getCount = endpoint({
  method: "GET",
  path: "/me/count",
  access: "signed-in",
  responses: { 200: z.object({ count: z.number() }) },
});

let asked: { url: string; authorization: string | null }[];
beforeEach(() => {
  asked = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      return Response.json({ count: asked.length });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const signIn = (token: string) =>
  localStorage.setItem(
    "profile",
    JSON.stringify({ token, user: { id: 1, name: "Sita", email: "sita@example.com" } }),
  );

describe("a page's answers asked as the app starts", () => {
  it("are asked at once, and the page's call takes its answer instead of asking again", async () => {
    signIn("t1");
    askEarly(["/me/count"], "t1");
    expect(asked).toEqual([{ url: "/api/me/count", authorization: "Bearer t1" }]);
    await expect(call(getCount)).resolves.toEqual({ count: 1 });
    expect(asked).toHaveLength(1);
    // Once: the next call asks the server again.
    await expect(call(getCount)).resolves.toEqual({ count: 2 });
  });

  it("are not taken for another login", async () => {
    askEarly(["/me/count"], "t1");
    signIn("t2");
    await expect(call(getCount)).resolves.toEqual({ count: 2 });
    expect(asked[1]).toEqual({ url: "/api/me/count", authorization: "Bearer t2" });
    expect(takeEarly("/me/count", "t1")).toBeUndefined();
  });

  it("for /progress are the addresses its queries ask", () => {
    expect(PROGRESS_ANSWERS).toEqual([
      endpointPath(getProgress),
      endpointPath(getAttempts, { query: { limit: RECENT_LIMIT } }),
      endpointPath(getReview),
      endpointPath(getReadiness),
    ]);
  });
});
