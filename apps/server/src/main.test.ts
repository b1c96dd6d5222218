import { spawn } from "node:child_process";
import net from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

/** Starts the real server process; resolves with its exit code and output. */
function run(
  env: Record<string, string>,
  untilReady?: (output: string, child: ReturnType<typeof spawn>) => void,
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      untilReady?.(output, child);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("the server process", () => {
  it("refuses to start with a bad environment, naming every bad variable", async () => {
    const { code, output } = await run({ PORT: "not-a-port", DATABASE_URL: "mysql://nowhere" });
    expect(code).not.toBe(0);
    expect(output).toContain("PORT");
    expect(output).toContain("DATABASE_URL");
  }, 180_000);

  it("exits with a clear error when the database cannot be reached", async () => {
    const { code, output } = await run({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      DB_CONNECT_TIMEOUT_MS: "2000",
      PORT: "0",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("Cannot open the database at postgres://postgres@127.0.0.1:1/none");
  }, 180_000);

  // One start serves both: a clean shutdown (exit 0, "shutting down") and the request in flight.
  it("shuts down cleanly on SIGTERM, finishing a request in flight before it exits", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tayari-data-"));
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
    let answer = "";
    let sent = false;
    let signalled = false;
    let socketClosed!: () => void;
    const answered = new Promise<void>((resolve) => (socketClosed = resolve));
    const { code, output } = await run(
      // At debug, the server logs each request as it arrives (at info, only once it is answered).
      { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "debug" },
      (out, child) => {
        const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
        if (sent || !port) return;
        sent = true;
        // A login whose body is still arriving when the signal lands (the server has logged the
        // request): the server must wait for the rest, answer it, and only then exit.
        const socket = net.connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
              body.slice(0, 10),
          );
        });
        socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
        socket.on("close", () => socketClosed());
        child.stdout!.on("data", (chunk: Buffer) => {
          const text = chunk.toString();
          if (!signalled && text.includes("incoming request")) {
            signalled = true;
            child.kill("SIGTERM");
          }
          if (text.includes("shutting down")) socket.write(body.slice(10));
        });
      },
    );
    await answered;
    expect(signalled).toBe(true);
    expect(output).toContain("shutting down");
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"message"');
    expect(code).toBe(0);
  }, 180_000);
});
