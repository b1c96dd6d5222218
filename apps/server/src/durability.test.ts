import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { newStudent, usingPostgres } from "./test/test-app";

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
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await reached;
    const closing = t.close();
    // Closing has begun and waits for the request in flight; a new request is turned away.
    const late = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(late.status).toBe(503);
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
  }, 90_000);

  it("a request that never ends holds the shutdown only until the drain time is up", async () => {
    let drainTimeUp!: () => void;
    const app = await buildApp(loadConfig({ ...baseEnv, DATA_DIR: "memory://" }), {
      drainTimeout: () => new Promise<void>((resolve) => (drainTimeUp = resolve)),
    });
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    // A test's own route, outside the contract's start-up check.
    app.get("/api/test-stalled", { config: { undeclared: true } }, () => {
      arrived();
      return new Promise(() => {});
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as net.AddressInfo;
    const stalled = fetch(`http://127.0.0.1:${port}/api/test-stalled`).then(
      () => "answered",
      () => "cut off",
    );
    await reached;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // Still waiting while the drain time runs...
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    // ...and closes, cutting the stalled request, once it is up.
    drainTimeUp();
    await closing;
    expect(closed).toBe(true);
    expect(await stalled).toBe("cut off");
  }, 90_000);

  it(`keeps accounts and sessions across a restart (${usingPostgres ? "PostgreSQL" : "PGlite"})`, async () => {
    await withDatabase(async (env) => {
      const student = newStudent();
      const first = await buildApp(loadConfig({ ...baseEnv, ...env }));
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

      const second = await buildApp(loadConfig({ ...baseEnv, ...env }));
      const me = await second.inject({
        url: "/api/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(student.email);
      // The address still has its account: a second sign-up mails its owner instead of making one.
      const again = await second.inject({ method: "POST", url: "/api/register", payload: student });
      expect(again.statusCode).toBe(202);
      const kinds = await second.db
        .selectFrom("mail_queue")
        .select("kind")
        .where("to_address", "=", student.email)
        .orderBy("id")
        .execute();
      expect(kinds.map((k) => k.kind)).toEqual(["verify-email", "account-exists"]);
      await second.close();
    });
  }, 60_000);
});

// Only a database server can go away and come back; the embedded one lives in the process.
if (usingPostgres) {
  describe("a PostgreSQL server that goes away", () => {
    it("answers 503 with a message while PostgreSQL is away, and recovers when it returns", async () => {
      await withDatabase(async (env) => {
        // A TCP proxy in front of the real server lets the test take the database away and back.
        const target = new URL(env.DATABASE_URL!);
        const sockets = new Set<net.Socket>();
        const proxy = () =>
          net.createServer((client) => {
            const upstream = net.connect(Number(target.port || 5432), target.hostname);
            for (const s of [client, upstream]) {
              sockets.add(s);
              s.on("close", () => sockets.delete(s));
              s.on("error", () => s.destroy());
            }
            client.pipe(upstream).pipe(client);
          });
        let server = proxy();
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        const port = (server.address() as net.AddressInfo).port;
        const viaProxy = new URL(env.DATABASE_URL!);
        viaProxy.hostname = "127.0.0.1";
        viaProxy.port = String(port);

        const app = await buildApp(
          loadConfig({
            ...baseEnv,
            DATABASE_URL: viaProxy.toString(),
            DB_CONNECT_TIMEOUT_MS: "1000",
          }),
        );
        try {
          expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
          const student = newStudent();
          const credentials = { email: student.email, password: student.password };
          expect(
            (await app.inject({ method: "POST", url: "/api/register", payload: student }))
              .statusCode,
          ).toBe(202);

          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            for (const s of sockets) s.destroy();
          });
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

          server = proxy();
          await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
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
          await new Promise<void>((resolve) => server.close(() => resolve()));
          for (const s of sockets) s.destroy();
        }
      });
    }, 60_000);
  });
}
