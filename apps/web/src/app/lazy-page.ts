import { lazy, type ComponentType } from "react";
import { catalogsReady } from "../lib/i18n";
import { pageThatRetries } from "./connection-lost";

const RELOADED_KEY = "tayari:chunk-reload";

// Pages are also rendered at build time, in Node, where there is no sessionStorage.
const reloadMark = {
  get: () => (typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(RELOADED_KEY)),
  set: () => typeof sessionStorage !== "undefined" && sessionStorage.setItem(RELOADED_KEY, "1"),
  clear: () => typeof sessionStorage !== "undefined" && sessionStorage.removeItem(RELOADED_KEY),
};

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page. When its chunk cannot be fetched while the browser is offline, a screen
 * inside the frame says so and loads the page once the connection is back. Online, a failure is
 * usually a new deployment that replaced the hashed files: the page reloads once by itself to pick
 * up the new build; if that fails too (patchy data), the same waiting screen shows.
 * `preload()` fetches the chunk ahead of time (a quiz preloads its end screen, so finishing works
 * offline and without a spinner).
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loading: Promise<PageModule> | null = null;
  const preload = () => {
    // A page shown in Nepali waits for its chunk's catalogue too, so it never flashes English.
    loading ??= load()
      .then(async (module) => {
        await catalogsReady();
        return module;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  const Page = lazy(async () => {
    try {
      const module = await preload();
      reloadMark.clear();
      return module;
    } catch (error) {
      if (typeof window === "undefined") throw error;
      if (navigator.onLine && !reloadMark.get()) {
        reloadMark.set();
        window.location.reload();
        // Keep the spinner up while the page reloads.
        return new Promise<never>(() => {});
      }
      reloadMark.clear();
      return { default: pageThatRetries(preload) };
    }
  });
  return Object.assign(Page, { preload });
}
