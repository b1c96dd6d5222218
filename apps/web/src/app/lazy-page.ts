import { lazy, type ComponentType } from "react";

const RELOADED_KEY = "tayari:chunk-reload";

/**
 * A lazily loaded page. When its chunk cannot be fetched (usually a new deployment replaced the
 * hashed files), the page reloads once by itself to pick up the new build; a second failure is shown.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    try {
      const module = await load();
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
}
