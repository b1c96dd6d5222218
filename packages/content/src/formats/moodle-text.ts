// Text as Moodle keeps it, in and out: the bank's text from plain text (GIFT's and Aiken's own,
// Moodle's plain), and a bank text as Moodle's HTML. Moodle's TeX (\( \), \[ \], $$ $$) becomes the
// bank's $ $ / $$ $$. Moodle's HTML is read in moodle-html.ts.
import { splitQuestionText } from "../question-text";
import { joinLines, texSpans } from "./scan";
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
export const BLOCK = "\uE010"; // a line break here unless one is there already
export const BREAK = "\uE011"; // <br>: a line break
export const KEPT_SPACE = "\uE012"; // &nbsp;: a space that whitespace collapsing keeps
export const DOLLAR = "\uE013"; // a $ of maths made here (never escaped)
export const CODE = "\uE014"; // CODE + index + CODE: a code block, kept apart until the end
export const MARKS = /[\uE000-\uE01F]/;

/** Moodle's TeX delimiters as the bank's; the rest of the prose with its dollars made literal. */
export function prose(text: string, dollarMaths: boolean): string {
  // In the bank's own files $$ ... $$ is already the bank's; from Moodle it is TeX to tidy.
  let result = "";
  let last = 0;
  const literal = (part: string) =>
    dollarMaths ? part : part.replace(/(?<!\\)\$(?=[^\s$])/g, "\\$");
  for (const span of texSpans(text, !dollarMaths)) {
    result += literal(text.slice(last, span.start));
    // A line break inside a formula is only wrapping; inline maths may not start with a space.
    const tex = joinLines(span.tex.replace(/[\uE010-\uE012]/g, " "));
    result += span.inline
      ? `${DOLLAR}${tex.trim()}${DOLLAR}`
      : `${DOLLAR}${DOLLAR}${tex}${DOLLAR}${DOLLAR}`;
    last = span.end;
  }
  return result + literal(text.slice(last));
}

/** Plain text (GIFT's and Aiken's own, Moodle's plain), Moodle's TeX made the bank's. */
export function plainToText(text: string, options: TextOptions): ReadText {
  const faults: Reason[] = [];
  let result = text;
  if (!options.multiline && result.includes("\n")) {
    if (splitQuestionText(result).segments.some((s) => s.kind === "code"))
      faults.push(reason("line_break", options.field));
    result = joinLines(result);
  }
  // Code blocks are kept as they are; only the prose between them is read for TeX.
  const out = splitFences(result)
    .map(([code, part]) => (code ? part : prose(part, options.dollarMaths)))
    .join("")
    .replace(new RegExp(DOLLAR, "g"), "$");
  return { text: out.trim(), faults };
}

/**
 * The text cut into [isCode, part] around fenced code blocks: a line ``` (with a language word)
 * and, at least two lines on, the next line that is ``` alone. Line by line, each line read once.
 */
function splitFences(text: string): [boolean, string][] {
  const parts: [boolean, string][] = [];
  const lines = text.split("\n");
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i++) starts.push(at);
  const closers: number[] = [];
  lines.forEach((line, i) => {
    if (/^```[ \t]*$/.test(line)) closers.push(i);
  });
  let next = 0;
  let last = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    if (!/^```[\w+#-]*[ \t]*$/.test(lines[i]!)) continue;
    while (next < closers.length && closers[next]! < i + 2) next++;
    if (next === closers.length) break;
    const close = closers[next]!;
    const end = starts[close]! + lines[close]!.length;
    parts.push([false, text.slice(last, starts[i])], [true, text.slice(starts[i], end)]);
    last = end;
    i = close;
  }
  parts.push([false, text.slice(last)]);
  return parts;
}

/** Whether a text Moodle keeps in its auto-format would be read as HTML (a tag or an entity). */
export function looksLikeHtml(text: string): boolean {
  return (
    /<\/?(?:p|br|div|span|b|strong|i|em|u|sub|sup|img|pre|code|ul|ol|li|table|tbody|thead|tr|td|th|a|font|h[1-6]|hr|blockquote|center|small|big|s|strike|tt|iframe|video|audio|object|embed|script|style)\b[^<>]*>/i.test(
      text,
    ) || /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,30});/i.test(text)
  );
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
