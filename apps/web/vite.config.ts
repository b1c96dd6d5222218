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
import { VitePWA } from "vite-plugin-pwa";
import { rolldown } from "rolldown";
import { minify as terser } from "terser";
import { compileChecks } from "@tayari/contracts/compile-checks";
import { UNIT_PAGE_TEMPLATE } from "@tayari/contracts/unit-page";
import { bootScript } from "./build/boot-script";
import { contentCheck } from "./build/content-check";
import { questionBanks } from "./build/question-banks";
import * as loginSchemas from "./src/lib/login-schemas";
import * as mockSchemas from "./src/lib/mock-schemas";
import * as progressSchemas from "./src/lib/progress-schemas";
import * as quizSchemas from "./src/lib/quiz-schemas";

// The question banks bundled into the app; the journeys build with generated fixture banks instead.
const banksDir = path.resolve(
  process.env.TAYARI_BANKS_DIR ?? path.join(import.meta.dirname, "../../packages/content/banks"),
);

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
function standaloneSchemas(): Plugin {
  const groups = [
    ["src/lib/catalog-schemas.ts"],
    ["src/lib/attempt-schemas.ts"],
    ["src/features/mocks/option-order.ts"],
  ].map((group) => group.map((file) => path.join(import.meta.dirname, file)));
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

/**
 * `src/lib/quiz-schemas.ts`, the schemas the practice screens parse every question with, as plain
 * checks written from them at build time (`compileChecks` in packages/contracts; decision 93): the
 * same exports, the same answers as zod's, without zod's core (8.7 KB brotli) on the way to the
 * first question. `src/lib/mock-schemas.ts` the same way: a mock paper's 100 questions checked as
 * its page opens, without zod's work on the main thread (decision 280); `src/lib/progress-schemas.ts`
 * and `src/lib/login-schemas.ts` for the progress page and the notice to verify (decision 293). In
 * unit tests and in `vite dev` the modules are used as written.
 */
function compiledQuizSchemas(): Plugin {
  const compiled = new Map<string, Record<string, unknown>>([
    [path.join(import.meta.dirname, "src/lib/quiz-schemas.ts"), quizSchemas],
    [path.join(import.meta.dirname, "src/lib/mock-schemas.ts"), mockSchemas],
    [path.join(import.meta.dirname, "src/lib/progress-schemas.ts"), progressSchemas],
    [path.join(import.meta.dirname, "src/lib/login-schemas.ts"), loginSchemas],
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

/**
 * React Router's functions for what the app never does, each by the head it must have (else the
 * build stops, so a React Router that changed them is looked at again) and what replaces it.
 * - A link's prefetching (framework mode's: route manifests, single-fetch URLs): no link asks for
 *   it (an ESLint rule forbids the `prefetch` prop), and without framework mode's context
 *   `usePrefetchBehavior` answers "no prefetch" anyway.
 * - The data routers' error boundary (with its handling of React Server Components' errors) and
 *   default error screen: the app's routes are declarative (decision 73), their errors reach the
 *   app's own boundary (`PageErrorBoundary`).
 */
const UNUSED_ROUTER_PARTS: [head: string, replacement: string][] = [
  [
    "function PrefetchPageLinks({ page, ...linkProps }) {",
    "function PrefetchPageLinks() { return null; }",
  ],
  [
    "function usePrefetchBehavior(prefetch, theirElementProps) {",
    "function usePrefetchBehavior() { return [false, null, {}]; }",
  ],
  ["function DefaultErrorComponent() {", "function DefaultErrorComponent() { return null; }"],
  [
    "var RenderErrorBoundary = class extends React2.Component {",
    "var RenderErrorBoundary = ({ children }) => children;",
  ],
];

/**
 * React Router's production build in the browser's bundle. Its package sends every bundler to its
 * development build (no `production` condition in its exports), whose warnings and checks cost
 * 440 bytes brotli on every first load. The development file's path has the production one beside
 * it; a React Router whose layout changes stops the build here rather than shipping the other one.
 */
function reactRouterProduction(): Plugin {
  const replaced = new Set<string>();
  const development = `${path.sep}dist${path.sep}development${path.sep}`;
  const production = `${path.sep}dist${path.sep}production${path.sep}`;
  return {
    name: "tayari-react-router-production",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router" || this.environment.config.build.ssr) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const file = resolved.id.replace(development, production);
      if (file === resolved.id || !existsSync(file))
        this.error(`react-router: no production build beside ${resolved.id}`);
      return file;
    },
    // What the app does not use, left out (decision 295):
    // - its components' `displayName`s, statements at the top of its modules that the bundler must
    //   keep, each keeping its component: <Form> and <ScrollRestoration> came with everything they
    //   use (form submission, scroll keeping), never rendered here. Only React's developer tools
    //   read the names (they now show the minified function's name);
    // - the same for the contexts and components it makes at the top (`forwardRef`, `memo`,
    //   `createContext` make nothing but their value: marked pure, an unused one goes);
    // - `UNUSED_ROUTER_PARTS`, replaced.
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code, id) {
        let out = code
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, "")
          .replace(
            /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
            "$1/* @__PURE__ */ $2",
          );
        for (const [head, replacement] of UNUSED_ROUTER_PARTS) {
          const name = /^(?:function|var) (\w+)/.exec(head)![1]!;
          if (!new RegExp(`^(?:function|var) ${name}\\b`, "m").test(out)) continue;
          if (!out.includes(head))
            this.error(`react-router: ${id} has a ${name} this build does not know`);
          // The original stays under another name, unused, so the bundler drops it.
          out = out.replace(head, `${replacement}\n${head.replace(name, `Unused${name}`)}`);
          replaced.add(head);
        }
        return { code: out, map: null };
      },
    },
    buildEnd(error) {
      const missed = UNUSED_ROUTER_PARTS.filter(([head]) => !replaced.has(head));
      if (!error && !this.environment.config.build.ssr && missed.length > 0)
        this.error(
          `react-router: not found, so not left out: ${missed.map(([h]) => h).join("; ")}`,
        );
    },
  };
}

/**
 * The bank chunks of this build, found as the bundle is written. The service worker leaves them out
 * of its precache (they are cached when first used) and learns the entrance bank's URL from
 * `virtual:tayari-bank-chunks`, to cache it whole once a student draws an entrance quiz online.
 */
function bankChunks() {
  const files = new Set<string>();
  let entrance: string | null = null;
  const collect: Plugin = {
    name: "tayari-bank-chunks",
    apply: "build",
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        const source = chunk.type === "chunk" ? chunk.facadeModuleId : null;
        if (!source?.startsWith(banksDir + path.sep)) continue;
        files.add(chunk.fileName);
        if (path.basename(source) === "entrance.json") entrance = `/${chunk.fileName}`;
      }
    },
  };
  const id = "virtual:tayari-bank-chunks";
  const provide: Plugin = {
    name: "tayari-bank-chunks-for-sw",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}`
        ? `export const ENTRANCE_BANK_CHUNK = ${JSON.stringify(entrance)};`
        : null,
  };
  return { files, collect, provide };
}
const banks = bankChunks();

/**
 * The installable app: manifest (public/manifest.webmanifest) and a service worker (src/sw.ts) that
 * precaches the shell, every page's code and the prerendered pages (each under its own path). The
 * app registers it after the first paint (src/app/service-worker.ts); decision 32.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    // After the prerendered pages are written, before everything is precompressed.
    integration: { closeBundleOrder: "post" },
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      // The server-side bundle's leftovers never reach dist; videos are decoration, left to the network.
      // The mock papers' prerendered pages (23 of them) are not installed with the app: offline, a
      // paper's page is the shell, as before they were prerendered (issue 50). Nor is the unit
      // page's template, which only the server reads (decision 294).
      globIgnores: [
        "**/node_modules/**",
        "media/**",
        "prerendered/*/mock-tests/**",
        UNIT_PAGE_TEMPLATE,
      ],
      buildPlugins: { vite: [banks.provide] },
      manifestTransforms: [
        (entries) => ({
          manifest: entries
            .filter((entry) => !banks.files.has(entry.url))
            .map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
        }),
      ],
    },
  });

/** `prerendered/<path>/index.html` is the page at `/<path>`, as the server sends it. */
function pageUrl(file: string): string {
  const page = /^prerendered\/(?:(.*)\/)?index\.html$/.exec(file);
  return page ? `/${page[1] ?? ""}` : file;
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
 * After the bundle: prerenders the static pages (before the service worker's precache list is made,
 * so they are in it), then, once the service worker is written, writes .br and .gz beside every text
 * asset so the server can send them without compressing per request.
 */
function prerenderAndPrecompress(): Plugin[] {
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
      closeBundle: { order: "pre", sequential: true, handler: () => prerender(root, outDir) },
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
              brotliCompressSync(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  // The largest input blocks: 70 bytes off the entry, none off a smaller file;
                  // the window (what a decoder holds) is unchanged (decision 295).
                  [constants.BROTLI_PARAM_LGBLOCK]: 24,
                },
              }),
            );
          }
        },
      },
    },
  ];
}

const [prerenderPages, precompress] = prerenderAndPrecompress();

/**
 * The chunks on the way to the first load and to the first entrance question (`WAY_CHUNKS`, named
 * by the groups below) minified a second time, by terser, after rolldown's own minifier: terser
 * finds what oxc leaves (a second pass of its compressor, its own names), 1.0 KB brotli off the
 * way, most of it in the entry (decision 295). Only these: terser takes about 5 s over the entry,
 * and the other 160 chunks are not on a way with a byte budget. A build with source maps keeps
 * rolldown's output, so the maps stay true to the files.
 */
const WAY_CHUNKS = ["index", "home", "quiz"];

function minifyTheWay(): Plugin {
  let sourcemap = false;
  return {
    name: "tayari-minify-the-way",
    apply: "build",
    configResolved(config) {
      sourcemap = Boolean(config.build.sourcemap) || Boolean(config.build.ssr);
    },
    generateBundle: {
      // After Vite has written the preload lists into the chunks.
      order: "post",
      async handler(_, bundle) {
        if (sourcemap) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !WAY_CHUNKS.includes(chunk.name)) continue;
          const result = await terser(chunk.code, {
            module: true,
            ecma: 2020,
            compress: { passes: 2 },
          });
          if (result.code === undefined)
            this.error(`terser returned nothing for ${chunk.fileName}`);
          chunk.code = result.code;
        }
      },
    },
  };
}

/**
 * The chunks on the way from `/` to the first question of the timed entrance test (issue 34: at
 * most 110 KB received). Left to rolldown, that way was 12 files: each shared module set its own
 * chunk, and every response costs about 300 bytes of headers besides what one file compresses
 * better than several. Now it is 4: the entry (which also takes the start-up modules the lazy
 * chunks share with it, such as i18n and the preload helper: its `$initial` group), the home page
 * with the preparation page it links to (and the landing parts that page shares with the other
 * landings), and the timed quiz with everything its first question needs. The lists name modules,
 * not folders, so nothing else joins them; a module new on the way becomes a chunk of its own and
 * the byte budget (e2e/budget.spec.ts) says so. Other quizzes load the quiz chunk too (the timed
 * quiz's code with theirs, 10 KB once), the other landings the home chunk. Decision 95.
 */
const HOME_PATH = [
  "src/app/routes/home.tsx",
  "src/features/home/components/home-page.tsx",
  "src/features/home/messages.ts",
  "src/app/routes/csit-entrance-preparation.tsx",
  "src/features/landings/components/entrance-preparation-home.tsx",
  "src/features/landings/components/tagline.tsx",
  "src/features/landings/components/start-link.tsx",
  "src/features/landings/messages.ts",
  // The practice test's choice of what follows each answer sits on the preparation page (decision
  // 0492); the other start screens load it from here.
  "src/components/sitting/pace-choice.tsx",
  "src/components/sitting/pace-messages.ts",
  "src/lib/pace.ts",
];

const QUIZ_PATH = [
  "src/features/quiz/components/timed-quiz.tsx",
  "packages/quiz/src/machine.ts",
  "packages/quiz/src/shuffle.ts",
  "src/features/quiz/messages.ts",
  "src/features/quiz/attempt-storage.ts",
  "src/features/progress/index.ts",
  "src/features/quiz/hooks/use-timed-quiz.ts",
  "src/components/sitting/question-clock.tsx",
  "src/components/sitting/sitting-frame.tsx",
  "src/components/sitting/messages.ts",
  "src/components/sitting/use-ticker.ts",
  "src/components/sitting/use-question-top.ts",
  "src/features/quiz/components/reveal-panel.tsx",
  "src/components/question/explanation.tsx",
  "src/features/quiz/configs.ts",
  "packages/quiz/src/random.ts",
  "src/lib/when-idle.ts",
  "src/features/quiz/prepare.ts",
  "src/features/quiz/components/prepared-quiz.tsx",
  "packages/quiz/src/draw.ts",
  "src/features/quiz/hooks/use-prepared.ts",
  "src/features/quiz/banks.ts",
  "packages/content/src/banks.ts",
  "src/features/quiz/api/entrance-bank-api.ts",
  "packages/content/src/compact-question.ts",
  "src/components/question/question-view.tsx",
  // Shared with other screens, so rolldown gave each a file of its own (705 and 577 bytes fetched
  // on the way to the first entrance question, a third of it headers): kept with the quiz instead.
  "src/components/question/passages.ts",
  "src/features/quiz/hooks/use-attempt-clock.ts",
  "packages/content/src/question-text.ts",
  "src/components/question/question-text.tsx",
  "packages/contracts/src/math.ts",
  "src/components/question/messages.ts",
  "src/lib/letters.ts",
  "src/lib/quiz-schemas.ts",
  "src/lib/attempt-review.ts",
  "packages/quiz/src/timer.ts",
  "packages/quiz/src/answer.ts",
  // The answer ledger and the attempts kept on the device (issue 64): every quiz records through
  // them, so they travel with the quiz rather than as two more files on the way (1.2 and 0.8 KB).
  "packages/quiz/src/ledger.ts",
  "src/features/progress/kept-attempts.ts",
  "src/app/routes/csit-entrance-questions.tsx",
  "\0virtual:tayari-banks",
];

export default defineConfig({
  plugins: [
    contentCheck(banksDir),
    questionBanks(banksDir),
    compiledQuizSchemas(),
    reactRouterProduction(),
    standaloneSchemas(),
    react(),
    bootScript(path.resolve(import.meta.dirname, "src/boot.js")),
    minifyTheWay(),
    banks.collect,
    prerenderPages,
    serviceWorker(),
    precompress,
  ],
  build: {
    target: "es2022",
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
          groups: [
            {
              name: "index",
              tags: ["$initial"],
              includeDependenciesRecursively: false,
            },
            {
              name: "quiz",
              includeDependenciesRecursively: false,
              test: (id: string) => QUIZ_PATH.some((file) => id.endsWith(file)),
            },
            {
              name: "home",
              includeDependenciesRecursively: false,
              test: (id: string) => HOME_PATH.some((file) => id.endsWith(file)),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
