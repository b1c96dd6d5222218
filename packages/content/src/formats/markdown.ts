// Moodle's Markdown format (FORMAT_MARKDOWN: Markdown Extra, shown as the HTML it makes) read into
// HTML the way Moodle shows it, so that `htmlToText` makes the bank's text from it as from any other
// HTML: paragraphs and line breaks, lists, headings as their lines, code blocks fenced, emphasis
// as its words (the app has no bold or italics, as with HTML), links as their text and address,
// images refused by name. Moodle's TeX (\( \), \[ \], $$ $$) and code are left as written, so an
// underscore or a star inside them is never read as emphasis. Raw HTML in the text stays HTML, as
// Markdown has it.

import { forwardFinder, replacePairs, texSpans } from "./scan";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Spans kept apart while emphasis is read, put back at the end (the readers refuse U+E000-U+E01F
// in a file, so the marks cannot clash with its text).
const HOLD = "\uE015";

// Every pass below reads its line once from left to right (issue 47): the patterns they replace,
// such as `!\[([^\]]*)\]\(...\)` tried at each of 80,000 "![" of a line with no "]", read the rest
// of the line from each and held the server for seconds.

/** Code spans: a run of backticks closed by the next run of the same length, as written. */
function codeSpans(text: string, hold: (html: string) => string): string {
  const runs = [...text.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
  if (runs.length < 2) return text;
  // The runs of each length, and for each length how far along them the search has come.
  const byLength = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const same = byLength.get(run.length);
    if (same) same.push(i);
    else byLength.set(run.length, [i]);
  });
  const next = new Map<number, number>();
  let out = "";
  let last = 0;
  for (let i = 0; i < runs.length; i++) {
    const { at, length } = runs[i]!;
    const same = byLength.get(length)!;
    let k = next.get(length) ?? 0;
    while (k < same.length && same[k]! <= i) k++;
    next.set(length, k);
    if (k === same.length) continue;
    const close = runs[same[k]!]!;
    out +=
      text.slice(last, at) +
      hold(`<code>${escapeHtml(text.slice(at + length, close.at).trim())}</code>`);
    last = close.at + length;
    i = same[k]!;
  }
  return out + text.slice(last);
}

/** `(src "title")` just after a link's or an image's `]`: the address and where it ends. */
function linkTail(text: string, at: number): { src: string; end: number } | null {
  if (text[at] !== "(") return null;
  let i = at + 1;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  space();
  if (text[i] === "<") i++;
  const start = i;
  // An address stops at a bracket too: read past one, it would be read again after each "]" of
  // "[a](" repeated, and a line of them would take the square of its length.
  while (i < text.length && !/[\s)>[\]]/.test(text[i]!)) i++;
  const src = text.slice(start, i);
  if (text[i] === ">") i++;
  const beforeTitle = i;
  space();
  if (i > beforeTitle && (text[i] === '"' || text[i] === "'")) {
    let close = i + 1;
    while (close < text.length && text[close] !== '"' && text[close] !== "'") close++;
    i = close < text.length ? close + 1 : beforeTitle;
  } else i = beforeTitle;
  space();
  return text[i] === ")" ? { src, end: i + 1 } : null;
}

/**
 * Images (`![alt](src "title")`, `image` true) or links (`[text](href "title")`), each replaced by
 * `made(label, src)`. A label ends at the first "]" after its "["; what follows that "]" is read
 * once, whichever "[" it closes.
 */
function links(text: string, image: boolean, made: (label: string, src: string) => string): string {
  const open = image ? "![" : "[";
  const closeBracket = forwardFinder(text, "]");
  const tails = new Map<number, ReturnType<typeof linkTail>>();
  let out = "";
  let last = 0;
  for (let at = text.indexOf(open); at >= 0;) {
    const labelStart = at + open.length;
    const close = closeBracket(labelStart);
    if (close < 0) break;
    if (!tails.has(close)) tails.set(close, linkTail(text, close + 1));
    const tail = tails.get(close);
    if (!tail || (!image && close === labelStart)) {
      at = text.indexOf(open, at + 1);
      continue;
    }
    out += text.slice(last, at) + made(text.slice(labelStart, close), tail.src);
    last = tail.end;
    at = text.indexOf(open, last);
  }
  return last ? out + text.slice(last) : text;
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const WORD = /[\p{L}\p{N}]/u;
const isWord = (text: string, at: number) => {
  const ch = text.codePointAt(at);
  return ch !== undefined && WORD.test(String.fromCodePoint(ch));
};
/** Whether the character that ends just before `at` is a letter or a number. */
const wordBefore = (text: string, at: number) => {
  if (at <= 0) return false;
  const low = text.charCodeAt(at - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return isWord(text, start);
};

/** One line's inline Markdown as HTML. */
function inline(text: string): string {
  const held: string[] = [];
  const hold = (html: string) => `${HOLD}${held.push(html) - 1}${HOLD}`;
  // Code spans: `code` or ``code with ` in it``, as written.
  let out = codeSpans(text, hold);
  // TeX as written (escaped for HTML), read later by the HTML reader.
  let tex = "";
  let last = 0;
  for (const span of texSpans(out, true)) {
    tex += out.slice(last, span.start) + hold(escapeHtml(out.slice(span.start, span.end)));
    last = span.end;
  }
  out = last ? tex + out.slice(last) : out;
  out = out
    // Backslash escapes: the character itself.
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, (_, ch: string) => hold(escapeHtml(ch)))
    // Autolinks.
    .replace(/<((?:https?|ftp|mailto):[^\s<>]+)>/gi, (_, url: string) => hold(escapeHtml(url)));
  // Images, then links: ![alt](src "title"), [text](href "title").
  out = links(out, true, (alt, src) =>
    hold(`<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`),
  );
  out = links(out, false, (label, href) => hold(`${label} (${escapeHtml(href)})`));
  // Emphasis: strong first, then em; an underscore inside a word is a letter (Markdown Extra).
  const strong = (inner: string) => `<strong>${inner}</strong>`;
  out = replacePairs(
    out,
    "**",
    (at) => !isSpace(out[at + 2]) && at + 2 < out.length,
    (at) => !isSpace(out[at - 1]),
    strong,
  );
  out = replacePairs(
    out,
    "__",
    (at) => !wordBefore(out, at) && at + 2 < out.length && !isSpace(out[at + 2]),
    (at) => !isSpace(out[at - 1]) && !isWord(out, at + 2),
    strong,
  );
  out = out
    .replace(/\*(?=[^\s*])([^*]*?[^\s*])\*/g, "<em>$1</em>")
    .replace(/(?<![\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/gu, "<em>$1</em>");
  // A line ending in two spaces breaks there.
  let end = out.length;
  while (end > 0 && out[end - 1] === " ") end--;
  if (out.length - end >= 2) out = `${out.slice(0, end)}<br>`;
  return out.replace(new RegExp(`${HOLD}(\\d+)${HOLD}`, "g"), (_, i: string) => held[Number(i)]!);
}

/** A fence's opening line: its marks and its language word; no backtick after the marks. */
function fenceOf(line: string): [marks: string, language: string] | null {
  const marks = /^ {0,3}(`{3,}|~{3,})/.exec(line);
  if (!marks) return null;
  const rest = line.slice(marks[0].length);
  if (rest.includes("`")) return null;
  return [marks[1]!, /^\s*([\w+#-]*)/.exec(rest)![1]!];
}
const LIST = /^ {0,3}([*+-]|\d{1,9}[.)])[ \t]+(.*)$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** An ATX heading: its level and its text, without a closing run of #s. */
function headingOf(line: string): [level: number, text: string] | null {
  const open = /^ {0,3}(#{1,6})[ \t]/.exec(line);
  if (!open) return null;
  let end = line.length;
  while (end > open[0].length && /[ \t]/.test(line[end - 1]!)) end--;
  let hashes = end;
  while (hashes > open[0].length && line[hashes - 1] === "#") hashes--;
  // A closing run of #s counts only after a space.
  if (hashes < end && /[ \t]/.test(line[hashes - 1]!)) end = hashes;
  let start = open[0].length;
  while (start < end && /[ \t]/.test(line[start]!)) start++;
  while (end > start && /[ \t]/.test(line[end - 1]!)) end--;
  return [open[1]!.length, line.slice(start, end)];
}

/** Moodle's Markdown as the HTML Moodle shows for it. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length) html.push(`<p>${paragraph.map(inline).join("\n")}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const tag = list.ordered ? "ol" : "ul";
      html.push(
        `<${tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`,
      );
    }
    list = null;
  };
  const endBlocks = () => {
    endParagraph();
    endList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = fenceOf(line);
    if (fence) {
      endBlocks();
      const code: string[] = [];
      const close = new RegExp(
        `^ {0,3}${fence[0][0] === "`" ? "`" : "~"}{${fence[0].length},}\\s*$`,
      );
      for (i++; i < lines.length && !close.test(lines[i]!); i++) code.push(lines[i]!);
      const language = fence[1] ? ` class="language-${escapeHtml(fence[1])}"` : "";
      html.push(`<pre><code${language}>${escapeHtml(code.join("\n"))}</code></pre>`);
      continue;
    }
    if (!line.trim()) {
      endBlocks();
      continue;
    }
    // An indented block after a blank line (or at the start) is code.
    if (/^(?: {4}|\t)/.test(line) && !paragraph.length && !list) {
      const code: string[] = [];
      for (; i < lines.length && (/^(?: {4}|\t)/.test(lines[i]!) || !lines[i]!.trim()); i++)
        code.push(lines[i]!.replace(/^(?: {4}|\t)/, ""));
      i--;
      while (code.length && !code.at(-1)!.trim()) code.pop();
      html.push(`<pre><code>${escapeHtml(code.join("\n"))}</code></pre>`);
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      endBlocks();
      html.push(`<h${heading[0]}>${inline(heading[1])}</h${heading[0]}>`);
      continue;
    }
    // Setext headings: a paragraph line underlined with === or ---.
    if (paragraph.length === 1 && /^ {0,3}(=+|-+)[ \t]*$/.test(line)) {
      html.push(`<h2>${inline(paragraph[0]!)}</h2>`);
      paragraph = [];
      continue;
    }
    if (RULE.test(line)) {
      endBlocks();
      html.push("<hr>");
      continue;
    }
    const item = LIST.exec(line);
    if (item) {
      endParagraph();
      const ordered = /\d/.test(item[1]!);
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[2]!);
      continue;
    }
    if (list && /^[ \t]+\S/.test(line)) {
      // A list item's lazy continuation line.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    const quote = /^ {0,3}> ?(.*)$/.exec(line);
    if (quote) {
      endBlocks();
      html.push(`<blockquote><p>${inline(quote[1]!)}</p></blockquote>`);
      continue;
    }
    endList();
    paragraph.push(line.replace(/^[ \t]+/, ""));
  }
  endBlocks();
  return html.join("\n");
}
