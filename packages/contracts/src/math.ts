/**
 * Maths as it reaches the browser: the MathML of one `$...$` or `$$...$$`, turned into plain JSON
 * when content is read on the server or at build time, so the browser needs no maths library and
 * no HTML parsing. A node is text, or `[tag, children, attributes?]`. Only the tags and attributes
 * below are written, and the app renders only these (decision 0035).
 */
export type MathNode = string | MathElement;
export type MathElement = [tag: string, children: MathNode[], attributes?: Record<string, string>];

/** MathML Core's presentation elements (no <semantics>, <annotation> or links). */
export const MATH_TAGS: ReadonlySet<string> = new Set([
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "mrow",
  "mfrac",
  "msqrt",
  "mroot",
  "mstyle",
  "mpadded",
  "mphantom",
  "msub",
  "msup",
  "msubsup",
  "munder",
  "mover",
  "munderover",
  "mmultiscripts",
  "mprescripts",
  "none",
  "mtable",
  "mtr",
  "mtd",
  "menclose",
]);

/** Layout attributes only: no class, style, href or event handlers. */
export const MATH_ATTRIBUTES: ReadonlySet<string> = new Set([
  "mathvariant",
  "displaystyle",
  "scriptlevel",
  "width",
  "height",
  "depth",
  "voffset",
  "lspace",
  "rspace",
  "stretchy",
  "symmetric",
  "largeop",
  "movablelimits",
  "fence",
  "separator",
  "form",
  "minsize",
  "maxsize",
  "accent",
  "accentunder",
  "linethickness",
  "notation",
  "columnalign",
  "rowspan",
  "columnspan",
]);

/**
 * A question's maths, keyed by the source as written with its dollars (`"$x^2$"`, `"$$\\sqrt{2}$$"`),
 * each the children of its <math> element.
 */
export type MathTrees = Record<string, MathNode[]>;

/** `$x$` or `$$x$$`, the key of one formula in `MathTrees`. */
export const mathKey = (tex: string, display: boolean) => (display ? `$$${tex}$$` : `$${tex}$`);
