import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const eslint = new ESLint({ cwd: root });

/** The component-boundary messages ESLint gives for `source` imported from `file` (under src/). */
async function clientErrors(file: string, source: string) {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, {
    filePath: path.join(root, "apps/web/src", file),
  });
  return result!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports");
}

// The first lint loads the whole ESLint configuration (typescript-eslint included): seconds on a
// busy two-core machine, so these get more than the default five.
describe(
  "components call the API through api/ files (eslint.config.js)",
  { timeout: 60_000 },
  () => {
    it.each([
      ["features/examiner/components/exam-card.tsx", "../../../lib/api-client"],
      ["features/examiner/components/exam-card.tsx", "../../../lib/endpoint-query"],
      ["features/catalog-import/components/import-request.ts", "../../../lib/api-client"],
      ["components/ui/query-state.tsx", "../../lib/api-client"],
      ["app/routes/examiner.tsx", "../../lib/api-client"],
    ])("fails %s importing %s", async (file, source) => {
      const errors = await clientErrors(file, source);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain("through its feature's api/ files");
    });

    it.each([
      ["features/examiner/api/get-merit.ts", "../../../lib/api-client"],
      ["features/examiner/api/get-merit.ts", "../../../lib/endpoint-query"],
      ["features/examiner/components/exam-card.tsx", "../api/get-merit"],
      ["features/examiner/components/exam-card.tsx", "../../../lib/api-error"],
    ])("lets %s import %s", async (file, source) => {
      expect(await clientErrors(file, source)).toEqual([]);
    });
  },
);
