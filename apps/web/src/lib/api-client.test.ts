import * as z from "zod/mini";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint } from "@tayari/contracts/endpoint";
import { ApiError, call } from "./api-client";

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

  it("a body cut off after its headers is the connection's failure, not an answer it cannot read", async () => {
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"name":'));
            controller.error(new TypeError("network error"));
          },
        }),
        { headers: { "content-type": "application/json" } },
      );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => cutOff()),
    );
    expect(await failure(call(getThing, { params: { slug: "a", id: 1 } }))).toMatchObject({
      status: 0,
      code: "client.unreachable",
    });
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

  it("an error in words without a code is not the API's answer: the client's own coded error", async () => {
    answer({ message: "Bad gateway", errors: { email: ["taken"] } }, 422);
    expect(await failure(call(putThing, { body: { name: "x" } }))).toMatchObject({
      status: 422,
      code: "client.serverAnswered",
      params: { status: 422 },
      fields: {},
    });
  });
});
