// GIFT, read the way Moodle reads it: questions separated by blank lines, "//" comment lines,
// "$CATEGORY:" lines, "::title::", the answer block "{ =right ~wrong#feedback ####general }",
// format markers ([html] [moodle] [plain] [markdown]) on any part, %weight% on answers. Only
// multiple choice with one right answer is imported; every other type is reported by its type, and
// a block that would not read back as the question its author meant is refused with the reason.
// A passage several questions share (decision 221) is a description (text, no answer block) tagged
// `// [tag:passage:<id>]`, Moodle's comment for a tag; each of its questions carries the same tag.
import type { Passage, Question } from "@tayari/contracts/question";
import { moodleToText } from "./moodle-html";
import { looksLikeHtml, type MoodleFormat } from "./moodle-text";
import { reason, type Reason } from "./reasons";
import { drain, type Steps } from "../problem";
import {
  categoryOfPath,
  namedPassages,
  PASSAGE_TAG,
  QUESTION_SOURCE_MAX,
  type DraftPassage,
  type FileCategory,
  type ParsedFile,
  type ParsedItem,
} from "./types";

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
const UNESCAPED: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([ch, mark]) => [mark, ch === "n" ? "\n" : ch]),
);
const PRIVATE = /[\uE000-\uE01F]/;

const hide = (text: string) => text.replace(/\\([\\~=#{}:n])/g, (_, ch: string) => ESCAPES[ch]!);
const reveal = (text: string) => text.replace(/[\uE000-\uE007]/g, (mark) => UNESCAPED[mark]!);

export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`).replace(/\n/g, "\\n");
}

interface Block {
  line: number;
  /** Each line trimmed, as Moodle has them, with the file's line number. */
  lines: { n: number; text: string }[];
  /** The passage its `// [tag:passage:<id>]` comment names, if any. */
  passage?: string;
}

const TAG = /\[tag:([^\]]*)\]/g;

function blocks(text: string, onCategory: (line: number, path: string) => void): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  // A comment's tags belong to the block it stands before (or in).
  let passage: string | undefined;
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n?|\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line.startsWith("//")) {
        for (const [, tag] of line.matchAll(TAG))
          if (tag!.trim().startsWith(PASSAGE_TAG)) {
            passage = tag!.trim().slice(PASSAGE_TAG.length).trim();
            if (current) current.passage ??= passage;
          }
        return;
      }
      const category = /^\$CATEGORY:(.*)$/.exec(line);
      if (category) {
        current = null;
        passage = undefined;
        onCategory(index + 1, category[1]!);
        return;
      }
      if (!line) {
        current = null;
        passage = undefined;
        return;
      }
      if (!current) {
        out.push((current = { line: index + 1, lines: [], ...(passage ? { passage } : {}) }));
        passage = undefined;
      }
      current.lines.push({ n: index + 1, text: line });
    });
  return out;
}

/** A block that is a passage: a description (no answer block) tagged with its id. */
function readPassage(block: Block): DraftPassage | ParsedItem | null {
  if (!block.passage) return null;
  const raw = block.lines.map((l) => l.text).join("\n");
  let text = hide(raw);
  if (text.includes("{") || text.includes("}")) return null;
  const refuse = (...reasons: Reason[]): ParsedItem => ({
    line: block.line,
    kind: "refused",
    reasons,
  });
  if (raw.length > QUESTION_SOURCE_MAX)
    return refuse(reason("question_too_long", { length: raw.length, max: QUESTION_SOURCE_MAX }));
  if (PRIVATE.test(raw)) return refuse(reason("placeholder"));
  const title = /^::([\s\S]*?)::/.exec(text);
  if (title) text = text.slice(title[0].length);
  const [format, body] = withFormat(text, "moodle");
  const read = moodleToText(reveal(body.trim()), format, {
    multiline: true,
    field: { field: "passage" },
    dollarMaths: true,
  });
  if (read.faults.length) return refuse(...read.faults);
  const name = title ? reveal(title[1]!).trim() : "";
  return {
    id: block.passage,
    ...(name ? { title: name } : {}),
    text: read.text,
    line: block.line,
  };
}

const FORMATS: Record<string, MoodleFormat> = {
  html: "html",
  moodle: "moodle",
  plain: "plain",
  markdown: "markdown",
};

/** A part's own format marker ([html] ...), or the format it inherits. */
function withFormat(text: string, inherited: MoodleFormat): [MoodleFormat, string] {
  const marker = /^\s*\[(\w+)\]/.exec(text);
  const format = marker ? FORMATS[marker[1]!] : undefined;
  return format ? [format, text.slice(marker![0].length)] : [inherited, text];
}

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;

interface Answer {
  weight: number;
  text: string;
  feedback: string;
}

/** Moodle's reading of a multiple-choice block: "=" and "~" start answers, "#" their feedback. */
function answersOf(body: string): Answer[] {
  return body
    .replace(/=/g, "~=")
    .split("~")
    .map((part) => part.trim())
    .filter((part, i) => i > 0 || part)
    .map((part) => {
      let rest = part;
      let weight = 0;
      if (rest.startsWith("=")) {
        rest = rest.slice(1).trimStart();
        weight = 100;
      }
      const given = WEIGHT.exec(rest);
      if (given) {
        weight = Number(given[1]);
        rest = rest.slice(given[0].length);
      }
      const hash = rest.indexOf("#");
      return {
        weight,
        text: hash < 0 ? rest : rest.slice(0, hash),
        feedback: hash < 0 ? "" : rest.slice(hash + 1),
      };
    });
}

/** The question type Moodle gives an answer block, in Moodle's order of tests. */
function typeOf(body: string): string {
  if (!body) return "essay";
  if (body.startsWith("#")) return "numerical";
  if (body.includes("~")) return "multichoice";
  if (body.includes("=") && body.includes("->")) return "match";
  const hash = body.indexOf("#");
  const check = hash > 0 ? body.slice(0, hash).trim() : body;
  return ["T", "TRUE", "F", "FALSE"].includes(check) ? "truefalse" : "shortanswer";
}

const lineOf = (block: Block, index: number, text: string) => {
  // The line holding character `index` of the block's text (its lines joined by "\n").
  const before = text.slice(0, index).split("\n").length - 1;
  return block.lines[before]?.n ?? block.line;
};

function readBlock(block: Block, category: FileCategory | null): ParsedItem {
  const refuse = (...reasons: Reason[]): ParsedItem => ({
    line: block.line,
    kind: "refused",
    reasons,
  });
  const raw = block.lines.map((l) => l.text).join("\n");
  if (raw.length > QUESTION_SOURCE_MAX)
    return refuse(reason("question_too_long", { length: raw.length, max: QUESTION_SOURCE_MAX }));
  if (PRIVATE.test(raw)) return refuse(reason("placeholder"));
  const hidden = hide(raw);
  let text = hidden;
  let offset = 0;
  const title = /^::([\s\S]*?)::/.exec(text);
  if (title) {
    text = text.slice(title[0].length);
    offset = title[0].length;
  }
  const open = text.indexOf("{");
  const close = text.indexOf("}");
  if (open < 0 && close < 0)
    return {
      line: block.line,
      kind: "unsupported",
      reasons: [reason("unsupported", { type: "description" })],
    };
  if (open < 0 || close < 0 || close < open)
    return open >= 0 && close < 0
      ? refuse(reason("gift_unclosed"))
      : refuse(reason("gift_leftover", { text: "}", char: "}" }));
  const after = text.slice(close + 1);
  const second = after.search(/[{}]/);
  if (second >= 0)
    return refuse(
      reason("gift_second_block", { line: lineOf(block, offset + close + 1 + second, hidden) }),
    );
  const leftover = /(?:^|\s)([=~])\S/.exec(after);
  if (leftover)
    return refuse(
      reason("gift_leftover", {
        text: reveal(leftover[0].trim().slice(0, 20)),
        char: leftover[1]!,
      }),
    );

  let body = text.slice(open + 1, close).trim();
  let general = "";
  const split = body.lastIndexOf("####");
  if (split >= 0) {
    general = body.slice(split + 4);
    body = body.slice(0, split).trim();
  }
  const type = typeOf(body);
  if (type !== "multichoice")
    return { line: block.line, kind: "unsupported", reasons: [reason("unsupported", { type })] };

  // The question's format is the default of every other part (as in Moodle).
  // A block in mid-sentence is the missing-word form: the gap is the bank's ____.
  const [format, questionRaw] = withFormat(
    after.trim() ? `${text.slice(0, open)}____${after}` : text.slice(0, open),
    "moodle",
  );
  const faults: Reason[] = [];
  const read = (
    part: string,
    inherited: MoodleFormat,
    field: { field: string; n?: number },
    multiline = false,
  ) => {
    // The question's own marker is read already: what follows it is text.
    const [own, body] = multiline ? [inherited, part] : withFormat(part, inherited);
    const result = moodleToText(reveal(body.trim()), own, { multiline, field, dollarMaths: true });
    faults.push(...result.faults);
    return result.text;
  };
  const answers = answersOf(body);
  const weights = answers.map((a) => a.weight);
  // A negative weight on a wrong option is a penalty, not partial credit (noted, not refused).
  const partial = weights.filter((w) => w > 0 && w !== 100);
  if (partial.length)
    return refuse(
      reason("partial_credit", {
        weights: answers
          .filter((a) => a.weight !== 0)
          .map((a) => `${a.weight}%`)
          .join(", "),
      }),
    );
  const right = answers.filter((a) => a.weight === 100);
  if (right.length !== 1)
    return refuse(
      right.length ? reason("right_answers", { count: right.length }) : reason("no_right_answer"),
    );

  const question = read(questionRaw, format, { field: "question" }, true);
  const options = answers.map((a, i) => read(a.text, format, { field: "option", n: i + 1 }));
  const explanation = general.trim()
    ? read(general, format, { field: "explanation" })
    : read(right[0]!.feedback, format, { field: "explanation" });
  if (faults.length) return refuse(...faults);
  const dropped = answers.filter((a) => a.weight <= 0 && a.feedback.trim()).length;
  const penalties = answers.filter((a) => a.weight < 0).length;
  return {
    line: block.line,
    kind: "question",
    question: {
      category: category?.name ?? null,
      question,
      options,
      answer: options[answers.indexOf(right[0]!)]!,
      explanation,
      ...(block.passage ? { passage: block.passage } : {}),
    },
    category,
    ...(dropped ? { feedbackDropped: dropped } : {}),
    ...(penalties ? { penaltyDropped: penalties } : {}),
  };
}

export function parseGift(text: string): ParsedFile {
  return drain(parseGiftSteps(text));
}

/** parseGift a block at a time (see `Steps` in validate.ts). */
export function* parseGiftSteps(text: string): Steps<ParsedFile> {
  const categories: FileCategory[] = [];
  const found = blocks(text, (line, path) => categories.push(categoryOfPath(path, line)));
  const items: ParsedItem[] = [];
  const passages: DraftPassage[] = [];
  let named = 0;
  for (const block of found) {
    yield;
    const passage = readPassage(block);
    if (passage && "id" in passage) {
      const given = passages.find((p) => p.id === passage.id);
      if (given)
        items.push({
          line: block.line,
          kind: "refused",
          reasons: [reason("passage_twice", { passage: passage.id, line: given.line })],
        });
      else passages.push(passage);
      continue;
    }
    if (passage) {
      items.push(passage);
      continue;
    }
    while (named < categories.length && categories[named]!.line < block.line) named++;
    items.push(readBlock(block, categories[named - 1] ?? null));
  }
  return { items, faults: [], ...(passages.length ? { passages } : {}) };
}

/** Whether a part would be read as something other than itself, and needs the [plain] marker. */
const needsPlain = (text: string) => looksLikeHtml(text) || /^\s*\[\w+\]/.test(text);
const part = (text: string) => (needsPlain(text) ? "[plain]" : "") + escapeGift(text);

/**
 * The questions as GIFT; a question on one of `passages` carries its tag, and the passage is
 * written as a tagged description before its first question.
 */
export function writeGift(
  questions: readonly Question[],
  passages: readonly Passage[] = [],
): string {
  let category: string | null = null;
  const parts: string[] = [];
  const named = new Map(namedPassages(questions, passages).map((p) => [p.id, p]));
  const written = new Set<string>();
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      parts.push(`$CATEGORY: ${category}`);
    }
    const passage = q.passage ? named.get(q.passage) : undefined;
    const tag = passage ? [`// [tag:${PASSAGE_TAG}${passage.id}]`] : [];
    if (passage && !written.has(passage.id)) {
      written.add(passage.id);
      const title = passage.title ? `::${escapeGift(passage.title)}:: ` : "";
      parts.push([...tag, `${title}${part(passage.text)}`].join("\n"));
    }
    parts.push(
      [
        ...tag,
        `::${q.id}:: ${part(q.question)} {`,
        ...q.options.map((option) => `${option === q.answer ? "=" : "~"}${part(option)}`),
        `####${part(q.explanation)}`,
        "}",
      ].join("\n"),
    );
  }
  return parts.join("\n\n") + "\n";
}
