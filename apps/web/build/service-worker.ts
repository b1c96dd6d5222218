// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { VitePWA } from "vite-plugin-pwa";
import { UNIT_PAGE_TEMPLATE } from "@tayari/contracts/unit-page";
import type { bankChunks } from "./bank-chunks";

/**
 * The installable app: manifest (public/manifest.webmanifest) and a service worker (src/sw.ts) that
 * precaches the shell, every page's code and the prerendered pages (each under its own path). The
 * app registers it after the first paint (src/app/service-worker.ts); decision 32.
 */
export const serviceWorker = (banks: ReturnType<typeof bankChunks>) =>
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
export function pageUrl(file: string): string {
  const page = /^prerendered\/(?:(.*)\/)?index\.html$/.exec(file);
  return page ? `/${page[1] ?? ""}` : file;
}
