import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import type { FastifyBaseLogger } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Config } from "../config";
import { UNIT_PAGE_TEMPLATE } from "@tayari/contracts/unit-page";
import { coded } from "../lib/app-error";
import { chooseEncoding, compress, type Encoding } from "../lib/compression";

const IMMUTABLE = "public, max-age=31536000, immutable";
// Files without a hash in their name that change only with a new design: the icon (browsers ask
// for it again on every client-side navigation), the background videos (about 200 KB each) and the
// questions' figures.
const STABLE = /^(favicon\.svg|media\/.+|figures\/.+)$/;
const A_DAY = "public, max-age=86400";
const PRERENDERED = "prerendered";
// What a 304 repeats of its 200 (RFC 9110, 15.4.5): the browser keeps the headers of the copy it
// holds (a page's security policy among them) and updates these.
const KEPT_ON_304 = new Set([
  "cache-control",
  "content-location",
  "date",
  "etag",
  "expires",
  "last-modified",
  "vary",
]);

/** The paths the build prerendered (`prerendered/<path>/index.html`), each to its file. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, PRERENDERED);
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const rel = entry.split(path.sep).join("/");
    if (rel !== "index.html" && !rel.endsWith("/index.html")) continue;
    const page = `/${rel.slice(0, -"index.html".length)}`.replace(/\/$/, "") || "/";
    pages.set(page, `${PRERENDERED}/${rel}`);
  }
  return pages;
}

/** Every file the build wrote a `.br` or `.gz` beside, by its absolute path. */
function precompressedFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const compressed = /^(.*)\.(br|gz)$/.exec(entry);
    if (compressed) files.add(path.join(root, compressed[1]!));
  }
  return files;
}

/**
 * Whether `pathname` is one of the app's pages, from the address patterns the build wrote to
 * `routes.json` ("/school/:slug" matches "/school/grade-x"). Without the file every path is a page.
 */
function knownPages(root: string): (pathname: string) => boolean {
  const file = path.join(root, "routes.json");
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, "utf8")) as string[]).map((pattern) =>
    pattern.split("/").filter(Boolean),
  );
  return (pathname) => {
    let segments: string[];
    try {
      segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return false; // malformed escapes: no page has that address
    }
    return patterns.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, i) => part.startsWith(":") || part === segments[i]),
    );
  };
}

/** A unit quiz's address: `/school/<subject>/<category>/<unit id>`. */
const UNIT_PAGE = /^\/school\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;

/**
 * A unit's page: `template` filled with the unit's first screen (modules/catalog/unit-page.ts);
 * null for no such unit, or one the template does not fit.
 */
type UnitPageOf = (
  template: string,
  subject: string,
  category: string,
  id: string,
) => Promise<string | null>;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; a path
 * the build prerendered gets its page, a unit quiz its page with its first screen (`unitPage`,
 * decision 294), any other page index.html for the client router.
 */
export const webPlugin = fp<{ config: Config; unitPage?: UnitPageOf }>(async (app, options) => {
  const { config, unitPage } = options;
  const root = path.resolve(config.webDist);
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (!hasBuild)
    app.log.warn({ root }, "no built web app found; only the API is served (run npm run build)");
  const unitTemplate = path.join(root, UNIT_PAGE_TEMPLATE);
  const unitPages =
    hasBuild && unitPage && existsSync(unitTemplate)
      ? unitPageMaker(readFileSync(unitTemplate, "utf8"), unitPage, app.log)
      : null;
  const pages = hasBuild ? prerenderedPages(root) : new Map<string, string>();
  const isPage = hasBuild ? knownPages(root) : () => false;
  const precompressed = hasBuild ? precompressedFiles(root) : new Set<string>();
  // The answers that are files (set by the static server), and those of them with a compressed copy.
  const served = new WeakSet<object>();
  const byEncoding = new WeakSet<object>();

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join("/");
        res.setHeader(
          "Cache-Control",
          rel.startsWith("assets/") ? IMMUTABLE : STABLE.test(rel) ? A_DAY : "no-cache",
        );
        // A file sent compressed or not by the request's Accept-Encoding: a cache between the
        // server and the phone (a college's proxy) must keep the two apart (added on send, beside
        // any other Vary such as CORS's Origin).
        if (/\.(br|gz)$/.test(filePath) || precompressed.has(filePath)) byEncoding.add(res);
        served.add(res);
      },
    });
  }

  // A hashed asset never changes and is cached for a year without revalidation, so its
  // validators and range support are bytes for nothing on every first load.
  // (A callback hook: it runs on every answer, the API's too, and an async one costs a promise.)
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/assets/") && reply.statusCode === 200) {
      reply.removeHeader("last-modified");
      reply.removeHeader("etag");
      reply.removeHeader("accept-ranges");
    }
    // Node's "Connection: keep-alive" and "Keep-Alive: timeout=..." on every file: HTTP/1.1
    // connections are persistent without them and browsers ignore the timeout hint, so they are
    // 46 bytes for nothing on each of the ~15 files of a first visit (decision 86). The API keeps
    // them (Node's own HTTP agent reads the timeout); a "Connection: close" set on purpose stays.
    if (served.has(reply.raw) && !reply.hasHeader("connection"))
      reply.raw.removeHeader("connection");
    if (byEncoding.has(reply.raw)) {
      const vary = reply.getHeader("vary");
      reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
    }
    // A file's 304 (a page revalidated, by the browser or the service worker's
    // precache): the validators only, not the page's 700 bytes of security headers again.
    if (reply.statusCode === 304 && served.has(reply.raw))
      for (const name of Object.keys(reply.getHeaders()))
        if (!KEPT_ON_304.has(name)) {
          reply.removeHeader(name);
          reply.raw.removeHeader(name);
        }
    // JavaScript's one type today (RFC 9239), 23 bytes shorter than the static server's
    // "application/javascript; charset=utf-8"; a module script and a worker are read as UTF-8
    // whatever the header says.
    if (reply.getHeader("content-type") === "application/javascript; charset=utf-8")
      reply.header("content-type", "text/javascript");
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi &&
      !pathname.startsWith("/assets/");
    const unit = hasBuild && wantsPage && unitPages ? UNIT_PAGE.exec(pathname) : null;
    if (unit && unitPages) {
      return unitPages(unit[1]!, unit[2]!, unit[3]!, request.headers["accept-encoding"]).then(
        (page) => {
          if (!page) return reply.header("Cache-Control", "no-cache").sendFile("index.html");
          if (page.encoding) reply.header("Content-Encoding", page.encoding);
          served.add(reply.raw); // a page like the files: their headers (decision 86)
          return reply
            .header("Cache-Control", "no-cache")
            .header("Vary", "Accept-Encoding")
            .type("text/html; charset=utf-8")
            .send(page.body);
        },
      );
    }
    if (hasBuild && wantsPage) {
      // An address that is no page gets the app too (it shows its not-found page), with a 404.
      return reply
        .status(isPage(pathname) ? 200 : 404)
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile(pages.get(pathname.replace(/(.)\/$/, "$1")) ?? "index.html");
    }
    return reply.status(404).send(coded("general.notFound"));
  });
});

/**
 * A unit's page as sent: the template filled with the unit's facts, compressed for the client (each
 * made once and kept while the unit's facts stay the same); null where the address names no unit
 * the template fits, or the catalog cannot be read: the app's shell, which finds out itself.
 */
function unitPageMaker(template: string, unitPage: UnitPageOf, log: FastifyBaseLogger) {
  const made = new Map<
    string,
    { html: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> }
  >();
  return async (subject: string, category: string, id: string, accepts: string | undefined) => {
    const html = await unitPage(template, subject, category, id).catch((error: unknown) => {
      log.warn({ err: error }, "a unit's page sent without its first screen");
      return null;
    });
    if (html === null) return null;
    const key = `${subject}/${category}/${id}`;
    let page = made.get(key);
    if (page?.html !== html) {
      if (made.size >= 500) made.clear(); // about 10 KB each: a few MB at most
      page = { html, encoded: {} };
      made.set(key, page);
    }
    const encoding = chooseEncoding(accepts);
    if (!encoding) return { body: html, encoding: null };
    return { body: await (page.encoded[encoding] ??= compress(html, encoding, "once")), encoding };
  };
}
