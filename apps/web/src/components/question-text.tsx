import { createElement, type ReactNode } from "react";
import {
  MATH_ATTRIBUTES,
  MATH_TAGS,
  mathKey,
  type MathNode,
  type MathTrees,
} from "@tayari/contracts/math";
import type { Figure } from "@tayari/contracts/question";
import { splitQuestionText } from "@tayari/content/question-text";
import { contentLanguage } from "../lib/i18n";

/** One MathML node as React elements; a tag or attribute outside the allow-lists is dropped. */
function mathNode(node: MathNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, children, attributes = {}] = node;
  if (!MATH_TAGS.has(tag)) return null;
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes))
    if (MATH_ATTRIBUTES.has(name)) props[name] = value;
  return createElement(tag, props, ...children.map(mathNode));
}

interface QuestionTextProps {
  text: string;
  /** The question's formulas as trees (decision 0035); a formula without one shows its LaTeX. */
  math?: MathTrees | undefined;
}

/**
 * A question, option or explanation text: prose, code blocks in monospace with their indentation,
 * and maths as MathML (which Chromium and Safari lay out natively), from React elements only.
 */
export function QuestionText({ text, math }: QuestionTextProps) {
  const { segments } = splitQuestionText(text);
  return segments.map((segment, i) => {
    switch (segment.kind) {
      case "text":
        return segment.text;
      case "code":
        return (
          <pre key={i} className="question-code">
            <code>{segment.code}</code>
          </pre>
        );
      case "math": {
        const tree = math?.[mathKey(segment.tex, segment.display)];
        if (!tree) return <code key={i}>{segment.tex}</code>;
        return createElement(
          "math",
          { key: i, display: segment.display ? "block" : undefined },
          ...tree.map(mathNode),
        );
      }
    }
  });
}

/** A question's drawing: an SVG from /figures/ as an image, so nothing in it can run. Its alt text is content. */
export function QuestionFigure({ figure }: { figure: Figure | undefined }) {
  if (!figure) return null;
  return (
    <img
      className="question-figure"
      src={`/figures/${encodeURIComponent(figure.file)}`}
      alt={figure.alt}
      // The description is content, written with the question: marked with its language.
      lang={contentLanguage(figure.alt)}
      decoding="async"
    />
  );
}
