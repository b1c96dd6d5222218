import * as z from "zod/mini";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint } from "@tayari/contracts/endpoint";
import { ApiError, call } from "./api-client";
import { apiRequest, checkedBody } from "./api-request";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the call should fail"),
    (error: unknown) => error as ApiError,
  );

const getThing = endpoint({
  method: "GET",
  path: "/things/:slug/part/:id",
  access: "public",
  params: z.object({ slug: z.string(), id: z.number() }),
  query: z.object({ format: z.optional(z.string()) }),
  responses: { 200: z.object({ name: z.string() }), 201: z.string() },
});
const putThing = endpoint({
  method: "PUT",
  path: "/things",
  access: "signed-in",
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ saved: z.boolean() }) },
});

describe("call", () => {
  it("fills the path's parameters (escaped) and the query, and parses the answer by its status", async () => {
    answer({ name: "Physics", extra: true });
    const thing = await call(getThing, {
      params: { slug: "a b/c", id: 7 },
      query: { format: "csv" },
    });
    expect(thing).toEqual({ name: "Physics" });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/things/a%20b%2Fc/part/7?format=csv");
    expect(init).toMatchObject({ method: "GET" });
  });

  it("sends the body as JSON with the saved login's token", async () => {
    localStorage.setItem("profile", JSON.stringify({ token: "t0k" }));
    answer({ saved: true });
    await expect(call(putThing, { body: { name: "x" } })).resolves.toEqual({ saved: true });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: "PUT", body: '{"name":"x"}' });
    expect(init?.headers).toMatchObject({ Authorization: "Bearer t0k" });
    localStorage.clear();
  });

  it("reads a text answer (a CSV) by the schema of its status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("rank,name\n1,Sita", { status: 201 })),
    );
    await expect(call(getThing, { params: { slug: "a", id: 1 } })).resolves.toBe(
      "rank,name\n1,Sita",
    );
  });

  it("an error carries the server's code, values, English and each field's", async () => {
    const field = { code: "banks.invalidYear", params: {}, message: "Not a valid year." };
    answer({ ...field, errors: { year: [field] } }, 400);
    const error = await failure(call(getThing, { params: { slug: "a", id: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "banks.invalidYear",
      params: {},
      message: "Not a valid year.",
      fields: { year: [field] },
    });
  });

  it("an answer its schema does not fit is the client's own coded error", async () => {
    answer({ name: 42 });
    const error = await failure(call(getThing, { params: { slug: "a", id: 1 } }));
    expect(error).toMatchObject({ status: 200, code: "client.unreadable" });
  });

  it("no connection, or an answer without our shape, is the client's own coded error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await failure(call(putThing, { body: { name: "x" } }))).toMatchObject({
      status: 0,
      code: "client.unreachable",
      message: "Cannot reach the server. Check your connection and try again.",
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    expect(await failure(call(putThing, { body: { name: "x" } }))).toMatchObject({
      status: 502,
      code: "client.serverAnswered",
      params: { status: 502 },
      message: "The server answered 502. Please try again.",
    });
  });
});

describe("apiRequest", () => {
  it("hands over the answer, checked by the schema when one is given", async () => {
    answer({ message: "Hello", extra: 1 });
    const schema = z.object({ message: z.string() });
    await expect(apiRequest("/x", { schema })).resolves.toEqual({ message: "Hello" });
  });

  it("sends the saved login's token and a JSON body", async () => {
    localStorage.setItem("profile", JSON.stringify({ token: "t0k" }));
    answer({});
    await apiRequest("/logout", { method: "POST", body: { a: 1 } });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/logout");
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}' });
    expect(init?.headers).toMatchObject({
      Authorization: "Bearer t0k",
      "Content-Type": "application/json",
    });
  });

  it("a 422 carries the server's message and each field's messages", async () => {
    const taken = "The email has already been taken.";
    answer({ message: taken, errors: { email: [taken] } }, 422);
    const error = await failure(apiRequest("/register", { method: "POST", body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: taken, errors: { email: [taken] } });
  });

  it("an error without a message says what happened in words", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    const error = await failure(apiRequest("/x"));
    expect(error).toMatchObject({
      status: 502,
      message: "The server answered 502. Please try again.",
    });
  });

  it("no connection is status 0 with advice", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(apiRequest("/x"));
    expect(error).toMatchObject({
      status: 0,
      message: "Cannot reach the server. Check your connection and try again.",
    });
  });

  it("an answer that does not fit its schema is an error in words, not a crash", async () => {
    answer({ questions: "none" });
    const schema = z.object({ questions: z.array(z.string()) });
    const error = await failure(apiRequest("/x", { schema }));
    expect(error.message).toBe(
      "The server sent an answer this page cannot read. Please reload and try again.",
    );
  });

  it("an aborted call is passed on as the abort", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new DOMException("gone", "AbortError")));
    await expect(apiRequest("/x")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("checkedBody", () => {
  const schema = z.object({ email: z.string().check(z.trim(), z.minLength(1, "Required.")) });

  it("returns the parsed body", () => {
    expect(checkedBody(schema, { email: " a@b.c " })).toEqual({ email: "a@b.c" });
  });

  it("fails as the server would: 422, the first message, each field's messages", () => {
    let error: unknown;
    try {
      checkedBody(schema, { email: "  " });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      status: 422,
      message: "Required.",
      errors: { email: ["Required."] },
    });
  });
});
