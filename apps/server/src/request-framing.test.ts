import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCodedError } from "./test/routes";
import { createTestApp, newStudent, type TestApp } from "./test/test-app";

// Issue 47's small ones: a body sent to a route that takes none, an address or headers past Node's
// limit, and a request whose framing cannot be trusted (Content-Length beside chunked encoding).

let t: TestApp;
const lines: string[] = [];
let port: number;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, undefined, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => t.close());

/** The levels of the lines logged since `from`. */
const levelsSince = (from: number) =>
  lines.slice(from).map((line) => (JSON.parse(line) as { level: number }).level);

/** One raw request on its own connection: everything the server wrote back until it closed. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(request);
  });
}

/** The status and JSON body of a raw answer. */
function parsed(answer: string) {
  const [head, body] = answer.split("\r\n\r\n");
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head!)?.[1]),
    head: head!,
    body: JSON.parse(body!),
  };
}

describe("a body sent to a route that takes none", () => {
  it("is ignored: the route answers as without it, and nothing is logged as an error", async () => {
    const student = newStudent();
    await t.app.inject({ method: "POST", url: "/api/register", payload: student });
    const from = lines.length;
    for (const [type, payload] of [
      ["application/json", JSON.stringify({ name: "a\u0000b" })],
      ["application/json", "{ not json"],
      ["text/plain", "hello"],
      ["application/json", JSON.stringify({ text: "x".repeat(100_000) })],
    ] as const) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: student.email, password: student.password },
      });
      // Logging out takes no body: it logs out, whatever came with it.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { authorization: `Bearer ${login.json().token}`, "content-type": type },
        payload,
      });
      expect(res.statusCode, `${type} ${payload.slice(0, 20)}`).toBe(200);
      const me = await t.app.inject({
        url: "/api/me",
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    // pino's levels: 50 is error, 60 fatal.
    expect(levelsSince(from).filter((level) => level >= 50)).toEqual([]);
  });
});

describe("requests Node's parser refuses before any route", () => {
  it("answers an address past Node's header limit with 431 in the app's shape", async () => {
    const answer = parsed(
      await raw(`GET /api/levels?x=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ code: "general.headersTooLarge", params: {} });
    expectCodedError(answer.body, "431");
    expect(answer.head).toMatch(/content-type: application\/json/i);
    const headers = parsed(
      await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`),
    );
    expect(headers.status).toBe(431);
  });

  it("answers Content-Length beside chunked encoding, and other broken framing, with 400 in the app's shape", async () => {
    for (const request of [
      "POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
      "GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
      "NOT-HTTP\r\n\r\n",
    ]) {
      const answer = parsed(await raw(request));
      expect(answer.status, request.slice(0, 30)).toBe(400);
      expect(answer.body).toMatchObject({ code: "general.malformedRequest", params: {} });
      expectCodedError(answer.body, request.slice(0, 30));
    }
    // The server still answers.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
