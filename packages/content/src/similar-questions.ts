// Questions that ask the same thing in other words (issue 49: entrance ids 139 and 846 asked the same
// first-law sum, one as physics with "an increase of 300 J", one as chemistry with "+300 J"). The
// near-duplicate rule of validate.ts compares texts character by character and needs the same
// options, so a reworded copy with reworded options passes it. Here a question is reduced to what
// it asks: the content words of its text (a formula or a line of code counts as one word, so a
// changed formula is a changed word), the numbers in it, and what its key says. Two questions are
// similar when their numbers are the same, their keys agree, and their words overlap by at least
// SIMILAR_MIN_OVERLAP, each word weighed by how rare it is in the content checked (a shared
// "unit" or "value" says little, a shared "Cannizzaro" a lot).
import { splitQuestionText } from "./question-text";
import { textKey } from "./text-checks";

/**
 * Weighed overlap from which two questions with the same numbers and agreeing keys are the same
 * question. Tuned on this repository's content: the reworded copies found sit at 0.8 to 1, the
 * nearest pair of different questions of one bank or subject (the order of the group
 * {1, -1, i, -i} and the order of its element i, both 4) at 0.69.
 */
export const SIMILAR_MIN_OVERLAP = 0.75;
/** A text of fewer content words is too short to call reworded: a one-line drill differs by a word. */
export const SIMILAR_MIN_WORDS = 3;

/**
 * Words that say nothing about what is asked. Pronouns and "not" stay: "She is here" and "He is
 * here" are two drills. Nepali has none listed: rarity weighs its common words down.
 */
const STOP_WORDS = new Set(
  (
    "a an the of is are was were be been being to in on at by for with from and or as this that " +
    "these those which what who whom whose how many much does do did has have had will would can " +
    "could should shall may might must there than then into onto about following correct choose " +
    "given when where why fill blank word sentence option best statement true false one if so"
  ).split(" "),
);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/**
 * A formula written in prose: operands joined by operators ("A + AB", "AB + AB'", "x² = 4"), one
 * word like a LaTeX formula. A hyphen is no operator here: "first-order" is a word.
 */
const PROSE_FORMULA =
  /[\p{L}\p{N}'\u2032()]+(?:\s*[+\u2212\u00b7\u00d7\u00f7=<>^\u2295/]\s*[\p{L}\p{N}'\u2032()]+)+/gu;
const DIGITS = /\d+(?:\.\d+)?/g;

/** A plural and its singular are one word: "resistors" is "resistor", "glass" stays. */
const singular = (word: string) =>
  word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

/** The content words of a text: prose words without stop words, each formula and code line whole. */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const segment of splitQuestionText(text).segments) {
    if (segment.kind === "math") words.push(`$${textKey(segment.tex)}`);
    else if (segment.kind === "code")
      for (const line of segment.code.split("\n")) {
        const key = textKey(line);
        if (key) words.push(`\`${key}`);
      }
    else {
      const prose = segment.text.normalize("NFKC").replace(PROSE_FORMULA, (formula) => {
        words.push(`$${textKey(formula)}`);
        return " ";
      });
      for (const [word] of prose.toLowerCase().matchAll(WORD))
        if (!STOP_WORDS.has(word)) words.push(singular(word));
    }
  }
  return words;
}

/** The numbers a text holds, in order of size: "10⁻³⁴" holds 10 and 34 (as NFKC writes it). */
const numbersOf = (text: string) =>
  [...text.normalize("NFKC").matchAll(DIGITS)]
    .map(([n]) => n)
    .sort()
    .join(" ");

/** An operator between two operands: a key that is a formula (A' · B', Q(t+1) = D, CF₂=CF₂). */
const FORMULA = /[\p{L}\p{N}'\u2032)]\s*[+\-\u2212\u00b7\u00d7\u00f7=<>^\u2295/]\s*[\p{L}\p{N}(]/u;

/** What a key says, for comparing it with another question's key. */
interface KeyForm {
  /** The key's text key, without a leading article. */
  key: string;
  /** A formula (LaTeX or written with operators): only the same formula agrees with it. */
  formula: boolean;
  words: ReadonlySet<string>;
  numbers: string;
}

function keyForm(answer: string): KeyForm {
  const bare = answer.trim().replace(/^(?:a|an|the)\s+/i, "");
  return {
    key: textKey(bare),
    formula: bare.includes("$") || FORMULA.test(bare.normalize("NFKC")),
    words: new Set(contentWords(bare).filter((w) => !/^\d/.test(w))),
    numbers: numbersOf(bare),
  };
}

const isSubset = (small: ReadonlySet<string>, big: ReadonlySet<string>) =>
  [...small].every((word) => big.has(word));

/**
 * Whether two keys say the same: the same text key; or, neither being a formula, the same numbers
 * and the words of one among the words of the other ("+300 J" and "an increase of 300 J",
 * "HCHO" and "Methanal (HCHO)").
 */
export function keysAgree(a: string, b: string): boolean {
  return formsAgree(keyForm(a), keyForm(b));
}

function formsAgree(a: KeyForm, b: KeyForm): boolean {
  if (a.key && a.key === b.key) return true;
  if (a.formula || b.formula || a.numbers !== b.numbers) return false;
  const [small, big] = a.words.size <= b.words.size ? [a, b] : [b, a];
  if (small.words.size + (small.numbers ? 1 : 0) === 0) return false;
  return isSubset(small.words, big.words);
}

/** What the comparison needs of a question, and what it carries along. */
export interface Comparable<T> {
  question: string;
  answer: string;
  item: T;
}

export interface SimilarPair<T> {
  first: T;
  second: T;
  /** The weighed overlap of their words, 0 to 1. */
  overlap: number;
}

interface Prepared<T> {
  item: T;
  words: ReadonlySet<string>;
  numbers: string;
  key: KeyForm;
}

/**
 * Every pair of similar questions among `questions` (earlier first, each pair once), in the order
 * of the second question. Questions are compared only with those whose keys share a word, a
 * number or a text key, so the work grows with the pairs that could match, not with every pair.
 */
export function similarPairs<T>(
  questions: readonly Comparable<T>[],
  minOverlap = SIMILAR_MIN_OVERLAP,
): SimilarPair<T>[] {
  const prepared: Prepared<T>[] = questions.map((q) => ({
    item: q.item,
    words: new Set(contentWords(q.question)),
    numbers: numbersOf(q.question),
    key: keyForm(q.answer),
  }));
  const frequency = new Map<string, number>();
  for (const q of prepared)
    for (const word of q.words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const weight = (word: string) => Math.log((prepared.length + 1) / frequency.get(word)!);

  // Questions filed by what their key holds: its text key, its numbers, each of its words.
  const byKey = new Map<string, number[]>();
  const pairs: SimilarPair<T>[] = [];
  prepared.forEach((q, index) => {
    if (q.words.size < SIMILAR_MIN_WORDS) return;
    const handles = [
      `k:${q.key.key}`,
      `n:${q.key.numbers}`,
      ...[...q.key.words].map((w) => `w:${w}`),
    ];
    const candidates = new Set<number>();
    for (const handle of handles)
      for (const other of byKey.get(handle) ?? []) candidates.add(other);
    for (const other of [...candidates].sort((a, b) => a - b)) {
      const earlier = prepared[other]!;
      if (earlier.numbers !== q.numbers || !formsAgree(earlier.key, q.key)) continue;
      let shared = 0;
      let all = 0;
      for (const word of q.words) {
        all += weight(word);
        if (earlier.words.has(word)) shared += weight(word);
      }
      for (const word of earlier.words) if (!q.words.has(word)) all += weight(word);
      const overlap = all ? shared / all : 0;
      if (overlap >= minOverlap) pairs.push({ first: earlier.item, second: q.item, overlap });
    }
    for (const handle of handles) {
      if (handle === "k:" || handle === "n:") continue;
      const filed = byKey.get(handle);
      if (filed) filed.push(index);
      else byKey.set(handle, [index]);
    }
  });
  return pairs;
}
