import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { execFileSync } from "node:child_process";
import { E2E_PORT } from "../../../playwright.config";
import { writeFixtureBanks } from "./fixture-banks";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The journeys run against the production build served by the real server process, on a fresh
 * embedded database, sending mail to a real SMTP server on loopback that drops each message in a folder.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), "tayari-e2e-"));

  // The production build of the app, bundling generated fixture banks whose every key is known.
  const banks = path.join(work, "banks");
  const dist = path.join(work, "dist");
  writeFixtureBanks(banks);
  execFileSync(
    process.execPath,
    [
      path.join(repo, "node_modules/vite/bin/vite.js"),
      "build",
      "--configLoader",
      "runner",
      "--outDir",
      dist,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    {
      cwd: path.join(repo, "apps/web"),
      env: { ...process.env, TAYARI_BANKS_DIR: banks },
      stdio: "inherit",
    },
  );
  process.env.E2E_BANKS_DIR = banks;
  process.env.E2E_DIST = dist;
  process.env.E2E_DATA_DIR = path.join(work, "data");
  const mailDir = path.join(work, "mail");
  mkdirSync(mailDir);
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        // Written under a temporary name and renamed, so a reader polling the folder never sees
        // half a file (a reader once parsed an empty one: "Unexpected end of JSON input").
        const name = path.join(mailDir, `${String(count).padStart(4, "0")}.json`);
        writeFileSync(`${name}.part`, JSON.stringify({ to, body }));
        renameSync(`${name}.part`, name);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  process.env.E2E_MAIL_DIR = mailDir;

  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  // A server left behind by an earlier run would answer instead of this build's: refuse to start.
  const stale = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${E2E_PORT} is taken: stop the server listening there first`);
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repo, "apps/server/src/main.ts")],
    {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(work, "data"),
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        WEB_DIST: dist,
        // The same fixture banks as the build, so the API's draws and papers match the bundle.
        BANKS_DIR: banks,
        // A small catalog of our own, so the journeys know every level, unit and key.
        CATALOG_DIR: path.join(repo, "apps/web/e2e/fixtures/catalog"),
        // Every journey signs its students up from one address (127.0.0.1): a whole run makes more
        // than the 200 an hour one address may (the fault suites make one a scenario), and the last
        // journeys met 429. The limit itself is the server tests' (auth.test.ts, hardening.test.ts).
        RATE_LIMIT_REGISTER_PER_IP: "5000",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );

  // A busy machine (several builds and test runs at once) can take a minute to start the server.
  const healthLimitMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS || 180_000);
  const deadline = Date.now() + healthLimitMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill("SIGTERM");
      throw new Error(
        `the server did not become healthy within ${healthLimitMs / 1000} s (E2E_HEALTH_TIMEOUT_MS)`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
