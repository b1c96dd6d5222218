import * as z from "zod/mini";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, checkedBody } from "./api-client";

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
