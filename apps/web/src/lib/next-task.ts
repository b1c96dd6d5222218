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
 * Runs `task` in a task after the browser's next paint (a frame, then a task): what the page drew
 * before it is laid out and painted on its own, and the work after it starts a fresh task. Where
 * there are no frames (a page in the background), a task. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function") {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
