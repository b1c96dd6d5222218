// Moodle XML: Moodle's own export. <quiz> holds <question type="category"> entries (the category
// of the questions after it) and questions; a multiple-choice question with one answer at
// fraction="100" is imported, its HTML made the bank's text (moodle-html.ts), its general feedback
// (or, without one, the right answer's feedback) its explanation. An embedded SVG drawing with alt
// text can become its figure; any other image, and every other question type, is reported. A
// passage several questions share (decision 221) is a "description" question tagged
// `passage:<id>` (its name the passage's title), and each of its questions carries the same tag.
import type { Passage, Question } from "@tayari/contracts/question";
import { FIGURE_FILE, MIN_ALT_LENGTH, svgFaults } from "../figures";
import { parseXml, type XmlElement, type XmlNode } from "../xml";
import { lastPartOf, moodleToText } from "./moodle-html";
import { textToHtml, type MoodleFormat } from "./moodle-text";
import { drain, type Steps } from "../problem";
import { reason, type Reason } from "./reasons";
import {
  categoryOfPath,
  namedPassages,
  PASSAGE_TAG,
  QUESTION_SOURCE_MAX,
  type DraftPassage,
  type DraftFigure,
  type FileCategory,
  type ParsedFile,
  type ParsedItem,
} from "./types";

const FORMATS: Record<string, MoodleFormat> = {
  html: "html",
  moodle_auto_format: "moodle",
  plain_text: "plain",
  markdown: "markdown",
};

const elements = (node: XmlElement, name: string) =>
  node.children.filter((c): c is XmlElement => typeof c !== "string" && c.name === name);
const first = (node: XmlElement | undefined, name: string) =>
  node ? elements(node, name)[0] : undefined;
const textOf = (node: XmlNode | undefined): string =>
  node === undefined ? "" : typeof node === "string" ? node : node.children.map(textOf).join("");
/** The text of a field (`<questiontext format="html"><text>...</text></questiontext>`). */
const fieldText = (node: XmlElement | undefined) => textOf(first(node, "text"));
const formatOf = (node: XmlElement | undefined, fallback: MoodleFormat): MoodleFormat =>
  FORMATS[node?.attributes.format ?? ""] ?? fallback;

/** "Metre Bridge (1).svg" as a figure's file name: "metre-bridge-1.svg". */
export function figureFileName(name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/\.svg$/, "")
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "figure";
  return `${base}.svg`;
}

/** The passage a question's `passage:<id>` tag names, if any. */
function passageTag(node: XmlElement): string | undefined {
  const tags = first(node, "tags");
  for (const tag of tags ? elements(tags, "tag") : []) {
    const text = fieldText(tag).trim();
    if (text.startsWith(PASSAGE_TAG)) return text.slice(PASSAGE_TAG.length).trim();
  }
  return undefined;
}

/** A description tagged as a passage: its text, and its name as the title (unless the default). */
function readPassage(node: XmlElement, line: number, id: string): DraftPassage | ParsedItem {
  const field = first(node, "questiontext");
  const source = fieldText(field);
  if (source.length > QUESTION_SOURCE_MAX)
    return {
      line,
      kind: "refused",
      reasons: [reason("question_too_long", { length: source.length, max: QUESTION_SOURCE_MAX })],
    };
  const read = moodleToText(source, formatOf(field, "moodle"), {
    multiline: true,
    field: { field: "passage" },
    dollarMaths: false,
  });
  if (read.faults.length) return { line, kind: "refused", reasons: read.faults };
  const name = fieldText(first(node, "name")).trim();
  return {
    id,
    ...(name && name !== defaultPassageName(id) ? { title: name } : {}),
    text: read.text,
    line,
  };
}

const defaultPassageName = (id: string) => `Passage ${id}`;

function readQuestion(node: XmlElement, line: number, category: FileCategory | null): ParsedItem {
  const type = node.attributes.type ?? "";
  if (type !== "multichoice")
    return {
      line,
      kind: "unsupported",
      reasons: [reason("unsupported", { type: type || "unknown" })],
    };
  // Counted before any of it is read (HTML and Markdown cost time in proportion).
  const size = [
    first(node, "questiontext"),
    first(node, "generalfeedback"),
    ...elements(node, "answer").flatMap((a) => [a, first(a, "feedback")]),
  ].reduce((sum, field) => sum + fieldText(field).length, 0);
  if (size > QUESTION_SOURCE_MAX)
    return {
      line,
      kind: "refused",
      reasons: [reason("question_too_long", { length: size, max: QUESTION_SOURCE_MAX })],
    };
  const faults: Reason[] = [];
  const questionNode = first(node, "questiontext");
  const format = formatOf(questionNode, "moodle");
  const files = new Map(
    (questionNode ? elements(questionNode, "file") : []).map((f) => [f.attributes.name ?? "", f]),
  );
  let figure: DraftFigure | undefined;
  const image = (src: string, alt: string): Reason | null => {
    const name = lastPartOf(src);
    const refuse = (why: string, fault?: string) =>
      reason("image", { name, why, ...(fault ? { fault } : {}) });
    if (!src.startsWith("@@PLUGINFILE@@/")) return refuse("elsewhere");
    const file = files.get(name);
    if (!file) return refuse("missing");
    if (!/\.svg$/i.test(name)) return refuse("not_svg");
    if (alt.trim().length < MIN_ALT_LENGTH) return refuse("alt");
    const svg = Buffer.from(textOf(file).replace(/\s+/g, ""), "base64").toString("utf8");
    const svgFault = svgFaults(svg)[0];
    if (svgFault) return refuse("drawing", svgFault);
    const fileName = figureFileName(name);
    if (!FIGURE_FILE.test(fileName)) return refuse("not_svg");
    figure = { file: fileName, alt: alt.trim(), svg };
    return null;
  };
  const read = (
    field: XmlElement | undefined,
    fallback: MoodleFormat,
    name: { field: string; n?: number },
    multiline = false,
  ) => {
    const result = moodleToText(fieldText(field), formatOf(field, fallback), {
      multiline,
      field: name,
      dollarMaths: false,
      ...(multiline ? { image } : {}),
    });
    faults.push(...result.faults);
    return result.text;
  };
  for (const old of ["image", "image_base64"])
    if (first(node, old) && textOf(first(node, old)).trim())
      faults.push(
        reason("image", {
          name: textOf(first(node, old)).trim().slice(0, 40),
          why: "old_field",
        }),
      );
  const answers = elements(node, "answer").map((a) => ({
    node: a,
    weight: Number(a.attributes.fraction ?? 0),
    feedback: first(a, "feedback"),
  }));
  // A negative weight on a wrong option is a penalty, not partial credit: the question still has
  // one right answer, and an exam's marking here sets its own penalty (noted, not refused).
  const partial = answers.filter((a) => a.weight > 0 && a.weight !== 100);
  if (partial.length)
    return {
      line,
      kind: "refused",
      reasons: [
        reason("partial_credit", {
          weights: answers
            .filter((a) => a.weight !== 0)
            .map((a) => `${+a.weight.toFixed(4)}%`)
            .join(", "),
        }),
      ],
    };
  const right = answers.filter((a) => a.weight === 100);
  if (right.length !== 1)
    return {
      line,
      kind: "refused",
      reasons: [
        right.length ? reason("right_answers", { count: right.length }) : reason("no_right_answer"),
      ],
    };
  const text = read(questionNode, "moodle", { field: "question" }, true);
  const options = answers.map((a, i) => read(a.node, "moodle", { field: "option", n: i + 1 }));
  const general = first(node, "generalfeedback");
  const explanation = fieldText(general).trim()
    ? read(general, format, { field: "explanation" })
    : read(right[0]!.feedback, format, { field: "explanation" });
  if (faults.length) return { line, kind: "refused", reasons: faults };
  const dropped = answers.filter((a) => a.weight <= 0 && fieldText(a.feedback).trim()).length;
  const penalties = answers.filter((a) => a.weight < 0).length;
  return {
    line,
    kind: "question",
    question: {
      category: category?.name ?? null,
      question: text,
      options,
      answer: options[answers.indexOf(right[0]!)]!,
      explanation,
      ...(figure ? { figure: { file: figure.file, alt: figure.alt } } : {}),
      ...(passageTag(node) ? { passage: passageTag(node)! } : {}),
    },
    category,
    ...(figure ? { figure } : {}),
    ...(dropped ? { feedbackDropped: dropped } : {}),
    ...(penalties ? { penaltyDropped: penalties } : {}),
  };
}

export function parseMoodleXml(file: string): ParsedFile {
  return drain(parseMoodleXmlSteps(file));
}

/** parseMoodleXml a question at a time (see `Steps` in validate.ts). */
export function* parseMoodleXmlSteps(file: string): Steps<ParsedFile> {
  const text = file.replace(/^\uFEFF/, "");
  const lead = /^\s*/.exec(text)![0];
  const body = text.slice(lead.length);
  const lineStarts: number[] = [0];
  for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const leadLines = lead.split("\n").length - 1;
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1 + leadLines;
  };
  let root: XmlElement;
  try {
    root = parseXml(body, { cdata: true });
  } catch (error) {
    const message = (error as Error).message;
    const at = /at character (\d+)$/.exec(message);
    return {
      items: [],
      faults: [
        reason("xml_malformed", {
          reason: message.replace(/ at character \d+$/, ""),
          line: at ? lineAt(Number(at[1])) : 1,
        }),
      ],
    };
  }
  if (root.name !== "quiz")
    return { items: [], faults: [reason("xml_not_quiz", { root: root.name })] };
  const items: ParsedItem[] = [];
  const passages: DraftPassage[] = [];
  let category: FileCategory | null = null;
  for (const node of elements(root, "question")) {
    yield;
    const line = lineAt(node.offset);
    if (node.attributes.type === "category") {
      category = categoryOfPath(fieldText(first(node, "category")), line);
      continue;
    }
    const passageId = node.attributes.type === "description" ? passageTag(node) : undefined;
    if (passageId !== undefined) {
      const passage = readPassage(node, line, passageId);
      const given = passages.find((p) => p.id === passageId);
      if (!("id" in passage)) items.push(passage);
      else if (given)
        items.push({
          line,
          kind: "refused",
          reasons: [reason("passage_twice", { passage: passageId, line: given.line })],
        });
      else passages.push(passage);
      continue;
    }
    items.push(readQuestion(node, line, category));
  }
  return { items, faults: [], ...(passages.length ? { passages } : {}) };
}

const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The questions as Moodle XML, ready for Moodle's import: a category entry wherever the category
 * changes, HTML text with maths as \( \) and $$ $$ (Moodle's MathJax), code in <pre>, the
 * explanation as general feedback, and each figure embedded as an SVG file with its alt text.
 */
export function writeMoodleXml(
  questions: readonly Question[],
  figureSvg: (file: string) => string | null = () => null,
  passages: readonly Passage[] = [],
): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"];
  let category: string | null = null;
  const named = new Map(namedPassages(questions, passages).map((p) => [p.id, p]));
  const written = new Set<string>();
  const tags = (id: string) =>
    `    <tags><tag><text>${escapeXml(PASSAGE_TAG + id)}</text></tag></tags>`;
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      out.push(
        '  <question type="category">',
        `    <category><text>${escapeXml(`$course$/top/${category.replace(/\//g, "//")}`)}</text></category>`,
        "  </question>",
      );
    }
    const svg = q.figure ? figureSvg(q.figure.file) : null;
    const figure =
      q.figure && svg !== null
        ? {
            html: `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(q.figure.file)}" alt="${escapeXml(q.figure.alt)}"></p>`,
            file: `<file name="${escapeXml(q.figure.file)}" path="/" encoding="base64">${Buffer.from(svg).toString("base64")}</file>`,
          }
        : null;
    const passage = q.passage ? named.get(q.passage) : undefined;
    if (passage && !written.has(passage.id)) {
      written.add(passage.id);
      out.push(
        '  <question type="description">',
        `    <name><text>${escapeXml(passage.title ?? defaultPassageName(passage.id))}</text></name>`,
        `    <questiontext format="html"><text>${cdata(textToHtml(passage.text))}</text></questiontext>`,
        "    <defaultgrade>0</defaultgrade>",
        "    <hidden>0</hidden>",
        tags(passage.id),
        "  </question>",
      );
    }
    const name = q.question.replace(/\s+/g, " ").slice(0, 60);
    out.push(
      '  <question type="multichoice">',
      `    <name><text>${escapeXml(`${q.id}: ${name}`)}</text></name>`,
      `    <questiontext format="html"><text>${cdata(textToHtml(q.question) + (figure?.html ?? ""))}</text>${figure?.file ?? ""}</questiontext>`,
      `    <generalfeedback format="html"><text>${cdata(textToHtml(q.explanation))}</text></generalfeedback>`,
      "    <defaultgrade>1</defaultgrade>",
      "    <penalty>0</penalty>",
      "    <hidden>0</hidden>",
      `    <idnumber>${q.id}</idnumber>`,
      "    <single>true</single>",
      "    <shuffleanswers>false</shuffleanswers>",
      "    <answernumbering>ABCD</answernumbering>",
      ...q.options.map(
        (option) =>
          `    <answer fraction="${option === q.answer ? 100 : 0}" format="html"><text>${cdata(textToHtml(option))}</text><feedback format="html"><text></text></feedback></answer>`,
      ),
      ...(passage ? [tags(passage.id)] : []),
      "  </question>",
    );
  }
  out.push("</quiz>", "");
  return out.join("\n");
}
