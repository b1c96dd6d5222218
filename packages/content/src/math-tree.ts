// Maths for the browser, made in Node: temml turns each formula's LaTeX into MathML, which becomes
// a JSON tree of allowed tags and attributes (decision 0035). Nothing here may be imported by the app.
import temml from "temml";
import {
  MATH_ATTRIBUTES,
  MATH_TAGS,
  mathKey,
  type MathNode,
  type MathTrees,
} from "@tayari/contracts/math";
import { mapPassages, mapQuestions } from "./map-questions";
import { splitQuestionText } from "./question-text";
import { parseXml, type XmlNode } from "./xml";

/** The MathML of one formula; throws with temml's message on unknown or malformed LaTeX. */
export function mathML(tex: string, display: boolean): string {
  return temml.renderToString(tex, { displayMode: display, throwOnError: true });
}

function toTree(node: XmlNode): MathNode {
  if (typeof node === "string") return node;
  if (!MATH_TAGS.has(node.name))
    throw new Error(`<${node.name}> is not in the MathML the app shows`);
  const children = node.children.map(toTree);
  const kept = Object.entries(node.attributes).filter(([name]) => MATH_ATTRIBUTES.has(name));
  return kept.length ? [node.name, children, Object.fromEntries(kept)] : [node.name, children];
}

/** The children of one formula's <math> element; throws when temml cannot read it. */
export function mathTree(tex: string, display: boolean): MathNode[] {
  return parseXml(mathML(tex, display)).children.map(toTree);
}

/** Every fault of a text's format: unclosed code blocks, unbalanced $, LaTeX temml cannot read. */
export function questionTextFaults(text: string): string[] {
  const { segments, faults } = splitQuestionText(text);
  for (const segment of segments) {
    if (segment.kind !== "math") continue;
    try {
      mathTree(segment.tex, segment.display);
    } catch (error) {
      const message = (error as Error).message.split("\n")[0]!.trim();
      faults.push(`LaTeX "${segment.tex}": ${message}`);
    }
  }
  return faults;
}

interface QuestionTexts {
  question: string;
  options: readonly string[];
  explanation: string;
}

/** The trees of every formula of some texts, each formula once, or undefined when there are none. */
function treesOf(texts: readonly string[]): MathTrees | undefined {
  const trees: MathTrees = {};
  for (const text of texts) {
    for (const segment of splitQuestionText(text).segments) {
      if (segment.kind !== "math") continue;
      const key = mathKey(segment.tex, segment.display);
      trees[key] ??= mathTree(segment.tex, segment.display);
    }
  }
  return Object.keys(trees).length ? trees : undefined;
}

/**
 * The trees of every formula in a question's text, options and explanation, or undefined when there
 * are none. Content is checked before it is served, so a formula that fails here is a bug: it throws.
 */
export function questionMath(question: QuestionTexts): MathTrees | undefined {
  return treesOf([question.question, ...question.options, question.explanation]);
}

/** The trees of every formula in a passage's title and text (decision 172), like a question's. */
export function passageMath(passage: { text: string; title?: unknown }): MathTrees | undefined {
  return treesOf(
    typeof passage.title === "string" ? [passage.title, passage.text] : [passage.text],
  );
}

/** `item` without a `math` given by hand, with the trees made from its texts when it has maths. */
function withTrees(item: Record<string, unknown>, math: MathTrees | undefined): object {
  const copy = { ...item };
  delete copy.math;
  return math ? { ...copy, math } : copy;
}

/**
 * A copy of any content (a bank of any shape, a catalog file, a list of questions) in which every
 * question and every passage that has maths carries its trees in `math`; one given by hand is
 * replaced.
 */
export function withMath<T>(content: T): T {
  const questions = mapQuestions(content, (question) =>
    withTrees(question, questionMath(question)),
  );
  return mapPassages(questions, (passage) => withTrees(passage, passageMath(passage)));
}
