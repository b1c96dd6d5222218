import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { databaseProxy } from "./test/database-proxy";
import { newStudent, startOptions, usingPostgres } from "./test/test-app";

const baseEnv = { NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent-web-dist" };

async function withDatabase<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  if (!usingPostgres) return run({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "tayari-durable-")) });
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `tayari_durable_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  try {
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe("durability", () => {
  it("when closing, turns new requests away with a message and lets one in flight finish", async () => {
    const { createTestApp } = await import("./test/test-app");
    let release!: () => void;
    let arrived!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const t = await createTestApp({}, (app) => {
      app.get("/api/test-slow", async () => {
        arrived();
        await gate;
        return { done: true };
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    // A catalog answer kept and sent again before the app's work (issue 34): turned away too.
    for (let i = 0; i < 2; i++)
      expect((await fetch(`http://127.0.0.1:${port}/api/levels`)).status).toBe(200);
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await reached;
    const closing = t.close();
    // Closing has begun and waits for the request in flight; a new request is turned away.
    const late = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(late.status).toBe(503);
    const lateCatalog = await fetch(`http://127.0.0.1:${port}/api/levels`);
    expect(lateCatalog.status).toBe(503);
    expect(lateCatalog.headers.get("connection")).toBe("close");
    expect((await late.json()) as { message: string }).toEqual({
      code: "general.restarting",
      params: {},
      message: "The server is restarting. Please try again in a moment: your progress is kept.",
    });
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  }, 180_000);

  it("a request whose client has gone is still finished before the database closes: nothing logged as an error", async () => {
    const { createTestApp } = await import("./test/test-app");
    const lines: string[] = [];
    let release!: () => void;
    let arrived!: () => void;
    let drainStarted!: () => void;
    let drainTimeUp!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const draining = new Promise<"waited">((resolve) => (drainStarted = () => resolve("waited")));
    let gone!: () => void;
    const clientGone = new Promise<void>((resolve) => (gone = resolve));
    let handled: string | null = null;
    const t = await createTestApp(
      { LOG_LEVEL: "info" },
      (app) => {
        // A save whose client gives up while it runs (a phone losing its signal): the handler
        // goes on and writes to the database after the client has gone.
        app.get("/api/test-slow-write", async (request) => {
          arrived();
          await new Promise<void>((resolve) => request.raw.socket.once("close", resolve));
          gone();
          await gate;
          const row = await app.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          handled = `counted ${Number(row.n) >= 0}`;
          return { done: true };
        });
      },
      {
        logStream: { write: (line) => void lines.push(line) },
        drainTimeout: () => {
          drainStarted();
          return new Promise<void>((resolve) => (drainTimeUp = resolve));
        },
      },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET /api/test-slow-write HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    await reached;
    socket.destroy();
    // The server has seen the client go before the shutdown starts.
    await clientGone;
    const closing = t.close().then(() => "closed" as const);
    // The shutdown waits for the handler (its drain time begins) instead of closing the database
    // under it.
    expect(await Promise.race([draining, closing])).toBe("waited");
    release();
    await closing;
    drainTimeUp?.();
    expect(handled).toBe("counted true");
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/destroyed/);
  }, 180_000);

  it("a client gone while its answer is on its way holds no shutdown: the handler has finished", async () => {
    const { createTestApp } = await import("./test/test-app");
    let drainStarted!: () => void;
    const draining = new Promise<"waited">((resolve) => (drainStarted = () => resolve("waited")));
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let gone!: () => void;
    const clientGone = new Promise<void>((resolve) => (gone = resolve));
    const t = await createTestApp(
      {},
      (app) => {
        app.get("/api/test-quick", async () => ({ done: true }));
        // A slow step on the answer's way out (compression, a header), after the handler: the
        // client leaves meanwhile.
        app.addHook("onSend", async (request, _reply, payload) => {
          if (request.url !== "/api/test-quick") return payload;
          request.raw.socket.once("close", () => gone());
          arrived();
          await clientGone;
          return payload;
        });
      },
      { drainTimeout: () => (drainStarted(), new Promise<void>(() => {})) },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET /api/test-quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    await reached;
    socket.destroy();
    await clientGone;
    const closing = t.close().then(() => "closed" as const);
    // Nothing is left running for it: the shutdown goes on without waiting out the drain time.
    expect(await Promise.race([draining, closing])).toBe("closed");
  }, 180_000);

  it("a request that never ends holds the shutdown only until the drain time is up", async () => {
    const { createTestApp } = await import("./test/test-app");
    let drainTimeUp!: () => void;
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const t = await createTestApp(
      {},
      (app) => {
        app.get("/api/test-stalled", () => {
          arrived();
          return new Promise(() => {});
        });
      },
      { drainTimeout: () => new Promise<void>((resolve) => (drainTimeUp = resolve)) },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const stalled = fetch(`http://127.0.0.1:${port}/api/test-stalled`).then(
      () => "answered",
      () => "cut off",
    );
    await reached;
    let closed = false;
    const closing = t.close().then(() => (closed = true));
    // Still waiting while the drain time runs...
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    // ...and closes, cutting the stalled request, once it is up.
    drainTimeUp();
    await closing;
    expect(closed).toBe(true);
    expect(await stalled).toBe("cut off");
  }, 180_000);

  it(`keeps accounts and sessions across a restart (${usingPostgres ? "PostgreSQL" : "PGlite"})`, async () => {
    await withDatabase(async (env) => {
      const student = newStudent();
      const config = loadConfig({ ...baseEnv, ...env });
      const first = await buildApp(config, await startOptions(config));
      expect(
        (await first.inject({ method: "POST", url: "/api/register", payload: student })).statusCode,
      ).toBe(202);
      const login = await first.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: student.email, password: student.password },
      });
      const token = login.json().token as string;
      await first.close();

      const second = await buildApp(config, await startOptions(config));
      const me = await second.inject({
        url: "/api/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(student.email);
      // The address still has its account: a second sign-up mails its owner instead of making one.
      const again = await second.inject({ method: "POST", url: "/api/register", payload: student });
      expect(again.statusCode).toBe(202);
      await second.mail.settled();
      const kinds = await second.db
        .selectFrom("mail_queue")
        .select("kind")
        .where("to_address", "=", student.email)
        .orderBy("id")
        .execute();
      expect(kinds.map((k) => k.kind)).toEqual(["verify-email", "account-exists"]);
      await second.close();
    });
  }, 180_000);
});

// Only a database server can go away and come back; the embedded one lives in the process.
if (usingPostgres) {
  describe("a PostgreSQL server that goes away", () => {
    it("answers 503 with a message while PostgreSQL is away, and recovers when it returns", async () => {
      await withDatabase(async (env) => {
        // A TCP proxy in front of the real server lets the test take the database away and back.
        const proxy = await databaseProxy(env.DATABASE_URL!);
        const config = loadConfig({
          ...baseEnv,
          DATABASE_URL: proxy.url,
          DB_CONNECT_TIMEOUT_MS: "1000",
        });
        const app = await buildApp(config, await startOptions(config));
        try {
          expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
          const student = newStudent();
          const credentials = { email: student.email, password: student.password };
          expect(
            (await app.inject({ method: "POST", url: "/api/register", payload: student }))
              .statusCode,
          ).toBe(202);

          await proxy.cut();
          for (const url of ["/api/health", "/api/levels"]) {
            const res = await app.inject({ url });
            expect(res.statusCode, url).toBe(503);
            expect(res.json().message).toMatch(/temporarily unavailable/);
          }
          const login = await app.inject({
            method: "POST",
            url: "/api/login",
            payload: credentials,
          });
          expect(login.statusCode).toBe(503);
          expect(login.json().message).toMatch(/temporarily unavailable/);

          await proxy.restore();
          let status = 0;
          for (let i = 0; i < 20 && status !== 200; i++)
            status = (await app.inject({ url: "/api/health" })).statusCode;
          expect(status).toBe(200);
          // The account is still there and the student can log in again.
          const again = await app.inject({
            method: "POST",
            url: "/api/login",
            payload: credentials,
          });
          expect(again.statusCode).toBe(200);
        } finally {
          await app.close();
          await proxy.close();
        }
      });
    }, 180_000);
  });
}
