// GIFT (Moodle): "::title:: question { =right ~wrong ~wrong ####explanation }", questions separated
// by blank lines, "// comments", "$CATEGORY: name" lines. Only multiple choice with one right answer
// is read; every other GIFT type is reported as unsupported with its line, never dropped.
import type { Question } from "@tayari/contracts/question";
import type { ParsedItem } from "./types";

// Escaped characters become placeholders while the structure is read, then come back unescaped.
const ESCAPES: Record<string, string> = {
  "\\": "\uE000",
  "~": "\uE001",
  "=": "\uE002",
  "#": "\uE003",
  "{": "\uE004",
  "}": "\uE005",
  ":": "\uE006",
  n: "\uE007",
};
const PLACEHOLDERS = /[\uE000-\uE007]/;
const UNESCAPED: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([ch, mark]) => [mark, ch === "n" ? "\n" : ch]),
);

const hide = (text: string) => text.replace(/\\([\\~=#{}:n])/g, (_, ch: string) => ESCAPES[ch]!);
const reveal = (text: string) => text.replace(/[\uE000-\uE007]/g, (mark) => UNESCAPED[mark]!);
/** Raw line breaks inside a text are only wrapping; a real line break is written \n. */
const clean = (text: string) => reveal(text.replace(/\s*\n\s*/g, " ").trim());

export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`).replace(/\n/g, "\\n");
}

interface Block {
  line: number;
  text: string;
}

function blocks(text: string, onCategory: (line: number, name: string) => void): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n?|\n/)
    .forEach((line, index) => {
      const trimmed = line.trim();
      if (trimmed.startsWith("//")) return;
      const category = /^\$CATEGORY:\s*(.*)$/i.exec(trimmed);
      if (category) {
        current = null;
        onCategory(index + 1, category[1]!);
        return;
      }
      if (!trimmed) {
        current = null;
        return;
      }
      if (current) current.text += "\n" + line;
      else out.push((current = { line: index + 1, text: line }));
    });
  return out;
}

function unsupported(kind: string) {
  return `unsupported GIFT question type (${kind}); only multiple choice with one right answer is imported`;
}

function readBlock(
  raw: string,
  category: string | null,
): { fault: string } | { question: ParsedItem["question"] & object } {
  if (PLACEHOLDERS.test(raw)) return { fault: "has private-use characters U+E000 to U+E007" };
  let text = hide(raw).trim();
  const title = /^::(.*?)::/s.exec(text);
  if (title) text = text.slice(title[0].length);
  const open = text.indexOf("{");
  const close = text.indexOf("}", open + 1);
  if (open < 0) return { fault: unsupported("description: no answer block") };
  if (close < 0) return { fault: "the answer block { ... } is never closed" };
  const before = text.slice(0, open).replace(/^\s*\[(html|moodle|plain|markdown)\]/, "");
  const after = text.slice(close + 1);
  let body = text.slice(open + 1, close).trim();
  if (!body) return { fault: unsupported("essay") };
  if (body.startsWith("#")) return { fault: unsupported("numerical") };
  if (/^(T|F|TRUE|FALSE)\b/i.test(body)) return { fault: unsupported("true/false") };

  let explanation = "";
  const general = body.indexOf("####");
  if (general >= 0) {
    explanation = clean(body.slice(general + 4));
    body = body.slice(0, general);
  }
  const answers = [...body.matchAll(/([=~])([^=~]*)/g)].map(([, mark, rest]) => ({
    right: mark === "=",
    // Per-answer feedback ("#...") is not kept: the explanation is the general feedback.
    text: rest!.split("#")[0]!,
  }));
  // Moodle's order: a "~" makes it multiple choice; "=a -> b" without one is matching.
  const wrong = answers.some((a) => !a.right);
  if (!wrong && answers.some((a) => a.text.includes("->")))
    return { fault: unsupported("matching") };
  if (answers.some((a) => /^\s*%-?\d/.test(a.text)))
    return { fault: unsupported("multiple answers with weights") };
  const right = answers.filter((a) => a.right).length;
  if (!wrong) return { fault: unsupported("short answer") };
  if (right !== 1) return { fault: `has ${right} right answers (=); a question needs exactly one` };
  const options = answers.map((a) => clean(a.text));
  // A block in mid-sentence is GIFT's missing-word form: the gap becomes ____.
  const question = after.trim()
    ? reveal(`${before.trimStart()}____${after.trimEnd()}`.replace(/\s*\n\s*/g, " "))
    : clean(before);
  return {
    question: {
      category,
      question,
      options,
      answer: options[answers.findIndex((a) => a.right)]!,
      explanation,
    },
  };
}

export function parseGift(text: string, category: string | null = null): ParsedItem[] {
  let current = category;
  const categories: { line: number; name: string }[] = [];
  const found = blocks(text, (line, name) => categories.push({ line, name }));
  return found.map(({ line, text: raw }) => {
    // "$CATEGORY: $course$/Science/physics" names a Moodle category path; its last part is ours.
    const named = categories.filter((c) => c.line < line).at(-1);
    current = named ? named.name.split("/").at(-1)!.trim() : category;
    const read = readBlock(raw, current);
    return "fault" in read ? { line, fault: read.fault } : { line, question: read.question };
  });
}

export function writeGift(questions: readonly Question[]): string {
  let category: string | null = null;
  const parts: string[] = [];
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      parts.push(`$CATEGORY: ${category}`);
    }
    parts.push(
      [
        `::${q.id}:: ${escapeGift(q.question)} {`,
        ...q.options.map((option) => `${option === q.answer ? "=" : "~"}${escapeGift(option)}`),
        `####${escapeGift(q.explanation)}`,
        "}",
      ].join("\n"),
    );
  }
  return parts.join("\n\n") + "\n";
}
