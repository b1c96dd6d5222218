import { lazy, type ComponentType } from "react";

const RELOADED_KEY = "tayari:chunk-reload";

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
      sessionStorage.removeItem(RELOADED_KEY);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, "1");
        window.location.reload();
        // Keep the spinner up while the page reloads.
        return new Promise<never>(() => {});
      }
      sessionStorage.removeItem(RELOADED_KEY);
      const chunkError = new Error(`Loading chunk failed: ${(error as Error).message}`);
      chunkError.name = "ChunkLoadError";
      throw chunkError;
    }
  });
  return Object.assign(Page, { preload });
}
