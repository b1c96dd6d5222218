import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          // scripts/: the repository's own checks (the decision records' index); apps/web/build/:
          // the web build's plugins.
          include: [
            "packages/*/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "apps/web/build/**/*.test.ts",
          ],
          environment: "node",
          // Pure code: files share their worker's modules (decision 391).
          isolate: false,
          // Some read every bank (thousands of questions with formulas): seconds on a busy
          // two-core machine (5 s ran out at load 22), and speed is the benchmarks' to measure.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Files share their worker's jsdom and modules (React, the router, the catalogues): set
          // up once per worker, not once per file, it took two thirds of the project's time. The
          // set-up file puts back what a test may leave behind (decision 391).
          isolate: false,
          // Rendering in jsdom on a busy two-core machine (CI beside builds): room above the
          // 5 s that findBy and waitFor may now look for (src/test/setup.ts).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          // A database per test app; keep the 2-core machines from thrashing, and give set-up (in
          // hooks and in tests that start their own app) room on a busy machine.
          maxWorkers: 2,
          // Files share their worker's modules: PGlite's WebAssembly compiled, the app's modules
          // imported and the template read once per worker, not once per file (decision 231).
          isolate: false,
          // The migrated and seeded databases each test app starts as, and the banks read once,
          // made once per run (decisions 200 and 231).
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
