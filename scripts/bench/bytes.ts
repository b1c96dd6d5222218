/**
 * What a phone downloads: every response as it crossed the network (compressed body and headers),
 * whether the page asked for it or the service worker did, from the page's first request until a
 * goal shows on screen. A response the service worker answered from its cache crossed no network
 * then and counts nothing; what the worker itself fetched counts where it was fetched.
 */
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";

export interface Fetched {
  url: string;
  type: string;
  bytes: number;
  /** Of which the body: 0 for a revalidation answered 304 (the browser's copy was current). */
  body: number;
  /** "page": the page fetched it; "worker": the service worker did (its precache, its routes). */
  by: "page" | "worker";
}

export interface Transfer {
  files: Fetched[];
  /** Bytes the page's own journey needed (page fetches, and worker fetches of what the page used). */
  journey: number;
  /** JS and CSS among them. */
  code: number;
  /** Worker fetches of files the page did not use on the way (the precache's others). */
  beside: number;
  /** Files whose body crossed the network more than once (by page and worker, or twice by either). */
  twice: Fetched[];
  reached: boolean;
}

export interface TransferOptions {
  serviceWorkers: "allow" | "block";
  /** Before the goal: waits on the first page (e.g. for the worker's precache to finish). */
  settle?: (page: Page) => Promise<void>;
  /** Reaches the goal: `text` shows on the page after `steps`; requests made later are not counted. */
  goal?: { text: string; steps?: (page: Page) => Promise<void> };
  headers?: Record<string, string>;
}

/**
 * Notes in the page when `text` first reaches the document, so requests made after the goal
 * showed (a quiz preloading its end screens) are left out however late the test process looks.
 */
async function watchFor(context: BrowserContext, text: string) {
  await context.addInitScript((goal) => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes(goal)) return;
      (window as unknown as { goalShownAt: number }).goalShownAt =
        performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

function counter(context: BrowserContext, shownAt: Promise<number> | null) {
  const files: Fetched[] = [];
  const pending: Promise<void>[] = [];
  let counting = true;
  const early = new WeakSet<Request>();
  context.on("request", (request) => {
    if (counting) early.add(request);
  });
  context.on("requestfinished", (request) => {
    if (!early.has(request)) return;
    pending.push(
      (async () => {
        const response = await request.response().catch(() => null);
        // Answered by the service worker (from its cache or its own fetch, counted there).
        if (response?.fromServiceWorker()) return;
        const sizes = await request.sizes().catch(() => null);
        // Nothing received: the browser's own cache answered (a precache of a file the page had).
        if (!sizes || sizes.responseBodySize + sizes.responseHeadersSize === 0) return;
        if (shownAt !== null && request.timing().startTime >= (await shownAt)) return;
        files.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
          by: request.serviceWorker() ? "worker" : "page",
        });
      })(),
    );
  });
  return {
    stop: () => {
      counting = false;
    },
    files: async () => {
      await Promise.all(pending);
      return files;
    },
  };
}

/** Counts what crosses the network from `url` until `goal` resolves (or the page is idle). */
export async function transferred(
  browser: Browser,
  url: string,
  options: TransferOptions,
): Promise<Transfer> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: options.serviceWorkers,
    extraHTTPHeaders: options.headers,
  });
  if (options.goal) await watchFor(context, options.goal.text);
  let shown!: (at: number) => void;
  const shownAt = options.goal ? new Promise<number>((resolve) => (shown = resolve)) : null;
  const count = counter(context, shownAt);
  const page = await context.newPage();
  // What the page asked for before the goal showed, by when it asked.
  const asked: Array<[url: string, at: number]> = [];
  page.on("request", (request) => asked.push([request.url(), Date.now()]));
  page.setDefaultTimeout(20_000);
  let reached = true;
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    if (options.settle) await options.settle(page);
    if (options.goal) {
      await options.goal.steps?.(page);
      await page.getByText(options.goal.text).first().waitFor();
      shown(await page.evaluate(() => (window as unknown as { goalShownAt: number }).goalShownAt));
    }
  } catch {
    // A screen whose bank is still being written never shows its question: reported, not fatal.
    reached = false;
    shown?.(Infinity);
  }
  count.stop();
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const files = await count.files();
  await context.close();

  const until = shownAt ? await shownAt : Infinity;
  const used = new Set(asked.filter(([, at]) => at < until).map(([url]) => url));
  const seen = new Map<string, number>();
  for (const f of files) if (f.body > 0) seen.set(f.url, (seen.get(f.url) ?? 0) + 1);
  const onJourney = files.filter((f) => f.by === "page" || used.has(f.url));
  return {
    files,
    journey: onJourney.reduce((a, f) => a + f.bytes, 0),
    code: onJourney
      .filter(
        (f) =>
          f.type === "script" ||
          f.type === "stylesheet" ||
          /\.(js|css)$/.test(new URL(f.url).pathname),
      )
      .reduce((a, f) => a + f.bytes, 0),
    beside: files.filter((f) => !onJourney.includes(f)).reduce((a, f) => a + f.bytes, 0),
    twice: files.filter((f) => f.body > 0 && seen.get(f.url)! > 1),
    reached,
  };
}

/** Waits until the service worker has installed and activated (its precache is complete). */
export async function precacheDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== "activated")
      await new Promise<void>((resolve) =>
        registration.active!.addEventListener("statechange", () => resolve()),
      );
  });
}

/**
 * The compressed body sizes of `count` answers of `url` (a draw: each one new), sorted, asked for as
 * Chromium asks (brotli offered): the sizes a phone receives, without its headers.
 */
export async function drawSizes(url: string, count: number): Promise<number[]> {
  const { get } = await import("node:http");
  const one = () =>
    new Promise<number>((resolve, reject) => {
      get(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          response.statusCode === 200 && response.headers["content-encoding"] === "br"
            ? resolve(bytes)
            : reject(
                new Error(`${url}: ${response.statusCode} ${response.headers["content-encoding"]}`),
              ),
        );
      }).on("error", reject);
    });
  const sizes: number[] = [];
  for (let n = 0; n < count; n++) sizes.push(await one());
  return sizes.sort((a, b) => a - b);
}
