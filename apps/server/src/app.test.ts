import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

describe("health and API errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get("/api/test-crash", async () => {
        throw new Error("secret internal detail");
      });
    });
  });
  afterAll(async () => t.close());

  it("reports health with the database in use", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("answers unknown API paths with a JSON 404 and a message", async () => {
    const res = await t.app.inject({ url: "/api/no-such-thing?x=1" });
    expect(res.statusCode).toBe(404);
    // The body never echoes the address (a reflected path is a gift to a phishing page).
    expect(res.json()).toEqual({
      code: "general.notFound",
      params: {},
      message: "Nothing is found at this address of the API.",
    });
    const post = await t.app.inject({ method: "POST", url: "/api/levels/../../etc/passwd" });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toEqual(expect.any(String));
    expect(post.body).not.toMatch(/passwd|levels/);
  });

  it("sends security headers on answers, errors and unknown paths", async () => {
    for (const url of ["/api/health", "/api/levels", "/api/no-such-thing", "/api/test-crash"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      // The page-only headers stay off answers that are not pages.
      expect(res.headers["x-frame-options"], url).toBeUndefined();
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("does not open CORS unless origins are configured", async () => {
    const res = await t.app.inject({
      url: "/api/health",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("hides the details of a server error", async () => {
    const res = await t.app.inject({ url: "/api/test-crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toContain("secret internal detail");
  });
});

describe("serving the built web app", () => {
  // The inline script of every page (src/boot.js in the build), allowed by its hash alone.
  const BOOT = "document.documentElement.dataset.booted='1';";
  const BOOT_HASH = `'sha256-${createHash("sha256").update(BOOT).digest("base64")}'`;
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "tayari-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><title>Tayari</title><div id=root></div><script>${BOOT}</script>` +
        '<script type="module" crossorigin src="/assets/main-abc123.js"></script>',
    );
    const js = "console.log('tayari');".repeat(100);
    writeFileSync(path.join(dist, "assets", "main-abc123.js"), js);
    writeFileSync(path.join(dist, "assets", "main-abc123.js.gz"), gzipSync(js));
    writeFileSync(
      path.join(dist, "assets", "icon-abc123.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Tayari"}');
    writeFileSync(
      path.join(dist, "routes.json"),
      JSON.stringify([
        "/",
        "/csit/entrance-preparation",
        "/csit/entrance-questions",
        "/exam-questions",
        "/school/:slug/:type/:id",
      ]),
    );
    writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    mkdirSync(path.join(dist, "media"));
    writeFileSync(path.join(dist, "media", "result.webm"), Buffer.alloc(64));
    const page = (rel: string, html: string) => {
      mkdirSync(path.join(dist, "prerendered", rel), { recursive: true });
      writeFileSync(path.join(dist, "prerendered", rel, "index.html"), html);
    };
    page("", "<!doctype html><div id=root><h1>Home, prerendered</h1></div>");
    page(
      "csit/entrance-preparation",
      "<!doctype html><div id=root><h1>CSIT, prerendered</h1></div>",
    );
    const big = `<!doctype html><div id=root>${"<p>Frame</p>".repeat(200)}</div>`;
    page("exam-questions", big);
    writeFileSync(
      path.join(dist, "prerendered/exam-questions/index.html.br"),
      brotliCompressSync(big),
    );
    t = await createTestApp({ WEB_DIST: dist, CORS_ORIGINS: "https://college.example" });
  });
  afterAll(async () => t.close());

  it("caches hashed assets for a year and serves them precompressed", async () => {
    const res = await t.app.inject({
      url: "/assets/main-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    // Never revalidated, so no validators or ranges; files that are revalidated keep theirs.
    for (const header of ["etag", "last-modified", "accept-ranges"])
      expect(res.headers[header], header).toBeUndefined();
    expect((await t.app.inject({ url: "/manifest.webmanifest" })).headers.etag).toBeDefined();
  });

  it("sends pages the full security headers, and scripts the short set", async () => {
    for (const url of ["/", "/csit/entrance-preparation", "/some/client/route", "/index.html"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["content-security-policy"], url).toBe(
        `default-src 'self';script-src 'self' ${BOOT_HASH};style-src 'self' 'unsafe-inline';img-src 'self' data:;` +
          "media-src 'self';font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';" +
          "form-action 'self';frame-ancestors 'none'",
      );
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      // Leftovers no browser of today acts on (decision 86), and HSTS, which over http means nothing.
      for (const header of [
        "x-xss-protection",
        "x-download-options",
        "x-permitted-cross-domain-policies",
        "x-dns-prefetch-control",
        "expect-ct",
        "strict-transport-security",
      ])
        expect(res.headers[header], `${url} ${header}`).toBeUndefined();
    }
    const script = await t.app.inject({ url: "/assets/main-abc123.js" });
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    // An SVG opened on its own is a document: it keeps a policy that runs nothing.
    const svg = await t.app.inject({ url: "/assets/icon-abc123.svg" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-security-policy"]).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it("sends HSTS on pages asked for over https through a trusted proxy, and only there", async () => {
    const behind = await createTestApp({ WEB_DIST: dist, TRUST_PROXY: "1" });
    try {
      const https = { "x-forwarded-proto": "https" };
      const page = await behind.app.inject({ url: "/", headers: https });
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000");
      const script = await behind.app.inject({ url: "/assets/main-abc123.js", headers: https });
      expect(script.headers["strict-transport-security"]).toBeUndefined();
      const http = await behind.app.inject({ url: "/", headers: { "x-forwarded-proto": "http" } });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await behind.close();
    }
    // Not behind a trusted proxy: the header a client sends proves nothing.
    const direct = await t.app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });

  it("marks every file that has a compressed copy as varying by Accept-Encoding, and a 304 repeats only its validators", async () => {
    for (const [url, encoding] of [
      ["/assets/main-abc123.js", "gzip"],
      ["/assets/main-abc123.js", undefined],
      ["/exam-questions", "br"],
      ["/exam-questions", undefined],
    ] as const) {
      const res = await t.app.inject({
        url,
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], `${url} ${encoding}`).toBe(encoding);
      // This server also answers other origins (CORS), which vary by Origin.
      expect(res.headers.vary, `${url} ${encoding}`).toMatch(/^(Origin, )?Accept-Encoding$/);
    }
    // A revalidated page's 304 says the same.
    const page = await t.app.inject({
      url: "/exam-questions",
      headers: { "accept-encoding": "br" },
    });
    const again = await t.app.inject({
      url: "/exam-questions",
      headers: { "accept-encoding": "br", "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toMatch(/^(Origin, )?Accept-Encoding$/);
    // The validators and caching headers only: the browser keeps its copy's security headers.
    expect(again.headers.etag).toBe(page.headers.etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toBeDefined();
    for (const name of ["content-security-policy", "x-frame-options", "content-type"])
      expect(again.headers[name], name).toBeUndefined();
    // Only one form of these exists: nothing varies.
    for (const url of ["/manifest.webmanifest", "/favicon.svg", "/"])
      expect((await t.app.inject({ url })).headers.vary ?? "", url).not.toContain(
        "Accept-Encoding",
      );
  });

  it("sends scripts as text/javascript, with the short security set", async () => {
    for (const url of ["/assets/main-abc123.js", "/sw.js"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(res.headers["content-type"], url).toBe("text/javascript");
    }
  });

  it("sends files without Node's keep-alive headers, on a connection that stays open", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string) =>
      new Promise<{ raw: string[]; socket: unknown }>((resolve, reject) => {
        http
          .get(`${address}${url}`, { agent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ raw: res.rawHeaders, socket: res.socket }));
          })
          .on("error", reject);
      });
    try {
      const names = (raw: string[]) =>
        raw.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase());
      const first = await get("/assets/main-abc123.js");
      const page = await get("/");
      expect(names(first.raw)).not.toContain("connection");
      expect(names(first.raw)).not.toContain("keep-alive");
      expect(names(page.raw)).not.toContain("keep-alive");
      // HTTP/1.1 keeps the connection without them: the second file came on the first's socket.
      expect(page.socket).toBe(first.socket);
      // The API's answers keep them (Node's own HTTP agent reads the timeout).
      expect(names((await get("/api/health")).raw)).toContain("keep-alive");
    } finally {
      agent.destroy();
    }
  });

  it("lets the service worker fetch from its own origin, revalidated on every visit", async () => {
    const res = await t.app.inject({ url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    // A worker's policy comes with its script: the resources' "default-src 'none'" would stop
    // every fetch it makes for the pages.
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("revalidates files that are not hashed, but keeps the icon and the videos a day", async () => {
    const manifest = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    for (const url of ["/favicon.svg", "/media/result.webm"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=86400");
    }
  });

  it("answers a prerendered path with its page, with or without a trailing slash or query", async () => {
    for (const [url, text] of [
      ["/", "Home, prerendered"],
      ["/csit/entrance-preparation", "CSIT, prerendered"],
      ["/csit/entrance-preparation/?from=home", "CSIT, prerendered"],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body, url).toContain(text);
    }
    const compressed = await t.app.inject({
      url: "/exam-questions",
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain("<p>Frame</p>");
  });

  it("answers other page paths with the app shell (SPA fallback)", async () => {
    for (const url of ["/csit/entrance-questions", "/school/grade-x/science/3?x=1"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers an address that is no page with the app (its not-found page) and HTTP 404", async () => {
    for (const url of ["/prerendered", "/no/such/page", "/school/grade-x"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain("<div id=root>");
    }
  });

  it("does not answer a missing asset or an API path with the app", async () => {
    expect((await t.app.inject({ url: "/assets/missing-123.js" })).statusCode).toBe(404);
    const api = await t.app.inject({ url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toContain("application/json");
  });

  it("allows the configured origins only", async () => {
    const allowed = await t.app.inject({
      url: "/api/health",
      headers: { origin: "https://college.example" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://college.example");
    const other = await t.app.inject({
      url: "/api/health",
      headers: { origin: "https://other.example" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers a preflight from a configured origin only", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: "OPTIONS",
        url: "/api/login",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const allowed = await preflight("https://college.example");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://college.example");
    expect(allowed.headers["access-control-allow-methods"]).toContain("POST");
    const other = await preflight("https://other.example");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
