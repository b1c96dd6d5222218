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
  return afterThisTask();
}

/**
 * Resolves in a later task, by a message to this page: for code at a module's top level. The
 * browser records where `scheduler.yield()`, `scheduler.postTask()` and `fetch()` were called
 * from, and V8, which compiles without source positions, then parses every function on the stack
 * again to find them: from the entry's top level, the whole 285 KB bundle (a 500 KB function took
 * 60 ms at full speed, issue 71, decision 0521). A message records no caller.
 */
export function afterThisTask(): Promise<void> {
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
