// Moodle's HTML (from its editor, its "auto-format", or Markdown as the HTML it makes) turned into a
// bank text. Paragraphs and <br> become line breaks (a space in an option or an explanation, which
// are one line), entities are decoded, <pre> becomes a fenced code block, Moodle's TeX becomes the
// bank's $ $ / $$ $$, <sub> and <sup> become Unicode sub- and superscripts (digits and signs) or
// LaTeX, and an image or media is reported, never dropped. HTML is read by parse5, the browsers' own
// algorithm, so whatever an editor wrote (unclosed <p>, bare attributes, every named entity) is read
// the way Moodle showed it.
import { parseFragment } from "parse5";
import type { DefaultTreeAdapterTypes as T } from "parse5";
import { markdownToHtml } from "./markdown";
import {
  BLOCK,
  BREAK,
  CODE,
  DOLLAR,
  KEPT_SPACE,
  looksLikeHtml,
  MARKS,
  plainToText,
  prose,
  type MoodleFormat,
  type ReadText,
  type TextOptions,
} from "./moodle-text";
import { joinLines, trimChar } from "./scan";
import { reason, type Reason } from "./reasons";

const BLOCKS = new Set(
  "address article aside blockquote center dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p section summary table tbody thead tfoot tr ul caption".split(
    " ",
  ),
);
const SKIPPED = new Set("script style head title template noscript button select".split(" "));
const MEDIA = new Set("iframe video audio object embed canvas svg math frame applet".split(" "));

const SUP: Record<string, string> = {
  "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
  "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", n: "ⁿ", i: "ⁱ",
}; // prettier-ignore
const SUB: Record<string, string> = {
  "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
  "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎",
}; // prettier-ignore

const attr = (node: T.Element, name: string) =>
  node.attrs.find((a) => a.name === name)?.value ?? "";
const isElement = (node: T.ChildNode): node is T.Element => "tagName" in node;
/** A character that can be a <sup>'s or <sub>'s base: a letter, a number, a dot, a closing bracket. */
const BASE = /^[\p{L}\p{N}.)\]]$/u;

/** An address's last part decoded; as written when an escape decodes to nothing ("50%.png"). */
export function lastPartOf(src: string): string {
  const last = src.split("/").at(-1) ?? src;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The text of a subtree, as is (for code and for sub/sup); walked without recursion. */
function rawText(node: T.ParentNode): string {
  let out = "";
  const stack: T.ChildNode[] = [...node.childNodes].reverse();
  while (stack.length) {
    const child = stack.pop()!;
    if (child.nodeName === "#text") out += (child as T.TextNode).value;
    else if (isElement(child)) {
      if (child.tagName === "br") out += "\n";
      else for (let i = child.childNodes.length - 1; i >= 0; i--) stack.push(child.childNodes[i]!);
    }
  }
  return out;
}

const latexEscape = (text: string) =>
  text.replace(/[\\{}$%&#_^~]/g, (ch) => (ch === "\\" ? "\\backslash " : `\\${ch}`));

/** A language word for a code fence, from `class="language-c"` on <pre> or its <code>. */
function codeLanguage(pre: T.Element): string {
  const code = pre.childNodes.find((c): c is T.Element => isElement(c) && c.tagName === "code");
  const classes = `${attr(pre, "class")} ${code ? attr(code, "class") : ""}`;
  return /(?:^|\s)(?:language|lang)-([\w+#-]+)/.exec(classes)?.[1] ?? "";
}

/** How deep an editor's HTML may nest (Moodle's own editors write some tens at most). */
export const MAX_HTML_DEPTH = 100;

// Elements a browser keeps open across others (and reopens after a block ends) until their own end
// tag; elements an opening of their own kind closes; elements that never hold anything.
const FORMATTING = new Set("a b big code em font i nobr s small strike strong tt u".split(" "));
const SELF_CLOSING = new Set(
  "p li dt dd tr td th option optgroup thead tbody tfoot rb rt rp".split(" "),
);
const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);

/**
 * How deep a browser's reading of the HTML could nest, at most: every element opened and not yet
 * closed by its end tag, and every formatting element (<b>, <a> ...) not yet ended, which a browser
 * reopens. Counted over the tags alone, in one pass. The HTML parser's work grows with the square
 * of this depth (20,000 <div>s: 55 s, 1,000 <b>s with attributes: 1 s), so past MAX_HTML_DEPTH
 * the text is refused before it is parsed (issue 47).
 */
export function htmlDepth(html: string): number {
  const open: string[] = [];
  const formatting = new Map<string, number>();
  let unended = 0;
  let deepest = 0;
  for (const [, end, raw] of html.matchAll(/<(\/?)([A-Za-z][^\s/<>]*)/g)) {
    const name = raw!.toLowerCase();
    if (end) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      const count = formatting.get(name) ?? 0;
      if (count) {
        formatting.set(name, count - 1);
        unended--;
      }
      continue;
    }
    if (VOID.has(name)) continue;
    if (SELF_CLOSING.has(name)) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    }
    open.push(name);
    if (FORMATTING.has(name)) {
      formatting.set(name, (formatting.get(name) ?? 0) + 1);
      unended++;
    }
    deepest = Math.max(deepest, open.length + unended);
  }
  return deepest;
}

/** Reads Moodle HTML into a bank text. */
export function htmlToText(html: string, options: TextOptions): ReadText {
  const faults: Reason[] = [];
  if (/[<&]/.test(html) && htmlDepth(html) > MAX_HTML_DEPTH)
    return {
      text: "",
      faults: [reason("html_too_deep", { ...options.field, max: MAX_HTML_DEPTH })],
    };
  const codes: { language: string; code: string }[] = [];
  let figureSeen = false;

  // The text walked so far, in pieces (a <sup>'s base is taken back from the last ones).
  const parts: string[] = [];
  /** The letters, numbers, dots and closing brackets that end the text so far, taken out of it. */
  const takeBase = () => {
    let base = "";
    while (parts.length) {
      const last = parts[parts.length - 1]!;
      let start = last.length;
      while (start > 0) {
        const low = last.charCodeAt(start - 1);
        const from = low >= 0xdc00 && low <= 0xdfff && start >= 2 ? start - 2 : start - 1;
        if (!BASE.test(last.slice(from, start))) break;
        start = from;
      }
      base = last.slice(start) + base;
      if (start > 0) {
        parts[parts.length - 1] = last.slice(0, start);
        break;
      }
      parts.pop();
    }
    return base;
  };

  // Walked with a stack of its own, not by recursion: an editor's HTML nested 20,000 deep (every
  // <b> left open) overflowed the call stack (issue 47). A frame is an element whose children are
  // being read, what its end adds, and the list it is in.
  interface Frame {
    children: T.ChildNode[];
    next: number;
    /** Elements among the children so far (a table cell after the first is set off by "|"). */
    elements: number;
    list: { ordered: boolean; n: number } | null;
    after: string;
  }
  const stack: Frame[] = [{ children: [], next: 0, elements: 0, list: null, after: "" }];
  const enter = (node: T.ParentNode, list: Frame["list"], after: string) =>
    stack.push({ children: node.childNodes, next: 0, elements: 0, list, after });
  const walk = (root: T.ParentNode) => {
    stack.length = 0;
    enter(root, null, "");
    while (stack.length) {
      const frame = stack[stack.length - 1]!;
      const child = frame.children[frame.next++];
      if (!child) {
        stack.pop();
        if (frame.after) parts.push(frame.after);
        continue;
      }
      if (child.nodeName === "#text") {
        parts.push(
          (child as T.TextNode).value
            .replace(/[\u200B\u00AD\uFEFF]/g, "")
            .replace(/\u00A0/g, KEPT_SPACE),
        );
        continue;
      }
      if (!isElement(child)) continue;
      const cell = frame.elements++ > 0;
      const tag = child.tagName;
      if (SKIPPED.has(tag)) continue;
      if (MEDIA.has(tag)) {
        faults.push(reason("media", { tag: `<${tag}>` }));
        continue;
      }
      if (tag === "br") {
        parts.push(BREAK);
        continue;
      }
      if (tag === "img") {
        const src = attr(child, "src");
        const name = lastPartOf(src).replace(/\?.*$/, "") || src;
        const refusal = !options.multiline
          ? reason("image", { name, why: "field", ...options.field })
          : figureSeen
            ? reason("image", { name, why: "one_figure" })
            : options.image
              ? options.image(src, attr(child, "alt"))
              : reason("image", { name, why: "no_files" });
        figureSeen = true;
        if (refusal) faults.push(refusal);
        continue;
      }
      if (tag === "pre") {
        codes.push({ language: codeLanguage(child), code: rawText(child).replace(/^\n|\n$/g, "") });
        parts.push(`${BLOCK}${CODE}${codes.length - 1}${CODE}${BLOCK}`);
        continue;
      }
      if (tag === "sub" || tag === "sup") {
        const inner = rawText(child).replace(/\s+/g, " ").trim();
        const map = tag === "sup" ? SUP : SUB;
        if ([...inner].every((ch) => ch in map)) {
          parts.push([...inner].map((ch) => map[ch]).join(""));
          continue;
        }
        // LaTeX, the text just before it (a letter, a number, a bracket) taken as its base.
        const base = takeBase();
        const mark = tag === "sup" ? "^" : "_";
        parts.push(
          `${DOLLAR}${base ? latexEscape(base) : "{}"}${mark}{${latexEscape(inner)}}${DOLLAR}`,
        );
        continue;
      }
      const block = BLOCKS.has(tag);
      if (block) parts.push(BLOCK);
      const list = frame.list;
      if (tag === "li") parts.push(list?.ordered ? `${++list.n}. ` : "• ");
      if ((tag === "td" || tag === "th") && cell) parts.push(" | ");
      enter(
        child,
        tag === "ol" ? { ordered: true, n: 0 } : tag === "ul" ? { ordered: false, n: 0 } : list,
        block ? BLOCK : "",
      );
    }
  };
  // Most options are words: no tag, no entity, nothing for the HTML parser to do.
  if (/[<&]/.test(html)) walk(parseFragment(html));
  else parts.push(html.replace(/[\u200B\u00AD\uFEFF]/g, "").replace(/\u00A0/g, KEPT_SPACE));
  return { text: finish(parts.join(""), codes, options, faults), faults };
}

/**
 * The walked text as lines, the way a browser lays them out: a block's edge ends a line that has
 * something on it, a <br> always ends one (so <br><br> leaves an empty line), and a <br> just
 * before a block's edge adds nothing. Collapsible spaces at a line's ends go; &nbsp; stays.
 */
function finish(
  raw: string,
  codes: { language: string; code: string }[],
  options: TextOptions,
  faults: Reason[],
): string {
  const lines: string[] = [];
  let line = "";
  const end = () => {
    const kept = trimChar(line, " ");
    lines.push(/^[ \uE012]*$/.test(kept) ? "" : kept);
    line = "";
  };
  const parts = raw.split(new RegExp(`${CODE}(\\d+)${CODE}`));
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      const { language, code } = codes[Number(part)]!;
      if (!options.multiline) {
        if (code.includes("\n")) faults.push(reason("line_break", options.field));
        line += ` ${joinLines(code)} `;
        return;
      }
      if (line.trim()) end();
      lines.push(`\`\`\`${language}`, ...code.split("\n"), "```");
      return;
    }
    const text = prose(part.replace(/[ \t\n\r\f]+/g, " "), options.dollarMaths);
    for (const ch of text) {
      if (ch === BREAK) end();
      else if (ch === BLOCK) {
        if (line.trim()) end();
      } else line += ch;
    }
  });
  if (line.trim()) end();
  const text = options.multiline
    ? trimChar(lines.join("\n"), "\n")
    : lines.filter(Boolean).join(" ");
  return text.replace(new RegExp(KEPT_SPACE, "g"), " ").replace(new RegExp(DOLLAR, "g"), "$");
}

/** A text as Moodle keeps it, in the bank's form. */
export function moodleToText(text: string, format: MoodleFormat, options: TextOptions): ReadText {
  if (MARKS.test(text)) return { text: "", faults: [reason("placeholder")] };
  // Moodle shows a $ in HTML as a dollar sign, whatever the file.
  if (format === "html") return htmlToText(text, { ...options, dollarMaths: false });
  if (format === "moodle" && looksLikeHtml(text))
    return htmlToText(text.replace(/\r?\n/g, "<br>"), { ...options, dollarMaths: false });
  // Moodle shows Markdown as the HTML it makes: read as that HTML (emphasis as its words, images
  // refused by name), never as plain text with its stars and hashes.
  if (format === "markdown")
    return htmlToText(markdownToHtml(text), { ...options, dollarMaths: false });
  return plainToText(text, options);
}
