import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { bankChunks } from "./build/bank-chunks";
import { bootScript } from "./build/boot-script";
import { chunkGroups } from "./build/chunk-groups";
import { compiledSchemas } from "./build/compiled-schemas";
import { contentCheck } from "./build/content-check";
import { linksInTurnsPlugin } from "./build/links-in-turns";
import { minifyTheWay } from "./build/minify-the-way";
import { prerenderAndPrecompress } from "./build/prerender";
import { questionBanks } from "./build/question-banks";
import { reactRouterProduction } from "./build/react-router-production";
import { serviceWorker } from "./build/service-worker";
import { standaloneSchemas } from "./build/standalone-schemas";

// The build's plugins are in build/, one a file with its test (issue 63 point 5).
const appDir = import.meta.dirname;

// The question banks bundled into the app; the journeys build with generated fixture banks instead.
const banksDir = path.resolve(
  process.env.TAYARI_BANKS_DIR ?? path.join(appDir, "../../packages/content/banks"),
);

const banks = bankChunks(banksDir);
const [prerenderPages, precompress] = prerenderAndPrecompress(banksDir);

export default defineConfig({
  plugins: [
    contentCheck(banksDir),
    questionBanks(banksDir),
    compiledSchemas(appDir),
    reactRouterProduction(),
    standaloneSchemas(appDir),
    react(),
    bootScript(path.resolve(appDir, "src/boot.js")),
    linksInTurnsPlugin(),
    minifyTheWay(),
    banks.collect,
    prerenderPages,
    serviceWorker(banks),
    precompress,
  ],
  build: {
    target: "es2022",
    // No polyfill of <link rel="modulepreload">: Chromium, Firefox 115 and Safari 17 have it; an
    // older browser ignores the links and fetches each file when it is imported. The polyfill was
    // 240 bytes brotli of the entry and ran as it was evaluated, on every page (decision 0518).
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Seven characters of hash, not eight: the names are the entropy of every chunk's imports
        // and of the entry's preload lists (186 names in it), which brotli cannot shrink. Seven is
        // the fewest rolldown accepts for this many chunks (decision 295).
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
        codeSplitting: {
          groups: chunkGroups(),
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
