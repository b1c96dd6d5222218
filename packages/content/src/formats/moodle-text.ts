// Text as Moodle keeps it (HTML from its editor, its "auto-format", plain text, Markdown) turned into
// a bank text, and a bank text back into Moodle's HTML. Paragraphs and <br> become line breaks
// (a space in an option or an explanation, which are one line), entities are decoded, <pre> becomes
// a fenced code block, Moodle's TeX (\( \), \[ \], $$ $$) becomes the bank's $ $ / $$ $$, <sub>
// and <sup> become Unicode sub- and superscripts (digits and signs) or LaTeX, and an image or media
// is reported, never dropped. HTML is read by parse5, the browsers' own algorithm, so whatever an
// editor wrote (unclosed <p>, bare attributes, every named entity) is read the way Moodle showed it.
import { parseFragment } from "parse5";
import type { DefaultTreeAdapterTypes as T } from "parse5";
import { splitQuestionText } from "../question-text";
import { markdownToHtml } from "./markdown";
import { reason, type Reason } from "./reasons";

/** How Moodle stores a text: its editor's HTML, its auto-format (HTML, newlines kept), plain or Markdown. */
export type MoodleFormat = "html" | "moodle" | "plain" | "markdown";

export interface TextOptions {
  /** The question's text may take several lines; an option or an explanation is one line. */
  multiline: boolean;
  /** The field, for a reason: "question", "explanation", or "option" with its number. */
  field: { field: string; n?: number };
  /**
   * Whether a single `$` opens maths, as in the bank's own files (GIFT and Aiken written here).
   * Moodle shows a `$` as a dollar sign: text from Moodle gets `\$`.
   */
  dollarMaths: boolean;
  /** Makes an image into the question's figure, or says why it cannot be one. */
  image?: (src: string, alt: string) => Reason | null;
}

export interface ReadText {
  text: string;
  faults: Reason[];
}

// Marks placed while the tree is walked, replaced at the end (the text may not hold them: the
// readers refuse U+E000-U+E01F first).
const BLOCK = "\uE010"; // a line break here unless one is there already
const BREAK = "\uE011"; // <br>: a line break
const KEPT_SPACE = "\uE012"; // &nbsp;: a space that whitespace collapsing keeps
const DOLLAR = "\uE013"; // a $ of maths made here (never escaped)
const CODE = "\uE014"; // CODE + index + CODE: a code block, kept apart until the end
export const MARKS = /[\uE000-\uE01F]/;

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

/** The text of a subtree, as is (for code and for sub/sup). */
function rawText(node: T.ParentNode): string {
  let out = "";
  for (const child of node.childNodes) {
    if (child.nodeName === "#text") out += (child as T.TextNode).value;
    else if (isElement(child)) out += child.tagName === "br" ? "\n" : rawText(child);
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

/** Reads Moodle HTML into a bank text. */
export function htmlToText(html: string, options: TextOptions): ReadText {
  const faults: Reason[] = [];
  const codes: { language: string; code: string }[] = [];
  let out = "";
  let figureSeen = false;

  const walk = (node: T.ParentNode, list: { ordered: boolean; n: number } | null) => {
    for (const child of node.childNodes) {
      if (child.nodeName === "#text") {
        out += (child as T.TextNode).value
          .replace(/[\u200B\u00AD\uFEFF]/g, "")
          .replace(/\u00A0/g, KEPT_SPACE);
        continue;
      }
      if (!isElement(child)) continue;
      const tag = child.tagName;
      if (SKIPPED.has(tag)) continue;
      if (MEDIA.has(tag)) {
        faults.push(reason("media", { tag: `<${tag}>` }));
        continue;
      }
      if (tag === "br") {
        out += BREAK;
        continue;
      }
      if (tag === "img") {
        const src = attr(child, "src");
        const name = decodeURIComponent(src.split("/").at(-1) ?? "").replace(/\?.*$/, "") || src;
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
        out += `${BLOCK}${CODE}${codes.length - 1}${CODE}${BLOCK}`;
        continue;
      }
      if (tag === "sub" || tag === "sup") {
        const inner = rawText(child).replace(/\s+/g, " ").trim();
        const map = tag === "sup" ? SUP : SUB;
        if ([...inner].every((ch) => ch in map)) {
          out += [...inner].map((ch) => map[ch]).join("");
          continue;
        }
        // LaTeX, the text just before it (a letter, a number, a bracket) taken as its base.
        const base = /[\p{L}\p{N}.)\]]+$/u.exec(out)?.[0] ?? "";
        out = out.slice(0, out.length - base.length);
        const mark = tag === "sup" ? "^" : "_";
        out += `${DOLLAR}${base ? latexEscape(base) : "{}"}${mark}{${latexEscape(inner)}}${DOLLAR}`;
        continue;
      }
      const block = BLOCKS.has(tag);
      if (block) out += BLOCK;
      if (tag === "li") out += list?.ordered ? `${++list.n}. ` : "• ";
      if (
        (tag === "td" || tag === "th") &&
        child.parentNode &&
        child.parentNode.childNodes.filter(isElement).indexOf(child) > 0
      )
        out += " | ";
      walk(
        child,
        tag === "ol" ? { ordered: true, n: 0 } : tag === "ul" ? { ordered: false, n: 0 } : list,
      );
      if (block) out += BLOCK;
    }
  };
  // Most options are words: no tag, no entity, nothing for the HTML parser to do.
  if (/[<&]/.test(html)) walk(parseFragment(html), null);
  else out = html.replace(/[\u200B\u00AD\uFEFF]/g, "").replace(/\u00A0/g, KEPT_SPACE);
  return { text: finish(out, codes, options, faults), faults };
}

/** Moodle's TeX delimiters as the bank's; the rest of the prose with its dollars made literal. */
function prose(text: string, dollarMaths: boolean): string {
  // In the bank's own files $$ ... $$ is already the bank's; from Moodle it is TeX to tidy.
  const TEX = dollarMaths
    ? /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g
    : /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]|\$\$([\s\S]+?)\$\$/g;
  let result = "";
  let last = 0;
  const literal = (part: string) =>
    dollarMaths ? part : part.replace(/(?<!\\)\$(?=[^\s$])/g, "\\$");
  for (const match of text.matchAll(TEX)) {
    result += literal(text.slice(last, match.index));
    const inline = match[1] !== undefined;
    // A line break inside a formula is only wrapping; inline maths may not start with a space.
    const tex = (match[1] ?? match[2] ?? match[3]!).replace(/[\uE010-\uE012]|\s*\n\s*/g, " ");
    result += inline
      ? `${DOLLAR}${tex.trim()}${DOLLAR}`
      : `${DOLLAR}${DOLLAR}${tex}${DOLLAR}${DOLLAR}`;
    last = match.index + match[0].length;
  }
  return result + literal(text.slice(last));
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
    const kept = line.replace(/^ +| +$/g, "");
    lines.push(/^[ \uE012]*$/.test(kept) ? "" : kept);
    line = "";
  };
  const parts = raw.split(new RegExp(`${CODE}(\\d+)${CODE}`));
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      const { language, code } = codes[Number(part)]!;
      if (!options.multiline) {
        if (code.includes("\n")) faults.push(reason("line_break", options.field));
        line += ` ${code.replace(/\s*\n\s*/g, " ")} `;
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
    ? lines.join("\n").replace(/^\n+|\n+$/g, "")
    : lines.filter(Boolean).join(" ");
  return text.replace(new RegExp(KEPT_SPACE, "g"), " ").replace(new RegExp(DOLLAR, "g"), "$");
}

/** Plain text (GIFT's and Aiken's own, Moodle's plain), Moodle's TeX made the bank's. */
export function plainToText(text: string, options: TextOptions): ReadText {
  const faults: Reason[] = [];
  let result = text;
  if (!options.multiline && result.includes("\n")) {
    if (splitQuestionText(result).segments.some((s) => s.kind === "code"))
      faults.push(reason("line_break", options.field));
    result = result.replace(/\s*\n\s*/g, " ");
  }
  // Code blocks are kept as they are; only the prose between them is read for TeX.
  const out = splitFences(result)
    .map(([code, part]) => (code ? part : prose(part, options.dollarMaths)))
    .join("")
    .replace(new RegExp(DOLLAR, "g"), "$");
  return { text: out.trim(), faults };
}

/** The text cut into [isCode, part] around fenced code blocks (lines of ``` ... ```). */
function splitFences(text: string): [boolean, string][] {
  const parts: [boolean, string][] = [];
  const fence = /^```[\w+#-]*[ \t]*\n[\s\S]*?\n```[ \t]*$/gm;
  let last = 0;
  for (const match of text.matchAll(fence)) {
    parts.push([false, text.slice(last, match.index)], [true, match[0]]);
    last = match.index + match[0].length;
  }
  parts.push([false, text.slice(last)]);
  return parts;
}

/** Whether a text Moodle keeps in its auto-format would be read as HTML (a tag or an entity). */
export function looksLikeHtml(text: string): boolean {
  return (
    /<\/?(?:p|br|div|span|b|strong|i|em|u|sub|sup|img|pre|code|ul|ol|li|table|tbody|thead|tr|td|th|a|font|h[1-6]|hr|blockquote|center|small|big|s|strike|tt|iframe|video|audio|object|embed|script|style)\b[^>]*>/i.test(
      text,
    ) || /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,30});/i.test(text)
  );
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A bank text as Moodle's HTML, the way `htmlToText` reads it back: line breaks as <br>, code as
 * <pre><code>, maths as \( \) and $$ $$ (what Moodle's MathJax filter shows), runs of spaces kept.
 */
export function textToHtml(text: string): string {
  const { segments } = splitQuestionText(text);
  return segments
    .map((segment, i) => {
      if (segment.kind === "code")
        return `<pre><code${segment.language ? ` class="language-${segment.language}"` : ""}>${escapeHtml(segment.code)}</code></pre>`;
      if (segment.kind === "math")
        return segment.display
          ? `$$${escapeHtml(segment.tex)}$$`
          : `\\(${escapeHtml(segment.tex)}\\)`;
      // A <br> just before a block shows nothing: a blank line before code needs one more.
      const beforeCode = segments[i + 1]?.kind === "code" && segment.text.endsWith("\n");
      return (
        escapeHtml(segment.text)
          .replace(/ {2,}|^ | $/gm, (run) => "&nbsp;".repeat(run.length))
          .replace(/\n/g, "<br>") + (beforeCode ? "<br>" : "")
      );
    })
    .join("");
}
