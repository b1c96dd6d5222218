/** The browser's task scheduler (`scheduler.yield`, `scheduler.postTask`), where it has one. */
export const browserScheduler = () =>
  (
    globalThis as {
      scheduler?: {
        yield?: () => Promise<void>;
        postTask?: (task: () => void, options: { priority: string }) => Promise<void>;
      };
    }
  ).scheduler;

/**
 * Resolves in a later task of the main thread, so the browser can paint and answer a tap between
 * two pieces of work that would otherwise run as one long task (the draw's checks, its option
 * order and its storage as the first question is prepared). `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued tasks), a message to this page elsewhere. Neither is a
 * timer, so a paused test clock does not hold it back.
 */
export function nextTask(): Promise<void> {
  const scheduler = browserScheduler();
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  if (typeof MessageChannel === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
