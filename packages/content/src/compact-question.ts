// The compact form of a drawn question (decision 101), made on the server and read in the browser
// with the same list of formulas, so a tree can only ever be put back under the formula it was
// made from. Imports nothing but the text splitter: it is on the quiz's way to its first question.
import type { CompactDrawnQuestion, DrawnQuestion } from "@tayari/contracts/banks";
import { mathKey, type MathTrees } from "@tayari/contracts/math";
import { splitQuestionText } from "./question-text";

/**
 * The formulas a question shows, by their key in its `math`: those of its text, then of each
 * option in the order written, each once, where it first appears.
 */
export function shownFormulas(question: {
  question: string;
  options: readonly string[];
}): string[] {
  const keys = new Set<string>();
  for (const text of [question.question, ...question.options])
    for (const segment of splitQuestionText(text).segments)
      if (segment.kind === "math") keys.add(mathKey(segment.tex, segment.display));
  return [...keys];
}

/**
 * A question as the compact draw sends it. Throws when its answer is none of its options, or when
 * it holds the tree of a formula it does not show (the tree would be lost): the draw sends what a
 * question shows (`splitExplanation`), and the bank's check refuses a key that is no option.
 */
export function toCompactQuestion(
  question: Omit<DrawnQuestion, "explanation">,
): CompactDrawnQuestion {
  const { answer: key, math, ...rest } = question;
  const answer = question.options.indexOf(key);
  if (answer < 0) throw new Error(`question ${question.id}: its answer is none of its options`);
  if (!math) return { ...rest, answer };
  const keys = shownFormulas(question);
  const unshown = Object.keys(math).find((formula) => !keys.includes(formula));
  if (unshown !== undefined)
    throw new Error(`question ${question.id}: ${unshown} has a tree but is not in its text`);
  return { ...rest, answer, math: keys.map((formula) => math[formula] ?? null) };
}

/**
 * The question a compact one was made from. Throws when it cannot be that question: an answer past
 * the last option, or a number of trees other than the number of formulas it shows.
 */
export function fromCompactQuestion(compact: CompactDrawnQuestion): DrawnQuestion {
  const { answer: index, math: trees, ...rest } = compact;
  const answer = compact.options[index];
  const keys = trees ? shownFormulas(compact) : [];
  // Seen only in the console: the quiz then draws from the bundled bank instead.
  if (answer === undefined || (trees && keys.length !== trees.length))
    throw new Error(`compact question ${compact.id} cannot be read back`);
  if (!trees) return { ...rest, answer };
  const math: MathTrees = {};
  keys.forEach((formula, n) => {
    const tree = trees[n];
    if (tree) math[formula] = tree;
  });
  return Object.keys(math).length ? { ...rest, answer, math } : { ...rest, answer };
}
