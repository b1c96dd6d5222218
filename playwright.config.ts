import { execSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium; Playwright never downloads a browser here. Its headless shell (package
// chromium-headless-shell: the same Chromium's old headless mode, which Playwright itself runs for
// headless journeys) where installed: the journeys' browser work in half the CPU of the full
// browser's headless mode (decision 0332). CHROMIUM_PATH names another.
function systemChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync(
      "command -v chromium-headless-shell || command -v chromium || command -v chromium-browser",
      { encoding: "utf8", shell: "/bin/sh" },
    )
      .trim()
      .split("\n")[0]!;
  } catch {
    throw new Error(
      "Chromium is not installed: apt-get install chromium-headless-shell (or set CHROMIUM_PATH).",
    );
  }
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: "apps/web/e2e",
  globalSetup: "apps/web/e2e/global-setup.ts",
  fullyParallel: false,
  // Two journeys at a time; E2E_WORKERS tries another count (issue 63: whether CI's journeys wait
  // more than they work, which `npm test`'s lines of how busy the cores were tell).
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    // The journeys see the network as the page makes its requests; the offline app's own journeys
    // (offline-app.spec.ts) allow the service worker.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: systemChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
