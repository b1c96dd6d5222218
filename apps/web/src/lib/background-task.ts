// Apart from next-task.ts, which the app's first load carries: only a long review uses this.
import { browserScheduler, nextTask } from "./next-task";

/**
 * Runs `task` in a task of background priority (`scheduler.postTask`): the browser lays out and
 * paints what the page has drawn before it, so work that follows (a review's next slice) is laid
 * out apart from it. Not a timer or a frame, so a paused test clock does not hold it back; where
 * the browser lacks it, `nextTask`. Returns a cancel function.
 */
export function backgroundTask(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const scheduler = browserScheduler();
  if (typeof scheduler?.postTask === "function")
    void scheduler.postTask(run, { priority: "background" });
  else void nextTask().then(run);
  return () => {
    cancelled = true;
  };
}
