/**
 * Writes the prerendered pages: node --import tsx scripts/prerender.ts <server entry.js> <dist>.
 * Run by the build (build/prerender.ts) in a process of its own, after the server bundle is built.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  TEMPLATE_QUESTIONS,
  UNIT_INTRO_ELEMENT,
  UNIT_PAGE_TEMPLATE,
  unitPageToken,
} from "@tayari/contracts/unit-page";

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

/** The page at `pathname` with `markup` in its root. */
const page = (pathname: string, markup: string) =>
  // The page paints from its HTML: src/boot.js (inline in the template) fetches the app after the first frame.
  template
    .replace("<title>Tayari</title>", `<title>${server.titleOf(pathname)}</title>`)
    .replace(ROOT_MARKUP, `<div id="root">${markup}</div>`)
    .replace(APP_SCRIPT, (_, src: string) => `<meta name="tayari-app" content="${src}">`);

for (const pathname of server.PRERENDERED) {
  const file = path.join(outDir, "prerendered", pathname, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page(pathname, await server.render(pathname)));
}

// A unit quiz's page, which the server fills with the unit's facts at request time (decision 294):
// its first screen, and the same facts as JSON for the app (not run: the CSP allows no inline script).
const unit = await server.renderUnitPage();
const facts = `<script type="application/json" id="${UNIT_INTRO_ELEMENT}">${unitPageToken("INTRO")}</script>`;
const unitPage = page(unit.pathname, unit.markup).replace("</head>", `${facts}</head>`);
// The server fills what it finds: a page that lost a fact would go out with the template's.
for (const token of [unitPageToken("UNIT_NAME"), String(TEMPLATE_QUESTIONS)])
  if (!unit.markup.includes(token)) throw new Error(`the unit page's template has no ${token}`);
writeFileSync(path.join(outDir, UNIT_PAGE_TEMPLATE), unitPage);
