import { spawn } from "node:child_process";
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
  }, 30_000);

  it("exits with a clear error when the database cannot be reached", async () => {
    const { code, output } = await run({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      DB_CONNECT_TIMEOUT_MS: "2000",
      PORT: "0",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("Cannot open the database at postgres://postgres@127.0.0.1:1/none");
  }, 30_000);

  it("shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tayari-data-"));
    let signalled = false;
    const { code, output } = await run(
      { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
      (out, child) => {
        if (!signalled && out.includes("Server listening")) {
          signalled = true;
          child.kill("SIGTERM");
        }
      },
    );
    expect(signalled).toBe(true);
    expect(output).toContain("shutting down");
    expect(code).toBe(0);
  }, 60_000);
});
