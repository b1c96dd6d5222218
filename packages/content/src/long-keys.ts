/**
 * A key much longer than every other option gives itself away: a student who knows nothing picks
 * the long, careful one. content:check reports these questions (a warning, not a fault): the fix is
 * a shorter key (the explanation keeps the detail) or distractors written with the same care.
 */

/** A key is long when it is longer than this many characters ... */
export const LONG_KEY_MIN_CHARS = 20;
/** ... and more than this many times as long as the longest other option. */
export const LONG_KEY_RATIO = 1.6;

/**
 * The length a student sees: LaTeX commands, braces, `^`, `_` and `$` are left out, so
 * `$\mathrm{H_2}$` counts as "H2", not as 13 characters of source.
 */
export function visibleLength(text: string): number {
  return text
    .replace(/\\[a-zA-Z]+/g, "")
    .replace(/\\./g, "")
    .replace(/[${}^_]/g, "")
    .trim().length;
}

/** Whether the key of a question (options and answer) stands out by its length alone. */
export function hasLongKey(q: { options: readonly string[]; answer: string }): boolean {
  const others = q.options.filter((o) => o !== q.answer);
  if (others.length === 0 || !q.options.includes(q.answer)) return false;
  const key = visibleLength(q.answer);
  const longest = Math.max(...others.map(visibleLength));
  return key > LONG_KEY_MIN_CHARS && key > LONG_KEY_RATIO * longest;
}
