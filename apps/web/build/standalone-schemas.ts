// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import path from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

/**
 * `src/lib/catalog-schemas.ts`, bundled on its own with the zod it uses (decision 60). Left to the
 * app's bundle, zod's modules are shared by every schema in the browser, so a catalog page would load
 * the zod of the forms, exams and progress pages (15 KB brotli); bundled alone, it carries its own.
 * (`src/lib/quiz-schemas.ts` was bundled with it until it became plain checks: decision 93.)
 * `src/lib/attempt-schemas.ts` (the attempt queue's endpoint) is bundled in a run of its own,
 * so the zod checks only its schemas use (uuid, ISO dates, patterns) stay with it.
 * `src/features/mocks/option-order.ts` (the seeded shuffle, as the mock sittings show options) is
 * bundled alone for the same reason: shared with the entrance quiz's chunk, the shuffle became a
 * chunk of its own on the way to the first entrance question (decision 80). The code is
 * rolldown's output for those files, so the schemas are still those of packages/contracts and the
 * shuffle that of packages/quiz.
 */
export function standaloneSchemas(appDir: string): Plugin {
  const groups = [
    ["src/lib/catalog-schemas.ts"],
    ["src/lib/attempt-schemas.ts"],
    ["src/features/mocks/option-order.ts"],
  ].map((group) => group.map((file) => path.join(appDir, file)));
  const files = groups.flat();
  const shared = "\0tayari-standalone:";
  let built: Promise<Map<string, string>> | null = null;
  // One rolldown run per group and build: each file's entry chunk, and the chunks they share.
  async function bundle(group: string[], n: number, addWatchFile: (file: string) => void) {
    const prefix = `${shared}${n}:`;
    const bundle = await rolldown({ input: group, platform: "browser", logLevel: "silent" });
    try {
      const { output } = await bundle.generate({ format: "esm" });
      const code = new Map<string, string>();
      for (const chunk of output) {
        if (chunk.type !== "chunk") continue;
        for (const module of Object.keys(chunk.modules)) addWatchFile(module);
        // Imports between the chunks become imports of the shared modules by name.
        const text = chunk.code.replace(/from\s*"\.\/([^"]+)"/g, (_, name: string) => {
          return `from ${JSON.stringify(prefix + name)}`;
        });
        code.set(chunk.facadeModuleId ?? prefix + chunk.fileName, text);
      }
      return code;
    } finally {
      await bundle.close();
    }
  }
  const bundleAll = async (addWatchFile: (file: string) => void) =>
    new Map(
      (await Promise.all(groups.map((group, n) => bundle(group, n, addWatchFile)))).flatMap(
        (code) => [...code],
      ),
    );
  return {
    name: "tayari-standalone-schemas",
    apply: "build",
    buildStart() {
      built = null;
    },
    resolveId: (source) => (source.startsWith(shared) ? source : null),
    async load(source) {
      if (!files.includes(source) && !source.startsWith(shared)) return null;
      built ??= bundleAll((file) => this.addWatchFile(file));
      const code = (await built).get(source);
      if (code === undefined) throw new Error(`no standalone bundle for ${source}`);
      return code;
    },
  };
}
