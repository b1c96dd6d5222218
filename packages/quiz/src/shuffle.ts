/**
 * Fair papers (decision 69): every attempt has a seed, and the order of each question's options
 * (and, in scholarship exams, of the questions within each section) follows from it. The same seed
 * gives the same order on every reload, device and review; two attempts get different orders.
 * Pure: the caller keeps the seed with the attempt and supplies the randomness for a new one.
 */
import { createRng, runsOf, shuffle } from "./random";

/** Seeds are whole numbers below 2^31: JSON-safe, a PostgreSQL `integer`, a `number` everywhere. */
export const SEED_LIMIT = 2 ** 31;

export const isSeed = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < SEED_LIMIT;

/** A new attempt's seed from `random` (Math.random in a browser, node:crypto on the server). */
export const newSeed = (random: () => number = Math.random): number =>
  Math.floor(random() * SEED_LIMIT) >>> 0;

/** murmur3's finaliser: spreads every input bit over the output, so near seeds give unrelated orders. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units of the address. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The random sequence of one question (or one section) of one attempt. */
export const seededRng = (seed: number, address: string) =>
  createRng(mix(hashText(address) ^ mix(seed >>> 0)));

/**
 * A question's address within its attempt: its id, with its bank where an attempt mixes banks
 * (weak topics, review) and two banks may use the same id.
 */
export const questionAddress = (question: { id: number; bank?: string | undefined }) =>
  question.bank === undefined ? String(question.id) : `${question.bank}:${question.id}`;

// An option that names other options by where they stand ("All of the above", "Both A and B",
// "माथिका सबै") is only true in the written order. Letters count only as capitals or in brackets:
// "a and b" in a question about variables or segments names no option.
const WORD_REFERENCES = [
  /\b(all|none|any|both|neither|either|each|one|two|three)\s+(of\s+)?(the\s+)?(above|below|preceding|following|foregoing)\b/i,
  /\b(all|none|both|neither|either|any|each)\s+of\s+(these|those|them|the\s+options|the\s+answers|the\s+choices)\s*[.!]?$/i,
  /^(all|none)\s+(these|the\s+above)\b/i,
  /\b(the\s+)?(above|preceding)\s+(options?|answers?|choices|statements?\s+are|all|both)\b/i,
  /\boptions?\s+\(?[a-e1-5]\)?\b/i,
  /\b(answer|choice)\s+\(?[a-e]\)\b/i,
];
const LETTER = String.raw`(?:[A-E]|\([a-eA-E1-5]\)|[a-eA-E1-5]\))`;
const LETTER_LIST = new RegExp(
  String.raw`^(?:(?:both|only|either|neither)\s+)?${LETTER}(?:\s*(?:,|&|\band\b|\bor\b|\bnor\b)\s*${LETTER})*(?:\s+(?:both|only))?\s*[.!]?$`,
  "i",
);
/** Case matters here: single capital letters A-E. */
const CAPITAL_LETTER_LIST = new RegExp(
  String.raw`^(?:(?:[Bb]oth|[Oo]nly|[Ee]ither|[Nn]either)\s+)?[A-E](?:\s*(?:,|&|and|or|nor)\s*[A-E])+(?:\s+(?:both|only))?\s*[.!]?$`,
);
const NEPALI_LETTER = "[कखगघङ]";
const NEPALI_REFERENCES = [
  /(माथिका|माथि\s*दिइएका|माथि\s*उल्लिखित|उपर्युक्त|उपरोक्त|उल्लिखित|तलका|यी\s*मध्ये)\s*(सबै|कुनै|दुवै|सबैजना)/,
  /(सबै|कुनै\s*पनि|दुवै)\s*(माथिका|उपर्युक्त|उपरोक्त)/,
  new RegExp(
    `^(दुवै\\s*)?\\(?${NEPALI_LETTER}\\)?\\s*(र|वा|,)\\s*\\(?${NEPALI_LETTER}\\)?(\\s*(र|वा|,)\\s*\\(?${NEPALI_LETTER}\\)?)*(\\s*दुवै)?\\s*[।.]?$`,
  ),
];

/**
 * Whether an option names other options by their place ("All of the above", "Both A and B").
 * `LETTER_LIST` only where a bracket is: on its first runs V8 compiles it to machine code, about
 * 30 ms at 8x CPU, and most options have none (decision 0528).
 */
export function refersToPositions(option: string): boolean {
  const text = option.trim().replace(/\s+/g, " ");
  return (
    WORD_REFERENCES.some((re) => re.test(text)) ||
    NEPALI_REFERENCES.some((re) => re.test(text)) ||
    CAPITAL_LETTER_LIST.test(text) ||
    (/[()]/.test(text) && LETTER_LIST.test(text))
  );
}

/**
 * Each options list's answer, once found: the eight regular expressions an option is tested against
 * are most of the time a paper's option order takes (decision 0527). Keyed by the list itself,
 * which nothing changes once it is made.
 */
const kept = new WeakMap<readonly string[], boolean>();

/** A question whose options refer to their positions keeps its written order for everyone. */
export function keepsOptionOrder(options: readonly string[]): boolean {
  let keeps = kept.get(options);
  if (keeps === undefined) kept.set(options, (keeps = options.some(refersToPositions)));
  return keeps;
}

/**
 * The order in which this attempt shows a question's options: `order[k]` is the written index of
 * the option shown k-th (A, B, C ...). The written order when the options refer to positions.
 */
export function optionOrder(seed: number, address: string, options: readonly string[]): number[] {
  const written = options.map((_, i) => i);
  if (options.length < 2 || keepsOptionOrder(options)) return written;
  return shuffle(written, seededRng(seed, address));
}

/** The question with its options in the attempt's order (a copy; the bank stays as written). */
export function withOptionOrder<
  Q extends { id: number; bank?: string | undefined; options: readonly string[] },
>(question: Q, seed: number): Q {
  const order = optionOrder(seed, questionAddress(question), question.options);
  return { ...question, options: order.map((i) => question.options[i]!) };
}

/** Every question of an attempt with its options in the attempt's order. */
export const shuffleOptions = <
  Q extends { id: number; bank?: string | undefined; options: readonly string[] },
>(
  questions: readonly Q[],
  seed: number,
): Q[] => questions.map((q) => withOptionOrder(q, seed));

/**
 * Shuffles the questions of a paper within its sections: a section is a run of consecutive
 * questions with the same `sectionOf` (a category, or a category and a band of marks), so a paper
 * set out as mathematics, then physics ... keeps that layout and every student meets each section's
 * questions in their own order. The questions of one passage (`passageOf`) move as one block, in
 * their written order (decision 174); without passages the order is what it always was.
 */
export function shuffleWithinSections<T>(
  items: readonly T[],
  sectionOf: (item: T, index: number) => string,
  seed: number,
  passageOf: (item: T) => string | undefined = () => undefined,
): T[] {
  const result: T[] = [];
  let start = 0;
  for (let i = 1; i <= items.length; i++) {
    const ends = i === items.length || sectionOf(items[i]!, i) !== sectionOf(items[start]!, start);
    if (!ends) continue;
    const blocks = runsOf(items.slice(start, i), passageOf);
    result.push(...shuffle(blocks, seededRng(seed, `section:${start}`)).flat());
    start = i;
  }
  return result;
}
