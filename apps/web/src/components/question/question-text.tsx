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
import { contentLanguage } from "../../lib/i18n";

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

// A formula or code block wider than its line scrolls in its own box; one that does is made
// reachable by keyboard (a scroll box must be), the others stay out of the Tab order. One observer
// for every box on the page: a review holds hundreds.
let overflowObserver: ResizeObserver | undefined;
function markScrollable(box: Element) {
  if (box.scrollWidth > box.clientWidth + 1) box.setAttribute("tabindex", "0");
  else box.removeAttribute("tabindex");
}
function scrollBox(box: HTMLElement | null) {
  if (!box || typeof ResizeObserver === "undefined") return;
  overflowObserver ??= new ResizeObserver((entries) =>
    entries.forEach((e) => markScrollable(e.target)),
  );
  overflowObserver.observe(box);
  return () => overflowObserver!.unobserve(box);
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
          <pre key={i} className="question-code" ref={scrollBox}>
            <code>{segment.code}</code>
          </pre>
        );
      case "math": {
        const tree = math?.[mathKey(segment.tex, segment.display)];
        // A formula wider than the screen scrolls inside its own box, never the page.
        return (
          <span key={i} className={segment.display ? "formula display" : "formula"} ref={scrollBox}>
            {tree ? (
              createElement(
                "math",
                { display: segment.display ? "block" : undefined },
                ...tree.map(mathNode),
              )
            ) : (
              <code>{segment.tex}</code>
            )}
          </span>
        );
      }
    }
  });
}

/**
 * A formula nobody sees, in a quiz's frame while its questions download (and in its prerendered
 * page): the browser's first formula costs it MathML's style sheet and the maths font, several
 * times the layout of a whole question, and this moves that cost out of the first question's
 * frame. Hidden from sight and from screen readers; it takes no space.
 */
export function MathWarmUp() {
  return (
    <span className="math-warm-up" aria-hidden="true">
      {createElement(
        "math",
        null,
        createElement(
          "mfrac",
          null,
          createElement("mi", null, "x"),
          createElement("mn", null, "2"),
        ),
      )}
    </span>
  );
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
