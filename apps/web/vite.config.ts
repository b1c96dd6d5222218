import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { checkBanks } from "@tayari/content/check-banks";

/** The build refuses question banks with any problem; `npm run content:check` prints them all. */
function contentCheck(): Plugin {
  return {
    name: "tayari-content-check",
    apply: "build",
    buildStart() {
      const { problems } = checkBanks();
      if (problems.length) {
        const first = problems.slice(0, 10).map((p) => `  ${p.file}${p.id === null ? "" : `: id ${p.id}`}: ${p.reason}`);
        this.error(`The question banks have ${problems.length} problem(s); run npm run content:check.\n${first.join("\n")}`);
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
  plugins: [contentCheck(), react(), precompress()],
  build: {
    target: "es2022",
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
