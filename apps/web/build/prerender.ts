// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { execFileSync } from "node:child_process";
import {
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
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { questionBanks } from "./question-banks";

/**
 * Prerenders the frame and the static pages (src/entry-server.tsx lists them) into
 * `prerendered/<path>/index.html`, so they paint before the JavaScript has loaded; the app then
 * hydrates them. The server sends these files for their paths and the empty shell for the rest.
 */
async function prerender(root: string, outDir: string, banksDir: string) {
  // Inside the app's folder, so the server bundle finds react and the rest in node_modules.
  const cache = path.join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const ssrDir = mkdtempSync(path.join(cache, "tayari-ssr-"));
  try {
    await build({
      configFile: false,
      root,
      logLevel: "warn",
      plugins: [questionBanks(banksDir), react()],
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
 * Writes `.br` and `.gz` beside every text file of `dir` (and below) of 512 bytes or more, so the
 * server sends them without compressing per request. Returns the files compressed.
 */
export function precompress(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  const done: string[] = [];
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          // The largest input blocks: 70 bytes off the entry, none off a smaller file;
          // the window (what a decoder holds) is unchanged (decision 295).
          [constants.BROTLI_PARAM_LGBLOCK]: 24,
        },
      }),
    );
    done.push(file);
  }
  return done;
}

/**
 * After the bundle: prerenders the static pages (before the service worker's precache list is made,
 * so they are in it), then, once the service worker is written, writes .br and .gz beside every text
 * asset so the server can send them without compressing per request.
 */
export function prerenderAndPrecompress(banksDir: string): Plugin[] {
  let outDir = "dist";
  let root = ".";
  const apply: Plugin["apply"] = (config, env) => env.command === "build" && !config.build?.ssr;
  return [
    {
      name: "tayari-prerender",
      apply,
      configResolved(config) {
        root = config.root;
        outDir = path.resolve(config.root, config.build.outDir);
      },
      closeBundle: {
        order: "pre",
        sequential: true,
        handler: () => prerender(root, outDir, banksDir),
      },
    },
    {
      name: "tayari-precompress",
      apply,
      // The service worker plugin runs "post"; this must come after it.
      enforce: "post",
      closeBundle: {
        order: "post",
        sequential: true,
        handler() {
          precompress(outDir);
        },
      },
    },
  ];
}
