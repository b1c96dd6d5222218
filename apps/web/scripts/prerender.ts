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
for (const [pathname, mode] of Object.entries(server.PRERENDERED)) {
  const markup = await server.render(pathname, mode);
  const file = path.join(outDir, "prerendered", pathname, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, template.replace(ROOT_MARKUP, `<div id="root">${markup}</div>`));
}
