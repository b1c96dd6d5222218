/**
 * What a question is, not its bytes (issue 47, point 2; decision 142): two copies of a question
 * that differ only in whitespace, letter case, Unicode normalisation, invisible format characters
 * or the order of their options have the same fingerprint. The key is left out: a copy whose key
 * was corrected (or spoiled) is still the same question, and its review would still tell a student
 * of the other exam which option is right.
 */

// Invisible format characters (zero-width space and joiners, the byte-order mark, soft hyphen...):
// a copy carrying them reads the same.
const FORMAT = /\p{Cf}/gu;
const SPACE = /\s+/gu;

/** One text as compared: NFKC, format characters out, whitespace collapsed and trimmed, case-folded. */
export function normaliseText(text: string): string {
  return text.normalize("NFKC").replace(FORMAT, "").replace(SPACE, " ").trim().toLowerCase();
}

/** The question's stem and its options as a sorted set, each normalised; NUL-separated. */
export function questionFingerprint(q: { question: string; options: readonly string[] }): string {
  const options = [...new Set(q.options.map(normaliseText))].sort();
  return [normaliseText(q.question), ...options].join("\u0000");
}
