import { lazy, type ComponentType } from "react";

const RELOADED_KEY = "tayari:chunk-reload";

// Pages are also rendered at build time, in Node, where there is no sessionStorage.
const reloadMark = {
  get: () => (typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(RELOADED_KEY)),
  set: () => typeof sessionStorage !== "undefined" && sessionStorage.setItem(RELOADED_KEY, "1"),
  clear: () => typeof sessionStorage !== "undefined" && sessionStorage.removeItem(RELOADED_KEY),
};

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page. When its chunk cannot be fetched (usually a new deployment replaced the
 * hashed files), the page reloads once by itself to pick up the new build; a second failure is shown.
 * `preload()` fetches the chunk ahead of time (a quiz preloads its end screen, so finishing works
 * offline and without a spinner).
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loading: Promise<PageModule> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
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
      if (typeof window !== "undefined" && !reloadMark.get()) {
        reloadMark.set();
        window.location.reload();
        // Keep the spinner up while the page reloads.
        return new Promise<never>(() => {});
      }
      reloadMark.clear();
      const chunkError = new Error(`Loading chunk failed: ${(error as Error).message}`);
      chunkError.name = "ChunkLoadError";
      throw chunkError;
    }
  });
  return Object.assign(Page, { preload });
}
