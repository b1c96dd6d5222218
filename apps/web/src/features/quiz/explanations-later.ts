import type { DrawnQuestion, Explanation } from "@tayari/contracts/banks";
import { nextTask } from "../../lib/next-task";
import { storedDrawSchema } from "../../lib/quiz-schemas";
import { STORAGE_KEYS, readRaw, writeRaw } from "../../lib/storage";
import { fetchEntranceExplanations } from "./api/entrance-bank-api";
import { parseOrNull } from "./attempt-storage";
import { loadEntranceBank } from "./banks";

// The entrance draw's explanations, which it is sent without (decision 88): asked for once its
// first question shows, and this code with them, not on the way to that question (issue 34's
// budget; decision 0516).

/**
 * The explanations of entrance questions that came without theirs (decision 88): from the
 * server, or, when it cannot be reached, from the bundled entrance bank, which the service worker
 * caches once a draw has succeeded (so a review offline still explains every question). Empty
 * when neither can be had.
 */
export async function findExplanations(ids: readonly number[]): Promise<Map<number, Explanation>> {
  if (ids.length === 0) return new Map();
  const found: Explanation[] = await fetchEntranceExplanations(ids).catch(() =>
    loadEntranceBank().then(
      (bank) => {
        const wanted = new Set(ids);
        return bank.filter((q) => wanted.has(q.id));
      },
      () => [],
    ),
  );
  return new Map(found.map((e) => [e.id, e]));
}

/**
 * Run once the first question of an entrance attempt shows: fetches the explanations its draw left
 * out, adds them to the questions on screen (they are read when the attempt finishes, for its
 * review) and to the stored draw (a reload keeps them).
 */
export async function completeDrawnQuestions(questions: readonly DrawnQuestion[]): Promise<void> {
  const missing = questions.filter((q) => q.explanation === undefined).map((q) => q.id);
  const found = await findExplanations(missing);
  if (found.size === 0) return;
  // The attempt's own question objects: nothing on screen shows an explanation before the review.
  for (const q of questions) Object.assign(q, withExplanation(q, found.get(q.id)));
  // The stored draw read, checked and written again in tasks of their own: with the answer's
  // checks, one task as long as a tap should wait, while the student reads the first question.
  await nextTask();
  await addStoredExplanations(found, nextTask);
}

/**
 * Adds explanations that arrived after the draw to the stored draw, so a reload keeps them. In
 * three tasks (issue 71, decision 0513): the draw read and checked, the new draw written as text,
 * then stored; each a third of what was one task of 0.1-0.2 s at 8x CPU with a real bank's 100
 * questions. A draw replaced in between (a new attempt started) is left as it is.
 */
export async function addStoredExplanations(
  found: ReadonlyMap<number, Explanation>,
  yieldTask: () => Promise<void>,
): Promise<void> {
  const before = readRaw(STORAGE_KEYS.categoryQuestions);
  const parsed = storedDrawSchema.safeParse(parseOrNull(before));
  if (!parsed.success) return;
  await yieldTask();
  const text = JSON.stringify(
    Object.fromEntries(
      Object.entries(parsed.data).map(([category, questions]) => [
        category,
        questions.map((q) => withExplanation(q, found.get(q.id))),
      ]),
    ),
  );
  await yieldTask();
  if (readRaw(STORAGE_KEYS.categoryQuestions) !== before) return;
  writeRaw(STORAGE_KEYS.categoryQuestions, text);
}

/** The question with its explanation and the explanation's formulas, when one was found. */
export function withExplanation<Q extends DrawnQuestion>(q: Q, found: Explanation | undefined): Q {
  if (q.explanation !== undefined || !found) return q;
  return found.math
    ? { ...q, explanation: found.explanation, math: { ...q.math, ...found.math } }
    : { ...q, explanation: found.explanation };
}
