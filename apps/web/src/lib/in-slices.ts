import { nextTask } from "./next-task";

/**
 * How long one slice of the main thread may run before it lets the browser in: a tenth of the 50 ms
 * a task may take before it counts as long, so a slice on a phone several times slower than the
 * machine it was written on still ends well inside it (issue 71, decision 0528).
 */
export const SLICE_MS = 5;

/**
 * `each` of `items`, in order, in as many tasks as it takes: as many items a task as fit in
 * `sliceMs` (and at least one), the browser let in between (`nextTask`: it paints, it answers a
 * tap). What a single task did with 100 questions at once. Throws what `each` throws.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  each: (item: T, index: number) => U,
  sliceMs = SLICE_MS,
): Promise<U[]> {
  const done: U[] = [];
  let began = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && performance.now() - began >= sliceMs) {
      await nextTask();
      began = performance.now();
    }
    done.push(each(items[i]!, i));
  }
  return done;
}
