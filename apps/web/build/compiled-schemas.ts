// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import path from "node:path";
import type { Plugin } from "vite";
import { compileChecks } from "@tayari/contracts/compile-checks";
import * as loginSchemas from "../src/lib/login-schemas";
import * as mockSchemas from "../src/lib/mock-schemas";
import * as progressSchemas from "../src/lib/progress-schemas";
import * as quizSchemas from "../src/lib/quiz-schemas";

/**
 * `src/lib/quiz-schemas.ts`, the schemas the practice screens parse every question with, as plain
 * checks written from them at build time (`compileChecks` in packages/contracts; decision 93): the
 * same exports, the same answers as zod's, without zod's core (8.7 KB brotli) on the way to the
 * first question. `src/lib/mock-schemas.ts` the same way: a mock paper's 100 questions checked as
 * its page opens, without zod's work on the main thread (decision 280); `src/lib/progress-schemas.ts`
 * and `src/lib/login-schemas.ts` for the progress page and the notice to verify (decision 293). In
 * unit tests and in `vite dev` the modules are used as written.
 */
export function compiledSchemas(appDir: string): Plugin {
  const compiled = new Map<string, Record<string, unknown>>([
    [path.join(appDir, "src/lib/quiz-schemas.ts"), quizSchemas],
    [path.join(appDir, "src/lib/mock-schemas.ts"), mockSchemas],
    [path.join(appDir, "src/lib/progress-schemas.ts"), progressSchemas],
    [path.join(appDir, "src/lib/login-schemas.ts"), loginSchemas],
  ]);
  return {
    name: "tayari-compiled-quiz-schemas",
    apply: "build",
    enforce: "pre",
    load: (source) => {
      const exports = compiled.get(source);
      return exports ? compileChecks(exports) : null;
    },
  };
}
