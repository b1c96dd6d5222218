/**
 * Where the keys sit among the options. A bank whose answers are mostly "A" teaches a student to
 * guess A: once a bank (or a catalog subject) is large enough to tell, no option position may hold
 * more than a set share of its keys.
 */
import { keepsOptionOrder } from "@tayari/quiz/shuffle";
import { hasLongKey } from "./long-keys";
import type { Problem } from "./problem";

/** A bank or catalog subject of at least this many questions is held to the rule ... */
export const KEY_SPREAD_MIN_QUESTIONS = 40;
/** ... that no option position holds more than this share of its keys. */
export const KEY_SPREAD_MAX_SHARE = 0.4;

const LETTERS = "ABCDE";

/** What the rule reads of a question; anything else is left to the question checks. */
interface Keyed {
  options: readonly string[];
  answer: string;
}

const isKeyed = (value: unknown): value is Keyed => {
  const q = value as Partial<Keyed> | null;
  return (
    typeof q === "object" &&
    q !== null &&
    Array.isArray(q.options) &&
    q.options.every((o) => typeof o === "string") &&
    typeof q.answer === "string"
  );
};

/** The keys of one bank or subject by option position (A first); a key found in no option is left out. */
export interface KeySpread {
  /** What it counts: `banks/entrance.json`, `catalog/grade-x.json: grade-x-nepali`. */
  label: string;
  /** Keys at A, B, C, D, E. */
  positions: number[];
  /** Questions whose key is one of their options. */
  keyed: number;
  /** The most options any of them has: the positions a key could take. */
  width: number;
  /**
   * Ids of the questions whose options refer to their positions ("All of the above"): every quiz
   * shows them in their written order (decision 69), so their keys sit where they are written.
   */
  fixedOrder: number[];
  /** Ids of the questions whose key gives itself away by its length (long-keys.ts): a warning. */
  longKeys: number[];
}

/** Counts the keys of `questions` (parsed or raw) by position. */
export function keySpread(label: string, questions: readonly unknown[]): KeySpread {
  const positions = [0, 0, 0, 0, 0];
  let keyed = 0;
  let width = 0;
  const fixedOrder: number[] = [];
  const longKeys: number[] = [];
  for (const q of questions) {
    if (!isKeyed(q)) continue;
    if (hasLongKey(q)) longKeys.push((q as { id?: unknown }).id as number);
    if (keepsOptionOrder(q.options)) fixedOrder.push((q as { id?: unknown }).id as number);
    const at = q.options.indexOf(q.answer);
    if (at < 0 || at >= positions.length) continue;
    positions[at]! += 1;
    keyed += 1;
    width = Math.max(width, Math.min(q.options.length, positions.length));
  }
  return { label, positions, keyed, width, fixedOrder, longKeys };
}

const percent = (n: number, of: number) => (of ? Math.round((100 * n) / of) : 0);

/**
 * "A 54 (25%), B 54 (25%), C 53 (25%), D 53 (25%)": positions no question has are left out; then
 * the questions shown in their written order, if any.
 */
export function formatSpread(spread: KeySpread): string {
  const positions = spread.positions
    .slice(0, Math.max(spread.width, 1))
    .map((n, i) => `${LETTERS[i]} ${n} (${percent(n, spread.keyed)}%)`)
    .join(", ");
  const fixed = spread.fixedOrder;
  return fixed.length
    ? `${positions}; ${fixed.length} in written order, their options refer to positions (id ${fixed.join(", ")})`
    : positions;
}

/** The fault of a spread, if it breaks the rule. `where` names the subject inside a catalog file. */
export function keySpreadProblem(file: string, spread: KeySpread, where = ""): Problem | null {
  if (spread.keyed < KEY_SPREAD_MIN_QUESTIONS) return null;
  const most = Math.max(...spread.positions);
  if (most <= KEY_SPREAD_MAX_SHARE * spread.keyed) return null;
  const letter = LETTERS[spread.positions.indexOf(most)];
  return {
    file,
    id: null,
    reason:
      `${where ? `${where}: ` : ""}${percent(most, spread.keyed)}% of the keys (${most} of ` +
      `${spread.keyed}) are option ${letter}; no position may hold more than ` +
      `${KEY_SPREAD_MAX_SHARE * 100}% once there are ${KEY_SPREAD_MIN_QUESTIONS} questions ` +
      `(${formatSpread(spread)}): re-order the options, keeping each answer's text`,
  };
}

/** Every question-like object of a bank of any shape (sets, list, subjects), in file order. */
export function bankItems(data: unknown): unknown[] {
  if (typeof data !== "object" || data === null) return [];
  const root = data as Record<string, unknown>;
  if (Array.isArray(root.questions)) return root.questions;
  if (Array.isArray(root.sets))
    return root.sets.flatMap((set) => {
      const questions = (set as { questions?: unknown } | null)?.questions;
      return Array.isArray(questions) ? questions : [];
    });
  return Object.values(root).flatMap((topics) =>
    typeof topics === "object" && topics !== null && !Array.isArray(topics)
      ? Object.values(topics).flatMap((list) => (Array.isArray(list) ? list : []))
      : [],
  );
}
