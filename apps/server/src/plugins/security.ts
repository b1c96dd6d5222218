import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import cors from "@fastify/cors";
import type { Config } from "../config";

/**
 * The pages' policy. Scripts come from the site itself, and the one inline script the build writes
 * into every page (src/boot.js, decision 103) is allowed by its hash, so no other inline script
 * (one injected into a page, say) runs.
 */
const contentSecurityPolicy = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // React's style props and the toast library set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    // data: for the nine Devanagari letters English mode shows, inlined in the stylesheet (decision 34).
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(";");

/**
 * The hashes (`sha256-<base64>`) of the inline scripts in the built app's index.html, the template
 * of every page: none without a build.
 */
export function pageScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, "index.html");
  if (!existsSync(file)) return [];
  return inlineScriptHashes(readFileSync(file, "utf8"));
}

/** The hashes of a page's inline scripts (`<script>` without `src`), as a policy names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\bsrc\s*=/i.test(attributes!) && body)
      hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  return [...hashes];
}

/**
 * The security headers of a page (any text/html response). They never change while the server runs,
 * so they are fixed once at start and set in one call per request: computing them per request (as a
 * general-purpose middleware does) cost more than half the throughput of the cached catalog routes.
 * Only headers a browser of today acts on (decision 86): the policy, nosniff, the referrer policy,
 * the framing refusal twice (`frame-ancestors`, and X-Frame-Options for the older Android browsers
 * that know only it), the cross-origin isolation pair and the origin-keyed agent cluster. Left out
 * as leftovers of older browsers and plug-ins: X-XSS-Protection (no browser has the XSS filter any
 * more), X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies (Flash and
 * Acrobat) and X-DNS-Prefetch-Control (the pages link to no other host).
 */
export const documentHeaders = (
  scriptHashes: readonly string[] = [],
): Readonly<Record<string, string>> => ({
  "content-security-policy": contentSecurityPolicy(scriptHashes),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
});

/**
 * HSTS, on pages asked for over https (directly, or through a proxy `TRUST_PROXY` trusts). A
 * browser ignores it over plain http, where colleges often run the site on their LAN, so it is
 * sent only where it means something: once a student has opened the site over https, the browser
 * never tries it over plain http again. No `includeSubDomains`: a college's other hosts may be
 * plain http.
 */
export const HSTS = { "strict-transport-security": "max-age=31536000" } as const;

/**
 * The security headers of everything else (scripts, styles, media, API answers and errors). The
 * page-only headers do nothing on these, and over HTTP/1.1 (a college LAN) headers travel
 * uncompressed with every response: about 650 bytes a response saved, some 15 on a quiz's first load.
 * An API answer opened as a page still renders nothing active and cannot be framed.
 */
export const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none';frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/**
 * The built scripts, styles and media under /assets/: nothing in them runs as a page (scripts are
 * served with their JavaScript type and nosniff), so a policy would be dead weight on the ~15
 * responses of a quiz's first load; they still may not be embedded by other sites.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/**
 * The service worker's script: its policy is the worker's own, and it fetches the site's files and
 * API answers for the pages, so it may reach its origin (and nothing else).
 */
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'self'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

const isPage = (contentType: string) => contentType.startsWith("text/html");
// An SVG opened on its own is a document that could run script: it keeps the policy.
const isAsset = (url: string, contentType: string) =>
  url.startsWith("/assets/") && !contentType.startsWith("image/svg");

export const securityPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const DOCUMENT_HEADERS = documentHeaders(pageScriptHashes(config.webDist));
  // A callback hook, not an async one: no promise per answer (issue 34).
  app.addHook("onSend", (request, reply, payload, done) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (isPage(type)) {
      reply.headers(DOCUMENT_HEADERS);
      if (request.protocol === "https") reply.headers(HSTS);
      return done(null, payload);
    }
    reply.headers(
      isAsset(request.url, type)
        ? ASSET_HEADERS
        : request.url.split("?")[0] === "/sw.js"
          ? SERVICE_WORKER_HEADERS
          : RESOURCE_HEADERS,
    );
    done(null, payload);
  });
  // Same-origin by default (no CORS at all, and no cost per request); other origins only when configured.
  if (config.corsOrigins.length)
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
});
