import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BatchedLog } from "./batched-log";
import { createTestApp, type TestApp } from "../test/test-app";

// What reaches the log's destination, and when: a server at `info` writes one line per request.
describe("the batched log", () => {
  let written: string[];
  let log: BatchedLog;
  let t: TestApp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    written = [];
    log = new BatchedLog((text) => void written.push(text), 16 * 1024, 1000);
    t = await createTestApp({ LOG_LEVEL: "info" }, undefined, { logStream: log });
  }, 120_000);
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
    vi.useRealTimers();
  });

  const lines = () =>
    written
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("writes request lines together within a second, in order, in one write", async () => {
    // Whatever start-up wrote is out of the way first.
    log.flush();
    written.length = 0;
    for (const url of ["/api/levels", "/api/levels?lang=ne", "/api/no-such-thing"])
      await t.app.inject({ url });
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(written).toHaveLength(1);
    expect(lines().map((line) => [line.url, line.status, line.msg])).toEqual([
      ["/api/levels", 200, "request completed"],
      ["/api/levels?lang=ne", 200, "request completed"],
      ["/api/no-such-thing", 404, "request completed"],
    ]);
  });

  it("writes a warning or an error at once, after the lines before it", async () => {
    log.flush();
    written.length = 0;
    await t.app.inject({ url: "/api/levels" });
    expect(written).toEqual([]);
    t.app.log.error("the database went away");
    expect(lines().map((line) => line.msg)).toEqual([
      "request completed",
      "the database went away",
    ]);
    t.app.log.warn("slow answer");
    expect(lines().at(-1)).toMatchObject({ level: 40, msg: "slow answer" });
  });

  it("writes when a batch is full, and everything pending when the app closes", async () => {
    log.flush();
    written.length = 0;
    const long = "x".repeat(2000);
    for (let i = 0; i < 7; i++) t.app.log.info({ i, long }, "a long line");
    expect(written).toEqual([]);
    // The eighth line of over 2 KB passes 16 KB: written without waiting for the second.
    t.app.log.info({ i: 7, long }, "a long line");
    expect(written).toHaveLength(1);
    expect(lines()).toHaveLength(8);
    t.app.log.info("pending at close");
    await t.close();
    closed = true;
    expect(lines().at(-1)).toMatchObject({ msg: "pending at close" });
    // After the close, a line is written at once (a shutdown's last words).
    t.app.log.info("after close");
    expect(lines().at(-1)).toMatchObject({ msg: "after close" });
  });
});
