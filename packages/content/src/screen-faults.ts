// What a screen would show wrong although the question is well formed (issue 70): a formula
// written in plain text beside options in LaTeX (the odd one out is set apart in another font), an
// option whose spacing no screen keeps, and a reading question that asks for a title while its
// passage is shown with its own. content:check refuses these in the product's banks and catalog.
import type { Problem } from "./problem";
import { splitQuestionText } from "./question-text";
import { quote, textKey } from "./text-checks";

/** What these checks read of a question; anything malformed is left to the question checks. */
interface Shown {
  id: number;
  question: string;
  options: readonly string[];
  passage?: string | undefined;
}

/** What they read of a passage. */
interface ShownPassage {
  id: string;
  title?: string | undefined;
}

const isShown = (value: unknown): value is Shown => {
  const q = value as Partial<Shown> | null;
  return (
    typeof q === "object" &&
    q !== null &&
    typeof q.id === "number" &&
    typeof q.question === "string" &&
    Array.isArray(q.options) &&
    q.options.every((o) => typeof o === "string") &&
    (q.passage === undefined || typeof q.passage === "string")
  );
};

const hasMaths = (text: string) => splitQuestionText(text).segments.some((s) => s.kind === "math");

/** Names of functions that a formula writes in letters (`sin x`, `log 2`). */
const FUNCTION_NAMES = new Set(
  "sin cos tan cot sec cosec csc log ln exp lim max min det".split(" "),
);
/** Only the characters of a formula: Latin letters, digits, operators, brackets, spaces. */
const FORMULA_CHARACTERS = /^[A-Za-z0-9\s()+\-−×·/^_²³⁻¹√π.=<>≤≥']+$/;
/** A number followed by a unit after a space ("10 m", "2.5 kg m²"): units stay text (decision 55). */
const NUMBER_AND_UNIT = /^[−-]?\d[\d,.]*\s+\S/;

/**
 * Whether an option with no maths in it is a formula written in plain text: it holds only a
 * formula's characters, at least one Latin letter, and each run of letters is a symbol (one
 * letter), a function's name, or no word (an upper-case letter after the first, or no vowel):
 * "mvqB", "R", "2R", "x + 1", not "Zero", "None of these" or "10 m".
 */
export function isPlainFormula(option: string): boolean {
  const text = option.trim();
  if (hasMaths(text) || !FORMULA_CHARACTERS.test(text) || NUMBER_AND_UNIT.test(text)) return false;
  const runs = text.match(/[A-Za-z]+/g);
  if (!runs) return false;
  return runs.every(
    (run) =>
      run.length === 1 ||
      FUNCTION_NAMES.has(run) ||
      /[A-Z]/.test(run.slice(1)) ||
      !/[aeiouy]/i.test(run),
  );
}

/**
 * The options of a question that write a formula in plain text while another option is LaTeX,
 * each as a reason.
 */
export function plainFormulaFaults(options: readonly string[]): string[] {
  const latex = options.filter(hasMaths);
  if (latex.length === 0) return [];
  return options.flatMap((option, i) =>
    isPlainFormula(option)
      ? [
          `option ${i + 1} ${quote(option)} writes a formula in plain text beside options in LaTeX ` +
            `(${latex.slice(0, 2).map(quote).join(", ")}): a student sees it set apart from the ` +
            `others; write it in LaTeX too, ${quote(`$${option.trim()}$`)}`,
        ]
      : [],
  );
}

/**
 * The options whose spacing a screen would lose (the screens keep every space of an option's
 * text, decision 0371, but not these): spaces at an option's start or end, which nothing shows
 * and which the comparison of options ignores, and a run of spaces inside maths, which LaTeX drops.
 */
export function collapsingSpaceFaults(options: readonly string[]): string[] {
  const faults: string[] = [];
  options.forEach((option, i) => {
    const name = `option ${i + 1} ${quote(option)}`;
    if (option.trim() && /^\s|\s$/.test(option))
      faults.push(
        `${name} starts or ends with spaces, which no screen shows: put what the spaces mean ` +
          `between marks (as printf output is written, [   42]) or leave them out`,
      );
    for (const segment of splitQuestionText(option).segments)
      if (segment.kind === "math" && / {2,}/.test(segment.tex))
        faults.push(
          `${name} has a run of spaces inside maths, which LaTeX drops: write the spacing as ` +
            `text outside the $...$, or as \\quad`,
        );
  });
  return faults;
}

/** A passage title that only labels the text ("Passage 2", "गद्यांश – क"): it names no subject. */
const LABEL_TITLE =
  /^\s*(passage|text|extract|reading|गद्यांश|कथांश|निबन्धांश|अनुच्छेद|पद्यांश|पाठ)\s*[-–—:]?\s*[\p{L}\p{N}]{0,3}\s*$/iu;
/** A question that asks for a title. */
const ASKS_TITLE = /\btitles?\b|शीर्षक/i;

/**
 * The faults of a reading question against its passage's shown title: it asks for a title while
 * the passage is shown under one (the screen answers it, or makes the key look wrong), or one of
 * its options is that title.
 */
export function shownTitleFaults(q: Shown, passage: ShownPassage | undefined): string[] {
  const title = passage?.title?.trim();
  if (!passage || !title || LABEL_TITLE.test(title)) return [];
  const shown = `passage "${passage.id}" is shown under its title ${quote(title)}`;
  const faults: string[] = [];
  if (ASKS_TITLE.test(q.question))
    faults.push(
      `${shown}, and this question asks for a title: the screen answers it (or makes the key ` +
        `look wrong); ask another question of the passage, or show it without its title`,
    );
  const named = q.options.findIndex((option) => textKey(option) === textKey(title));
  if (named >= 0)
    faults.push(
      `${shown}, and option ${named + 1} is that title: the screen points at it; write another option`,
    );
  return faults;
}

/**
 * Every such fault of a list of questions (a bank's or a catalog unit's, raw), with the passages
 * they stand on, as problems of `file`; `where` starts each reason as the other checks' do.
 */
export function screenProblems(
  file: string,
  questions: readonly unknown[],
  passages: readonly unknown[] = [],
  where = "",
): Problem[] {
  const byId = new Map<string, ShownPassage>();
  for (const p of passages) {
    const passage = p as Partial<ShownPassage> | null;
    if (typeof passage?.id === "string")
      byId.set(passage.id, {
        id: passage.id,
        title: typeof passage.title === "string" ? passage.title : undefined,
      });
  }
  const problems: Problem[] = [];
  for (const q of questions) {
    if (!isShown(q)) continue;
    const faults = [
      ...plainFormulaFaults(q.options),
      ...collapsingSpaceFaults(q.options),
      ...(q.passage ? shownTitleFaults(q, byId.get(q.passage)) : []),
    ];
    for (const reason of faults)
      problems.push({ file, id: q.id, reason: where ? `${where}: ${reason}` : reason });
  }
  return problems;
}
