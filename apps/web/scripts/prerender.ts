/**
 * Writes the prerendered pages: node --import tsx scripts/prerender.ts <server entry.js> <dist>.
 * Run by the build (vite.config.ts) in a process of its own, after the server bundle is built.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT_MARKUP = '<div id="root"></div>';

const [entry, outDir] = process.argv.slice(2);
if (!entry || !outDir) throw new Error("usage: prerender.ts <server entry.js> <dist>");
const server = (await import(pathToFileURL(entry).href)) as typeof import("../src/entry-server");
const template = readFileSync(path.join(outDir, "index.html"), "utf8");
if (!template.includes(ROOT_MARKUP)) throw new Error(`index.html has no ${ROOT_MARKUP}`);
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
if (!APP_SCRIPT.test(template)) throw new Error("index.html has no app script");

// The server answers an address that matches none of these with the not-found page and HTTP 404.
writeFileSync(path.join(outDir, "routes.json"), JSON.stringify(server.routePatterns()));

for (const pathname of server.PRERENDERED) {
  const markup = await server.render(pathname);
  // The page paints from its HTML: src/boot.js (inline in the template) fetches the app after the first frame.
  const html = template
    .replace("<title>Tayari</title>", `<title>${server.titleOf(pathname)}</title>`)
    .replace(ROOT_MARKUP, `<div id="root">${markup}</div>`)
    .replace(APP_SCRIPT, (_, src: string) => `<meta name="tayari-app" content="${src}">`);
  const file = path.join(outDir, "prerendered", pathname, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
