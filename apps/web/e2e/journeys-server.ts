import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface JourneysServer {
  baseURL: string;
  /** Stops the server (SIGTERM) and waits until it has exited, its data folder free. */
  stop(): Promise<void>;
}

/**
 * The real server process as the journeys run it: production, on the embedded database in
 * `dataDir`, serving the build in `dist` on the fixture banks in `banks` and the fixture catalog;
 * resolves once it answers its health check. The journeys' own server (global-setup.ts) is one; a
 * journey may start another on a data folder of its own (exam-views-300.spec.ts, decision 331).
 */
export async function startJourneysServer(options: {
  port: number;
  dataDir: string;
  dist: string;
  banks: string;
  smtpPort?: number;
}): Promise<JourneysServer> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  // A server left behind by an earlier run would answer instead of this build's: refuse to start.
  const stale = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale)
    throw new Error(`port ${options.port} is taken: stop the server listening there first`);
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repo, "apps/server/src/main.ts")],
    {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        PUBLIC_URL: baseURL,
        // Without one, the mail waits in the database's queue.
        ...(options.smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}` } : {}),
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        WEB_DIST: options.dist,
        // The same fixture banks as the build, so the API's draws and papers match the bundle.
        BANKS_DIR: options.banks,
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
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
  };

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
      await stop();
      throw new Error(
        `the server did not become healthy within ${healthLimitMs / 1000} s (E2E_HEALTH_TIMEOUT_MS)`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}
