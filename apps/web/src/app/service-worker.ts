// Registers the service worker (sw.ts) once the page has loaded and settled, so its install (the
// precache: some 150 files) never competes with the first paint or the first question, and tells
// the update prompt when a new version is waiting. The new version takes over only
// when the student chooses Reload: a running test is never reloaded under them.

import { whenIdle } from "../lib/when-idle";

let waiting: ServiceWorker | null = null;
let reloadWhenReady = false;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  // With no controller this is the first install, not an update.
  if (!navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

function watch(registration: ServiceWorkerRegistration | undefined) {
  // A browser that blocks service workers (a setting, or the journeys) may resolve with nothing.
  if (!registration) return;
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}

export const updateStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  updateReady: () => waiting !== null,
  /** Activates the waiting version; this tab reloads once it controls it (other tabs never do). */
  reload() {
    if (!waiting) return;
    reloadWhenReady = true;
    waiting.postMessage({ type: "SKIP_WAITING" });
  },
};

/**
 * How long after the page's load event the service worker is registered (then when the browser is
 * idle). The page's own work goes on after load (hydration, a quiz's draw and first question); an
 * install racing it took a phone's cores and bandwidth from it (issue 34,
 * docs/performance/log/issue-34-2026-11-25.md).
 */
const REGISTER_AFTER_LOAD_MS = 3000;

export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadWhenReady) window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker.register("/sw.js").then(watch, (error: unknown) => {
      console.error("The offline copy of the site could not be set up.", error);
    });
  const settled = () => setTimeout(() => whenIdle(() => void register()), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === "complete") settled();
  else window.addEventListener("load", settled, { once: true });
}
