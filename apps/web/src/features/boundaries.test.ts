import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const eslint = new ESLint({ cwd: root });

/** The import-boundary messages ESLint gives for `source` imported from `file` (under features/). */
async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, {
    filePath: path.join(root, "apps/web/src/features", file),
  });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports");
}

// The first lint loads the whole ESLint configuration (typescript-eslint included): seconds on a
// busy two-core machine, so these get more than the default five.
describe("the web feature boundary (eslint.config.js)", { timeout: 60_000 }, () => {
  it.each([
    ["quiz/prepare.ts", "../results/components/result-screen"],
    ["quiz/components/timed-quiz.tsx", "../../auth/hooks/auth-store"],
    ["quiz/components/timed-quiz.tsx", "../../../features/catalog/api/get-subjects"],
    ["results/components/deep/x.tsx", "../../../quiz/configs"],
  ])("fails %s importing %s, another feature's internals", async (file, source) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("only by its public entry");
  });

  it.each([
    ["quiz/components/timed-quiz.tsx", "../hooks/use-timed-quiz"],
    ["quiz/components/timed-quiz.tsx", "../../quiz/configs"],
    ["quiz/components/timed-quiz.tsx", "../../results"],
    ["quiz/components/timed-quiz.tsx", "../../results/index"],
    ["quiz/components/timed-quiz.tsx", "../../../lib/attempt-review"],
  ])("lets %s import %s (its own files, a public entry, shared code)", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
