/**
 * Resolves in a later task of the main thread, so the browser can paint and answer a tap between
 * two pieces of work that would otherwise run as one long task (the draw's checks, its option
 * order and its storage as the first question is prepared). `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued tasks), a message to this page elsewhere. Neither is a
 * timer, so a paused test clock does not hold it back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
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

/**
 * Runs `task` in a task of background priority (`scheduler.postTask`): the browser lays out and
 * paints what the page has drawn before it, so work that follows (a review's next slice) is laid
 * out apart from it. Not a timer or a frame, so a paused test clock does not hold it back; where
 * the browser lacks it, `nextTask`. Returns a cancel function.
 */
export function backgroundTask(task: () => void): () => void {
  const scheduler = (
    globalThis as {
      scheduler?: {
        postTask?: (
          task: () => void,
          options: { priority: string; signal: AbortSignal },
        ) => Promise<void>;
      };
    }
  ).scheduler;
  let cancelled = false;
  const controller = typeof AbortController === "function" ? new AbortController() : null;
  if (typeof scheduler?.postTask === "function" && controller) {
    scheduler
      .postTask(() => void (cancelled || task()), {
        priority: "background",
        signal: controller.signal,
      })
      .catch(() => {}); // aborted
  } else {
    void nextTask().then(() => cancelled || task());
  }
  return () => {
    cancelled = true;
    controller?.abort();
  };
}
