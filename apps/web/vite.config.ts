import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { checkBanks } from "@tayari/content/check-banks";

// The question banks bundled into the app; the journeys build with generated fixture banks instead.
const banksDir = path.resolve(
  process.env.TAYARI_BANKS_DIR ?? path.join(import.meta.dirname, "../../packages/content/banks"),
);

/**
 * `virtual:tayari-banks`: one lazy loader per bank file, so each bank becomes its own chunk that a
 * quiz fetches when it starts, never part of the first load.
 */
function questionBanks(): Plugin {
  const id = "virtual:tayari-banks";
  return {
    name: "tayari-question-banks",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      const files = existsSync(banksDir)
        ? readdirSync(banksDir).filter((f) => f.endsWith(".json"))
        : [];
      const entries = files.map(
        (f) => `${JSON.stringify(f)}: () => import(${JSON.stringify(path.join(banksDir, f))})`,
      );
      return `export default {${entries.join(",")}};`;
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

/** Writes .br and .gz beside every text asset so the server can send them without compressing per request. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tayari-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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
  plugins: [contentCheck(), questionBanks(), react(), precompress()],
  build: {
    target: "es2022",
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
