import { createElement, Fragment, memo, type ReactNode } from "react";
import {
  MATH_ATTRIBUTES,
  MATH_TAGS,
  mathKey,
  type MathElement,
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
// reachable by keyboard (a scroll box must be) and says so (its right edge fades until it is
// scrolled to its end), the others stay out of the Tab order. One observer for every box on the
// page: a review holds hundreds.
let overflowObserver: ResizeObserver | undefined;
function markScrollable(box: Element) {
  const scrolls = box.scrollWidth > box.clientWidth + 1;
  if (scrolls) box.setAttribute("tabindex", "0");
  else box.removeAttribute("tabindex");
  box.classList.toggle("scrolls", scrolls);
  box.classList.toggle("at-end", box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
}
export function scrollBox(box: HTMLElement | null) {
  if (!box || typeof ResizeObserver === "undefined") return;
  overflowObserver ??= new ResizeObserver((entries) =>
    entries.forEach((e) => markScrollable(e.target)),
  );
  overflowObserver.observe(box);
  const scrolled = () => markScrollable(box);
  box.addEventListener("scroll", scrolled, { passive: true });
  return () => {
    overflowObserver!.unobserve(box);
    box.removeEventListener("scroll", scrolled);
  };
}

// Where a long formula may break between lines: before a relation, or before a + or − that is not
// a sign, at its top level (a break inside a bracket or a fraction would change what it says).
const RELATIONS = "=≠<>≤≥≈≡∼≃≅∝→⇒⇔↔∈∉⊂⊆⊃⊇";
const SUMS = "+−±∓";
const isMo = (node: MathNode | undefined): node is MathElement =>
  Array.isArray(node) && node[0] === "mo";

/**
 * A formula's top-level row cut at those places into pieces, each its own <math>, so a line can
 * break between them on a narrow screen (MathML Core lays out no line breaks inside one). One
 * piece when there is nowhere to cut. The operator that opens a piece keeps its spacing.
 */
export function mathPieces(tree: MathNode[]): MathNode[][] {
  const [only] = tree;
  const row = tree.length === 1 && Array.isArray(only) && only[0] === "mrow" ? only[1] : tree;
  const pieces: MathNode[][] = [[]];
  row.forEach((node, i) => {
    const op = isMo(node) ? String(node[1][0]) : "";
    const cut =
      i > 0 && op !== "" && (RELATIONS.includes(op) || (SUMS.includes(op) && !isMo(row[i - 1])));
    if (cut && isMo(node)) pieces.push([["mo", node[1], { ...node[2], form: "infix" }]]);
    else pieces.at(-1)!.push(node);
  });
  return pieces.length > 1 ? pieces : [tree];
}

export interface QuestionTextProps {
  text: string;
  /** The question's formulas as trees (decision 0035); a formula without one shows its LaTeX. */
  math?: MathTrees | undefined;
}

/** A run of two or more spaces: spacing that means something (printf output, "[   42]"). */
const SPACE_RUN = / {2}/;

/**
 * Whether a text draws the same with `next`'s props as with `prev`'s: the same text, and the same
 * tree for each of its formulas. An entrance draw's explanations, which arrive once its first
 * question shows (decision 88), come with their own formulas, merged into a new `math` object of
 * each question with the old trees in it: compared as a whole, that object made the first pick
 * draw every text of the question again (decision 0523).
 */
export function drawsTheSame(prev: QuestionTextProps, next: QuestionTextProps): boolean {
  if (prev.text !== next.text) return false;
  if (prev.math === next.math) return true;
  return splitQuestionText(next.text).segments.every((segment) => {
    if (segment.kind !== "math") return true;
    const key = mathKey(segment.tex, segment.display);
    return prev.math?.[key] === next.math?.[key];
  });
}

/**
 * A question, option or explanation text: prose, code blocks in monospace with their indentation,
 * and maths as MathML (which Chromium and Safari lay out natively), from React elements only.
 * Prose that holds a run of spaces keeps every one of them, in the code font (decision 0371):
 * HTML would fold "[   42]" into "[ 42]", and an option about output would lie. Memoised: a pick
 * re-renders the question at once, in the tap's task (a discrete event is rendered synchronously),
 * and its texts, which the pick does not change, are then not split and drawn again (`drawsTheSame`).
 */
export const QuestionText = memo(function QuestionText({ text, math }: QuestionTextProps) {
  const { segments } = splitQuestionText(text);
  return segments.map((segment, i) => {
    switch (segment.kind) {
      case "text":
        return SPACE_RUN.test(segment.text) ? (
          <code key={i} className="kept-spaces">
            {segment.text}
          </code>
        ) : (
          segment.text
        );
      case "code":
        return (
          <pre key={i} className="question-code" ref={scrollBox}>
            <code>{segment.code}</code>
          </pre>
        );
      case "math": {
        const tree = math?.[mathKey(segment.tex, segment.display)];
        const pieces = tree ? mathPieces(tree) : [];
        // A formula wider than the screen wraps between its pieces; what still does not fit scrolls
        // inside its own box, never the page. A display formula in pieces keeps its display style.
        return (
          <span key={i} className={segment.display ? "formula display" : "formula"} ref={scrollBox}>
            {tree ? (
              pieces.map((piece, p) => (
                <Fragment key={p}>
                  {p > 0 ? <wbr /> : null}
                  {createElement(
                    "math",
                    pieces.length > 1
                      ? { displaystyle: segment.display ? "true" : undefined }
                      : { display: segment.display ? "block" : undefined },
                    ...piece.map(mathNode),
                  )}
                </Fragment>
              ))
            ) : (
              <code>{segment.tex}</code>
            )}
          </span>
        );
      }
    }
  });
}, drawsTheSame);

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
