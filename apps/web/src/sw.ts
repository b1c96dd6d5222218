/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest; decision 32). It precaches the app
// shell, every page's code and the prerendered pages; caches the catalog's answers, year papers and
// bank chunks the first time they are used; and caches the whole entrance bank once a draw has come
// from the server, so later entrance draws work offline from the bundled bank.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { ENTRANCE_BANK_CHUNK } from "virtual:tayari-bank-chunks";
import { isCachedApi } from "./sw-routes";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string }> };

const BANKS = "tayari-banks";

// Workbox fetches a file precached under a revision (a page, the icons: names without a
// hash) with `cache: "reload"`, past the browser's cache, so the page the student is on (and then
// its boot script) crossed the network twice on a first visit. Asked with `cache: "no-cache"`, the
// browser revalidates the copy the page already has (a 304 of headers, no body) and still fetches
// a file that changed, so what is precached is this deployment's file either way.
addPlugins([
  {
    requestWillFetch: async ({ request }) =>
      request.cache === "reload" ? new Request(request, { cache: "no-cache" }) : request,
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any other path is the client router's: the empty shell, as the server sends it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(\/|$)/, /^\/assets\//],
  }),
);

// Bank chunks (and any other hashed file left out of the precache) never change under their name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: BANKS,
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

// The catalog and the year papers: fresh from the server while it answers, from the cache when the
// network is gone or too slow.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCachedApi(url.pathname),
  new NetworkFirst({
    cacheName: "tayari-api",
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// A draw is never cached (each attempt is new), but a successful one means the student practises
// the entrance quiz: the bank is cached whole, so the app's own draw works from it offline.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname === "/api/banks/entrance/draw/compact" ||
      url.pathname === "/api/banks/entrance/draw"),
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response, event }) => {
          const bank = ENTRANCE_BANK_CHUNK;
          if (response.ok && bank) {
            const caching = caches.open(BANKS).then(async (cache) => {
              if (!(await cache.match(bank))) await cache.add(bank);
            });
            (event as ExtendableEvent).waitUntil(caching.catch(() => undefined));
          }
          return response;
        },
      },
    ],
  }),
);

// The app asks for the new version only when the student chooses Reload (update-prompt.tsx).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first visit is controlled as soon as the worker is active, so what it opens next is cached.
clientsClaim();
