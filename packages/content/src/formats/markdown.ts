// Moodle's Markdown format (FORMAT_MARKDOWN: Markdown Extra, shown as the HTML it makes) read into
// HTML the way Moodle shows it, so that `htmlToText` makes the bank's text from it as from any other
// HTML: paragraphs and line breaks, lists, headings as their lines, code blocks fenced, emphasis
// as its words (the app has no bold or italics, as with HTML), links as their text and address,
// images refused by name. Moodle's TeX (\( \), \[ \], $$ $$) and code are left as written, so an
// underscore or a star inside them is never read as emphasis. Raw HTML in the text stays HTML, as
// Markdown has it.

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Spans kept apart while emphasis is read, put back at the end (the readers refuse U+E000-U+E01F
// in a file, so the marks cannot clash with its text).
const HOLD = "\uE015";

/** One line's inline Markdown as HTML. */
function inline(text: string): string {
  const held: string[] = [];
  const hold = (html: string) => `${HOLD}${held.push(html) - 1}${HOLD}`;
  let out = text
    // Code spans: `code` or ``code with ` in it``, as written.
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, code: string) =>
      hold(`<code>${escapeHtml(code.trim())}</code>`),
    )
    // TeX as written (escaped for HTML), read later by the HTML reader.
    .replace(/\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]|\$\$[\s\S]+?\$\$/g, (tex) => hold(escapeHtml(tex)))
    // Backslash escapes: the character itself.
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, (_, ch: string) => hold(escapeHtml(ch)))
    // Autolinks.
    .replace(/<((?:https?|ftp|mailto):[^\s>]+)>/gi, (_, url: string) => hold(escapeHtml(url)))
    // Images, then links: ![alt](src "title"), [text](href "title").
    .replace(
      /!\[([^\]]*)\]\(\s*<?([^\s)>]*)>?(?:\s+["'][^"']*["'])?\s*\)/g,
      (_, alt: string, src: string) =>
        hold(`<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`),
    )
    .replace(
      /\[([^\]]+)\]\(\s*<?([^\s)>]*)>?(?:\s+["'][^"']*["'])?\s*\)/g,
      (_, label: string, href: string) => hold(`${label} (${escapeHtml(href)})`),
    );
  // Emphasis: strong first, then em; an underscore inside a word is a letter (Markdown Extra).
  out = out
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, "<strong>$1</strong>")
    .replace(/(?<![\p{L}\p{N}])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}])/gu, "<strong>$1</strong>")
    .replace(/\*(?=[^\s*])([^*]*?[^\s*])\*/g, "<em>$1</em>")
    .replace(/(?<![\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/gu, "<em>$1</em>");
  // A line ending in two spaces breaks there.
  out = out.replace(/ {2,}$/, "<br>");
  return out.replace(new RegExp(`${HOLD}(\\d+)${HOLD}`, "g"), (_, i: string) => held[Number(i)]!);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#-]*)[^`]*$/;
const LIST = /^ {0,3}([*+-]|\d{1,9}[.)])[ \t]+(.*)$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

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
    const fence = FENCE.exec(line);
    if (fence) {
      endBlocks();
      const code: string[] = [];
      const close = new RegExp(
        `^ {0,3}${fence[1]![0] === "`" ? "`" : "~"}{${fence[1]!.length},}\\s*$`,
      );
      for (i++; i < lines.length && !close.test(lines[i]!); i++) code.push(lines[i]!);
      const language = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : "";
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
    const heading = HEADING.exec(line);
    if (heading) {
      endBlocks();
      html.push(`<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`);
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
