// The question format inside a text: a fenced code block (```c ... ```), shown in monospace with its
// indentation, and LaTeX maths between $...$ (inline) or $$...$$ (display). A dollar opens maths only
// with a non-space after it and closes only with a non-space before it and no digit after it (as in
// Pandoc), so "costs $5 and $7" would still pair up: write \$ for a dollar sign. No dependency:
// the app splits texts with it too (the maths arrive as trees made by math-tree.ts).

export type Segment =
  | { kind: "text"; text: string }
  | { kind: "code"; language: string; code: string }
  | { kind: "math"; display: boolean; tex: string };

const FENCE = /^```([\w+#-]*)[ \t]*$/;

/** Splits a text into prose, code blocks and maths; `faults` says what is malformed. */
export function splitQuestionText(text: string): { segments: Segment[]; faults: string[] } {
  const segments: Segment[] = [];
  const faults: string[] = [];
  const lines = text.split("\n");
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length) splitMaths(prose.join("\n"), segments, faults);
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      prose.push(lines[i]!);
      continue;
    }
    // Searched from here on, not from the first line: a text of 100,000 fences stays linear.
    let close = i + 1;
    while (close < lines.length && !/^```[ \t]*$/.test(lines[close]!)) close++;
    if (close === lines.length) {
      faults.push("a code block (```) is never closed");
      prose.push(...lines.slice(i));
      break;
    }
    flushProse();
    segments.push({ kind: "code", language: open[1]!, code: lines.slice(i + 1, close).join("\n") });
    i = close;
  }
  flushProse();
  return { segments, faults };
}

function splitMaths(text: string, segments: Segment[], faults: string[]) {
  let plain = "";
  let i = 0;
  const pushPlain = () => {
    if (plain) segments.push({ kind: "text", text: plain });
    plain = "";
  };
  while (i < text.length) {
    if (text[i] === "\\" && text[i + 1] === "$") {
      plain += "$";
      i += 2;
      continue;
    }
    if (text[i] !== "$") {
      plain += text[i++];
      continue;
    }
    const display = text[i + 1] === "$";
    const mark = display ? "$$" : "$";
    const start = i + mark.length;
    const opens = display || (start < text.length && !/\s/.test(text[start]!));
    if (!opens) {
      plain += text[i++];
      continue;
    }
    let end = -1;
    for (let j = start; j < text.length; j++) {
      if (text[j] === "\\") {
        j++;
        continue;
      }
      if (
        text.startsWith(mark, j) &&
        (display || (!/\s/.test(text[j - 1]!) && !/\d/.test(text[j + 1] ?? "")))
      ) {
        end = j;
        break;
      }
    }
    if (end < 0) {
      faults.push(
        `unbalanced ${mark}: maths opened at "${text.slice(i, i + 20)}" is never closed (write \\$ for a dollar sign)`,
      );
      plain += text.slice(i);
      break;
    }
    pushPlain();
    segments.push({ kind: "math", display, tex: text.slice(start, end) });
    i = end + mark.length;
  }
  pushPlain();
}
