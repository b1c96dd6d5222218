// CSV (RFC 4180): one question per row. Columns: question, option_a..option_e, answer (a letter or
// the option's text), category, explanation. A header row is optional on import and written on export.
import type { Question } from "@tayari/contracts/question";
import { ExportRefusal, reason, type Reason } from "./reasons";
import { drain, type Steps } from "../validate";
import { answerLetter, LETTERS, type ParsedFile, type ParsedItem } from "./types";

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
  for (const row of rows) {
    yield;
    items.push(csvItem(row));
  }
  if (fault)
    items.push({
      line: Number(/\d+/.exec(fault)![0]),
      kind: "refused",
      reasons: [reason("csv_unclosed")],
    });
  return { items, faults: [] };
}

/** One row as a question, or why it is refused. */
function csvItem({ line, cells }: CsvRecord): ParsedItem {
  if (cells.length !== CSV_COLUMNS.length)
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

/** With a byte-order mark, so spreadsheet programs read the file as UTF-8 (Devanagari included). */
export function writeCsv(questions: readonly Question[]): string {
  const rows = questions.map((q) =>
    [
      q.question,
      ...LETTERS.map((_, i) => q.options[i] ?? ""),
      answerCell(q),
      q.category,
      q.explanation,
    ]
      .map(csvCell)
      .join(","),
  );
  return "\uFEFF" + [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
