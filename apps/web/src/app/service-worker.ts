// Registers the service worker (sw.ts) once the page has loaded, so it never competes with the first
// paint, and tells the update prompt when a new version is waiting. The new version takes over only
// when the student chooses Reload: a running test is never reloaded under them.

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

export function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadWhenReady) window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker.register("/sw.js").then(watch, (error: unknown) => {
      console.error("The offline copy of the site could not be set up.", error);
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
