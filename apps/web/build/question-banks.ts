// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { FIGURES_FOLDER } from "@tayari/content/check-banks";
import { withMath } from "@tayari/content/math-tree";

/**
 * `virtual:tayari-banks`: one lazy loader per bank file, so each bank becomes its own chunk that a
 * quiz fetches when it starts, never part of the first load. Each bank's formulas arrive as MathML
 * trees made here (decision 0035), so no maths library reaches the browser; the figures are copied
 * to /figures/.
 */
export function questionBanks(banksDir: string): Plugin {
  const figuresDir = path.join(banksDir, FIGURES_FOLDER);
  const figureFiles = () =>
    existsSync(figuresDir) ? readdirSync(figuresDir).filter((f) => f.endsWith(".svg")) : [];
  const id = "virtual:tayari-banks";
  const isBank = (file: string) =>
    file.endsWith(".json") && path.dirname(path.resolve(file)) === banksDir;
  return {
    name: "tayari-question-banks",
    enforce: "pre",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (isBank(source)) {
        this.addWatchFile(source);
        const bank = withMath(JSON.parse(readFileSync(source, "utf8").replace(/^\uFEFF/, "")));
        // As JSON text handed to JSON.parse, not an object literal (decision 0514): V8 reads JSON
        // in a fraction of the time it takes to parse and run a literal of the same data, the
        // longest task of a quiz that opens on a bundled bank (a guest's Practise next).
        return {
          code: `export default JSON.parse(${JSON.stringify(JSON.stringify(bank))});`,
          moduleType: "js",
        };
      }
      if (source !== `\0${id}`) return null;
      const files = existsSync(banksDir)
        ? readdirSync(banksDir).filter((f) => f.endsWith(".json"))
        : [];
      const entries = files.map(
        (f) => `${JSON.stringify(f)}: () => import(${JSON.stringify(path.join(banksDir, f))})`,
      );
      return `export default {${entries.join(",")}};`;
    },
    configureServer(server) {
      server.middlewares.use(`/${FIGURES_FOLDER}/`, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? "").split("?")[0]!.slice(1));
        if (!figureFiles().includes(name)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(readFileSync(path.join(figuresDir, name)));
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const name of figureFiles())
        this.emitFile({
          type: "asset",
          fileName: `${FIGURES_FOLDER}/${name}`,
          source: readFileSync(path.join(figuresDir, name)),
        });
    },
  };
}
