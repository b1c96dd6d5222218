// CSV (RFC 4180): one question per row. Columns: question, option_a..option_e, answer (a letter or
// the option's text), category, explanation, and where questions share a passage (decision 221)
// three more: passage (its id), passage_title, passage_text, the title and text on the first row of
// the passage's questions. A header row is optional on import and written on export.
import type { Passage, Question } from "@tayari/contracts/question";
import { ExportRefusal, reason, type Reason } from "./reasons";
import { drain, type Steps } from "../problem";
import {
  answerLetter,
  LETTERS,
  namedPassages,
  type DraftPassage,
  type ParsedFile,
  type ParsedItem,
} from "./types";

export const CSV_COLUMNS = [
  "question",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "option_e",
  "answer",
  "category",
  "explanation",
] as const;

/** The columns a file with passages adds after the others. */
export const CSV_PASSAGE_COLUMNS = ["passage", "passage_title", "passage_text"] as const;

interface CsvRecord {
  line: number;
  cells: string[];
}

/** Splits CSV text into records, keeping the line each record starts on (a cell may hold newlines). */
export function parseCsvRecords(text: string): { records: CsvRecord[]; fault?: string } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim()) records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
    i++;
  }
  if (quoted) return { records, fault: `line ${start}: a quoted cell is never closed` };
  endRecord();
  return { records };
}

const isHeader = (cells: string[]) => cells[0]?.trim().toLowerCase() === "question";

export function parseCsv(text: string): ParsedFile {
  return drain(parseCsvSteps(text));
}

/** parseCsv a row at a time (see `Steps` in validate.ts). */
export function* parseCsvSteps(text: string): Steps<ParsedFile> {
  const { records, fault } = parseCsvRecords(text.replace(/^\uFEFF/, ""));
  const rows = records.length && isHeader(records[0]!.cells) ? records.slice(1) : records;
  const items: ParsedItem[] = [];
  const passages = new Map<string, DraftPassage>();
  for (const row of rows) {
    yield;
    const item = csvItem(row, passages);
    items.push(item);
  }
  if (fault)
    items.push({
      line: Number(/\d+/.exec(fault)![0]),
      kind: "refused",
      reasons: [reason("csv_unclosed")],
    });
  return { items, faults: [], ...(passages.size ? { passages: [...passages.values()] } : {}) };
}

/** One row as a question, or why it is refused; a passage it gives is added to `passages`. */
function csvItem({ line, cells }: CsvRecord, passages: Map<string, DraftPassage>): ParsedItem {
  const wide = CSV_COLUMNS.length + CSV_PASSAGE_COLUMNS.length;
  if (cells.length !== CSV_COLUMNS.length && cells.length !== wide)
    return {
      line,
      kind: "refused",
      reasons: [
        reason("csv_columns", {
          count: cells.length,
          need: CSV_COLUMNS.length,
          columns: CSV_COLUMNS.join(", "),
        }),
      ],
    };
  const [question, a, b, c, d, e, answer, category, explanation] = cells as [string, ...string[]];
  const [passageId = "", title = "", passageText = ""] = cells.slice(CSV_COLUMNS.length);
  const passage = passageId.trim();
  if (!passage && (title.trim() || passageText.trim()))
    return { line, kind: "refused", reasons: [reason("csv_passage_unnamed")] };
  if (passage && passageText.trim()) {
    const given = passages.get(passage);
    const text = passageText.replace(/\r\n?/g, "\n");
    if (given && (given.text !== text || (given.title ?? "") !== title.trim()))
      return {
        line,
        kind: "refused",
        reasons: [reason("csv_passage_differs", { passage, line: given.line })],
      };
    if (!given)
      passages.set(passage, {
        id: passage,
        ...(title.trim() ? { title: title.trim() } : {}),
        text,
        line,
      });
  }
  const options = [a, b, c, d, e].filter((option): option is string => !!option?.trim());
  const reading = readAnswer(answer!, options);
  if (typeof reading !== "number" && reading !== null)
    return { line, kind: "refused", reasons: [reading] };
  return {
    line,
    kind: "question",
    question: {
      category: category!.trim() || null,
      question: question.replace(/\r\n?/g, "\n"),
      options,
      // An answer that names no option stays as written, for the check to report.
      answer: reading === null ? answer! : options[reading]!,
      explanation: explanation!,
      ...(passage ? { passage } : {}),
    },
  };
}

/**
 * The option an answer cell names: its position when the cell is a letter (A-E), or the option
 * whose text it is exactly. A cell that is both a letter and the text of another option is a fault,
 * never a guess: either reading could be the author's, and the wrong one is a wrong key.
 */
export function readAnswer(cell: string, options: readonly string[]): number | null | Reason {
  const letter = LETTERS.indexOf(cell.trim().toUpperCase() as (typeof LETTERS)[number]);
  const position = letter >= 0 && letter < options.length ? letter : -1;
  const text = options.indexOf(cell);
  if (position >= 0 && text >= 0 && position !== text)
    return reason("csv_answer_both", {
      cell,
      position: LETTERS[position]!,
      text: LETTERS[text]!,
    });
  if (text >= 0) return text;
  return position >= 0 ? position : null;
}

/** The answer's letter, or its text when the letter would be read as another option. */
function answerCell(q: Question): string {
  const index = q.options.indexOf(q.answer);
  const letter = answerLetter(q);
  if (readAnswer(letter, q.options) === index) return letter;
  if (readAnswer(q.answer, q.options) === index) return q.answer;
  throw new ExportRefusal(
    q.id,
    `neither the answer's letter ${letter} nor its text "${q.answer}" reads back as that option in CSV (use GIFT or Moodle XML)`,
  );
}

function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * With a byte-order mark, so spreadsheet programs read the file as UTF-8 (Devanagari included).
 * When a question names one of `passages`, the passage columns follow, the passage's title and text
 * on the first row that names it.
 */
export function writeCsv(
  questions: readonly Question[],
  passages: readonly Passage[] = [],
): string {
  const named = new Map(namedPassages(questions, passages).map((p) => [p.id, p]));
  const written = new Set<string>();
  const rows = questions.map((q) => {
    const cells = [
      q.question,
      ...LETTERS.map((_, i) => q.options[i] ?? ""),
      answerCell(q),
      q.category,
      q.explanation,
    ];
    if (named.size) {
      const passage = q.passage ? named.get(q.passage) : undefined;
      const first = passage && !written.has(passage.id);
      if (passage) written.add(passage.id);
      cells.push(passage?.id ?? "", (first && passage.title) || "", first ? passage.text : "");
    }
    return cells.map(csvCell).join(",");
  });
  const header = named.size ? [...CSV_COLUMNS, ...CSV_PASSAGE_COLUMNS] : CSV_COLUMNS;
  return "\uFEFF" + [header.join(","), ...rows].join("\r\n") + "\r\n";
}
