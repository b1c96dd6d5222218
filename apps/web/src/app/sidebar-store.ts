import { useSyncExternalStore } from "react";
import { useFromHtml } from "./page-hydrated";

/** At and above this width the open sidebar sits beside the content; below it, it covers the page. */
export const SIDEBAR_BESIDE_CONTENT = "(min-width: 1000px)";

export function sidebarSitsBesideContent(): boolean {
  // No matchMedia (tests in jsdom): treat the screen as wide, where nothing is covered.
  return (
    typeof window.matchMedia !== "function" || window.matchMedia(SIDEBAR_BESIDE_CONTENT).matches
  );
}

/** A choice made on the prerendered page before the app started (boot.js; decision 131). */
function tappedBeforeTheApp(): boolean | null {
  const tapped = typeof document === "undefined" ? null : document.documentElement.dataset.menu;
  return tapped === "open" ? true : tapped === "closed" ? false : null;
}

// The student's last choice; until they make one, the sidebar is shown where it sits beside the
// content and hidden where it would cover the page (decision 0029).
let chosen: boolean | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const sidebarStore = {
  get: () => chosen ?? tappedBeforeTheApp() ?? sidebarSitsBesideContent(),
  subscribe(listener: () => void) {
    listeners.add(listener);
    const media =
      typeof window.matchMedia === "function" ? window.matchMedia(SIDEBAR_BESIDE_CONTENT) : null;
    media?.addEventListener("change", listener);
    return () => {
      listeners.delete(listener);
      media?.removeEventListener("change", listener);
    };
  },
  set(next: boolean) {
    chosen = next;
    notify();
  },
  toggle() {
    sidebarStore.set(!sidebarStore.get());
  },
  /** Back to the screen's default (tests). */
  reset() {
    chosen = null;
    document.documentElement.removeAttribute("data-menu");
    notify();
  },
};

/**
 * Whether the sidebar is open; `null` in the markup prerendered at build time and while the app
 * hydrates it (the stylesheet applies the default for the screen's width), then the store's value,
 * drawn in a transition (useFromHtml). The store is read during hydration too (its "server" value
 * is the device's own): React re-renders at once, in one task the slices cannot split, any store
 * whose value changed between hydration and its commit (decision 0517).
 */
export function useSidebarOpen(): boolean | null {
  const fromHtml = useFromHtml();
  const open = useSyncExternalStore<boolean>(
    sidebarStore.subscribe,
    sidebarStore.get,
    deviceOrBuild(sidebarStore.get, false),
  );
  return fromHtml ? null : open;
}

/**
 * A store's value as the "server" snapshot of `useSyncExternalStore`: `atBuild` while the pages are
 * prerendered (no window), the device's own value in the browser.
 */
export const deviceOrBuild =
  <T>(read: () => T, atBuild: T) =>
  () =>
    typeof window === "undefined" ? atBuild : read();
