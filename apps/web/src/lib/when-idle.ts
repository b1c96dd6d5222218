/**
 * Runs `task` once the browser is idle after what is on screen now has painted: for fetching code
 * that will be needed later (an end screen, the attempt queue) without competing with the first
 * question. Browsers without requestIdleCallback wait a moment instead. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}
