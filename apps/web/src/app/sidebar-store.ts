import { useSyncExternalStore } from "react";

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
 * Whether the sidebar is open; `null` in the markup prerendered at build time (and while it is
 * hydrated), where the stylesheet applies the default for the screen's width.
 */
export function useSidebarOpen(): boolean | null {
  return useSyncExternalStore<boolean | null>(sidebarStore.subscribe, sidebarStore.get, () => null);
}
