import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { checkBanks, FIGURES_FOLDER } from "@tayari/content/check-banks";
import { withMath } from "@tayari/content/math-tree";

// The question banks bundled into the app; the journeys build with generated fixture banks instead.
const banksDir = path.resolve(
  process.env.TAYARI_BANKS_DIR ?? path.join(import.meta.dirname, "../../packages/content/banks"),
);

const figuresDir = path.join(banksDir, FIGURES_FOLDER);
const figureFiles = () =>
  existsSync(figuresDir) ? readdirSync(figuresDir).filter((f) => f.endsWith(".svg")) : [];

/**
 * `virtual:tayari-banks`: one lazy loader per bank file, so each bank becomes its own chunk that a
 * quiz fetches when it starts, never part of the first load. Each bank's formulas arrive as MathML
 * trees made here (decision 0035), so no maths library reaches the browser; the figures are copied
 * to /figures/.
 */
function questionBanks(): Plugin {
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
        return JSON.stringify(
          withMath(JSON.parse(readFileSync(source, "utf8").replace(/^\uFEFF/, ""))),
        );
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

/** The build refuses question banks with any problem; `npm run content:check` prints them all. */
function contentCheck(): Plugin {
  return {
    name: "tayari-content-check",
    apply: "build",
    buildStart() {
      const { problems } = checkBanks(banksDir);
      if (problems.length) {
        const first = problems
          .slice(0, 10)
          .map((p) => `  ${p.file}${p.id === null ? "" : `: id ${p.id}`}: ${p.reason}`);
        this.error(
          `The question banks have ${problems.length} problem(s); run npm run content:check.\n${first.join("\n")}`,
        );
      }
    },
  };
}

/**
 * Prerenders the frame and the static pages (src/entry-server.tsx lists them) into
 * `prerendered/<path>/index.html`, so they paint before the JavaScript has loaded; the app then
 * hydrates them. The server sends these files for their paths and the empty shell for the rest.
 */
async function prerender(root: string, outDir: string) {
  // Inside the app's folder, so the server bundle finds react and the rest in node_modules.
  const cache = path.join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const ssrDir = mkdtempSync(path.join(cache, "tayari-ssr-"));
  try {
    await build({
      configFile: false,
      root,
      logLevel: "warn",
      plugins: [questionBanks(), react()],
      build: { ssr: "src/entry-server.tsx", outDir: ssrDir, emptyOutDir: true, target: "node20" },
    });
    const entry = readdirSync(ssrDir).find((f) => /^entry-server\.m?js$/.test(f));
    if (!entry) throw new Error(`the server build wrote no entry-server.js in ${ssrDir}`);
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(root, "scripts/prerender.ts"),
        path.join(ssrDir, entry),
        outDir,
      ],
      { stdio: "inherit" },
    );
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/**
 * After the bundle: prerenders the static pages, then writes .br and .gz beside every text asset so
 * the server can send them without compressing per request.
 */
function prerenderAndPrecompress(): Plugin {
  let outDir = "dist";
  let root = ".";
  return {
    name: "tayari-prerender-precompress",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerender(root, outDir);
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [contentCheck(), questionBanks(), react(), prerenderAndPrecompress()],
  build: {
    target: "es2022",
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
