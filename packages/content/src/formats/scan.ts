// Small scanners the readers share, each linear in its text (issue 47): a pattern such as
// `\\\([\s\S]*?\\\)` tried at every `\(` of a text that never closes one reads the rest of the text
// from each, so 40,000 of them held the server for seconds. Here every part of a text is looked at
// a bounded number of times, however it is made.

/**
 * Finds `needle` at or after a position that only grows from one call to the next: the text is
 * searched once from left to right, not once per call.
 */
export function forwardFinder(text: string, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || found >= from) return found;
    found = text.indexOf(needle, from);
    return found;
  };
}

/** A span of Moodle's TeX in a text: where it starts and ends, and the formula between its marks. */
export interface TexSpan {
  start: number;
  end: number;
  tex: string;
  /** `\( \)`: inline; `\[ \]` and `$$ $$`: display. */
  inline: boolean;
}

const TEX_OPEN = /\\[([]|\$\$/g;

/**
 * Moodle's TeX in a text, left to right as a browser's MathJax pairs them: `\( \)`, `\[ \]` and,
 * when `dollars`, `$$ $$` (never empty). An opening mark with no closing one is text.
 */
export function* texSpans(text: string, dollars: boolean): Generator<TexSpan> {
  const closeInline = forwardFinder(text, "\\)");
  const closeDisplay = forwardFinder(text, "\\]");
  const closeDollars = forwardFinder(text, "$$");
  const open = new RegExp(TEX_OPEN.source, "g");
  for (let match = open.exec(text); match; match = open.exec(text)) {
    const start = match.index;
    const mark = match[0];
    if (mark === "$$" && !dollars) {
      open.lastIndex = start + 1;
      continue;
    }
    const close =
      mark === "\\("
        ? closeInline(start + 2)
        : mark === "\\["
          ? closeDisplay(start + 2)
          : closeDollars(start + 3);
    if (close < 0) {
      open.lastIndex = start + 1;
      continue;
    }
    yield { start, end: close + 2, tex: text.slice(start + 2, close), inline: mark === "\\(" };
    open.lastIndex = close + 2;
  }
}

/**
 * Each run of white space that holds a line break as one space, other runs as they are: what
 * `text.replace(/\s*\n\s*\/g, " ")` means, without its retries along a long run of spaces.
 */
export const joinLines = (text: string) =>
  text.replace(/\s+/g, (run) => (run.includes("\n") ? " " : run));

/** `text` without the characters `ch` at its ends (one UTF-16 unit, e.g. " " or "\n"). */
export function trimChar(text: string, ch: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === ch) start++;
  while (end > start && text[end - 1] === ch) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * Pairs of a mark (`**`, `__`) around text, left to right, each replaced by `wrap(inner)`: an
 * opening mark where `opens(at)`, closed by the nearest later mark where `closes(at)` with at least
 * one character between. What `/\*\*(?=\S)([\s\S]*?\S)\*\*\/g` does, in one pass: the nearest
 * closing mark is searched once for every opening mark after it.
 */
export function replacePairs(
  text: string,
  mark: string,
  opens: (at: number) => boolean,
  closes: (at: number) => boolean,
  wrap: (inner: string) => string,
): string {
  let closer = -2;
  const nextCloser = (from: number) => {
    if (closer === -1 || closer >= from) return closer;
    for (let at = text.indexOf(mark, from); ; at = text.indexOf(mark, at + 1)) {
      if (at < 0 || closes(at)) return (closer = at);
    }
  };
  let out = "";
  let last = 0;
  for (let at = text.indexOf(mark); at >= 0;) {
    const close = opens(at) ? nextCloser(at + mark.length + 1) : -1;
    if (close < 0) {
      at = text.indexOf(mark, at + 1);
      continue;
    }
    out += text.slice(last, at) + wrap(text.slice(at + mark.length, close));
    last = close + mark.length;
    at = text.indexOf(mark, last);
  }
  return last ? out + text.slice(last) : text;
}
