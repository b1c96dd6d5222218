import Papa from "papaparse";
import type { CodedMessage } from "@tayari/contracts/errors";
import { LIST_LIMIT } from "@tayari/contracts/examiner-candidates";
import { coded } from "../../lib/app-error";
import { normalRoll } from "../exams/candidate-repository";
import type { ListEntry } from "../exams/list-repository";

// An allow-list as examiners have it (decisions 214 and 0470): pasted lines ("R001 Rajesh Gurung",
// "R001, Rajesh Gurung", "R001<tab>Rajesh Gurung"), or a spreadsheet's CSV export (a BOM,
// semicolons in a Nepali or European locale, CRLF, quoted fields), read on the server.

const EMAIL = /^[^\s@,;"]+@[^\s@,;"]+\.[^\s@,;"]+$/;
const ROLL = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;
const DIGIT = /[0-9]/;
const HEADERS: Record<string, "email" | "roll" | "name"> = {
  email: "email",
  "e-mail": "email",
  "email address": "email",
  "e-mail address": "email",
  "email id": "email",
  "e-mail id": "email",
  mail: "email",
  इमेल: "email",
  roll: "roll",
  "roll no": "roll",
  "roll no.": "roll",
  "roll number": "roll",
  roll_number: "roll",
  symbol: "roll",
  "symbol no": "roll",
  "symbol no.": "roll",
  "symbol number": "roll",
  "रोल नम्बर": "roll",
  name: "name",
  "full name": "name",
  "student name": "name",
  "student's name": "name",
  "candidate name": "name",
  "candidate's name": "name",
  नाम: "name",
};
/** The words of a header written with spaces between its columns ("Roll No  Name"). */
const HEADER_WORDS = new Set(
  Object.keys(HEADERS)
    .flatMap((h) => h.split(" "))
    .concat(["number", "id"]),
);
/** At most this many faulty rows are named; the count names them all. */
const NAMED_FAULTS = 100;

/** One row as it was read: its line (as a spreadsheet numbers it, from 1) and what it gives. */
export interface ReadRow extends ListEntry {
  line: number;
}

/** The list as the site read it: each good row, and each faulty one named (up to 100). */
export interface ListReading {
  /** The first line named the columns. */
  header: boolean;
  rows: ReadRow[];
  /** How many rows could not be read. */
  faultCount: number;
  faults: CodedMessage[];
  /** More rows than a list holds (`LIST_LIMIT`): nothing else is read. */
  tooLong: boolean;
}

export type ParsedList =
  | { ok: true; entries: ListEntry[] }
  | { ok: false; count: number; faults: CodedMessage[] }
  | { ok: false; tooLong: true };

const headerKey = (cell: string) => cell.toLowerCase().replace(/\s+/g, " ").replace(/:$/, "");

/**
 * The delimiter of the file: of comma, semicolon and tab, the one most used outside quotes in its
 * first lines (a spreadsheet set to a locale that writes decimal commas exports semicolons). None
 * of them: each line is one field, read by its spaces (`bySpaces`).
 */
function delimiterOf(text: string): string {
  const head = text.slice(0, 4000).replace(/"[^"]*"/g, "");
  const lines = head
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .slice(0, 5);
  let best = ",";
  let most = 0;
  for (const d of [",", ";", "\t"]) {
    const n = lines.reduce((sum, l) => sum + l.split(d).length - 1, 0);
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/**
 * A line with no delimiter, read by its spaces: the roll number is the first word and the words
 * after it that hold a digit, or stand before one ("079 BCT 012 Asha Rai": roll 079BCT012); an e-mail first or next;
 * the rest is the name. Names hold no digits, so a name is never read into the roll.
 */
function bySpaces(cell: string): string[] {
  const words = cell.split(/\s+/);
  const out: string[] = [];
  let i = 0;
  if (EMAIL.test(words[0]!)) {
    out.push(words[i++]!);
    if (i < words.length && DIGIT.test(words[i]!) && ROLL.test(words[i]!)) out.push(words[i++]!);
  } else {
    let roll = words[i++]!;
    const inRoll = (w: string | undefined) => w !== undefined && DIGIT.test(w) && !EMAIL.test(w);
    // A word of letters belongs to the roll when a word with digits follows ("079 BCT 012").
    while (inRoll(words[i]) || (/^[A-Za-z]+$/.test(words[i] ?? "") && inRoll(words[i + 1])))
      roll += ` ${words[i++]}`;
    out.push(roll);
    if (i < words.length && EMAIL.test(words[i]!)) out.push(words[i++]!);
  }
  if (i < words.length) out.push(words.slice(i).join(" "));
  return out;
}

/**
 * Fields without a header: an e-mail or a roll number first; then the other of the two when the
 * next field is one (a roll number after an e-mail holds a digit: a name never does); the rest is
 * the name.
 */
function byPosition(fields: string[]): {
  email: string | null;
  roll: string | null;
  name: string;
  bad: string | null;
} {
  const [id = "", ...rest] = fields;
  let email: string | null = null;
  let roll: string | null = null;
  let bad: string | null = null;
  if (EMAIL.test(id)) {
    email = id;
    if (rest[0] !== undefined && DIGIT.test(rest[0]) && ROLL.test(rest[0])) roll = rest.shift()!;
  } else if (ROLL.test(id)) {
    roll = id;
    if (rest[0] !== undefined && EMAIL.test(rest[0])) email = rest.shift()!;
  } else bad = id;
  return { email, roll, name: rest.join(" "), bad };
}

/** The list's rows as the site reads them, each faulty row by its line, all at once. */
export function readAllowList(input: string): ListReading {
  const text = input.replace(/^\uFEFF/, "");
  const rows: { line: number; cells: string[] }[] = [];
  let line = 1;
  let read = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result) => {
      const cells = (result.data as string[]).map((c) => (c ?? "").trim());
      if (cells.some((c) => c !== "")) rows.push({ line, cells });
      // The next row starts where this one ended, its line break included: count the breaks.
      const end = result.meta.cursor;
      for (let i = read; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      read = end;
    },
  });
  const reading: ListReading = {
    header: false,
    rows: [],
    faultCount: 0,
    faults: [],
    tooLong: false,
  };
  if (rows.length > LIST_LIMIT + 1) return { ...reading, tooLong: true };

  let columns: { email?: number; roll?: number; name?: number } | null = null;
  const first = rows[0];
  if (first && first.cells.some((c) => HEADERS[headerKey(c)] !== undefined)) {
    columns = {};
    first.cells.forEach((c, i) => {
      const kind = HEADERS[headerKey(c)];
      if (kind && columns![kind] === undefined) columns![kind] = i;
    });
    rows.shift();
    reading.header = true;
  } else if (
    first &&
    first.cells.filter((c) => c !== "").length === 1 &&
    headerKey(first.cells.find((c) => c !== "")!)
      .split(" ")
      .every((w) => HEADER_WORDS.has(w))
  ) {
    // A header written with spaces between its columns: the lines below are read by their spaces.
    rows.shift();
    reading.header = true;
  }
  if (rows.length > LIST_LIMIT) return { ...reading, tooLong: true };

  const fault = (message: CodedMessage) => {
    reading.faultCount++;
    if (reading.faults.length < NAMED_FAULTS) reading.faults.push(message);
  };
  const emails = new Map<string, number>();
  const rolls = new Map<string, number>();
  for (const { line, cells } of rows) {
    let email: string | null = null;
    let roll: string | null = null;
    let name: string;
    let bad: string | null = null;
    const fields = cells.filter((c) => c !== "");
    if (columns && fields.length > 1) {
      const at = (i: number | undefined) => (i === undefined ? "" : (cells[i] ?? ""));
      const e = at(columns.email);
      const r = at(columns.roll);
      name = at(columns.name);
      if (e) {
        if (EMAIL.test(e)) email = e;
        else bad = e;
      }
      if (r) {
        if (ROLL.test(r)) roll = r;
        else bad ??= r;
      }
    } else {
      // No header, or a row that is one field under one ("R001 Rajesh Gurung" below "roll,name").
      ({ email, roll, name, bad } = byPosition(
        fields.length === 1 ? bySpaces(fields[0]!) : fields,
      ));
    }
    if (bad !== null) {
      fault(coded("exams.listRowBad", { line, value: bad.slice(0, 60) }));
      continue;
    }
    email = email?.toLowerCase() ?? null;
    roll = roll === null ? null : normalRoll(roll);
    if (!email && !roll) {
      fault(coded("exams.listRowEmpty", { line }));
      continue;
    }
    const firstRoll = roll ? rolls.get(roll) : undefined;
    const firstEmail = email ? emails.get(email) : undefined;
    if (roll && firstRoll !== undefined) {
      fault(coded("exams.rollTwice", { line, roll, first: firstRoll }));
      continue;
    }
    if (email && firstEmail !== undefined) {
      fault(coded("exams.emailTwice", { line, email, first: firstEmail }));
      continue;
    }
    if (roll) rolls.set(roll, line);
    if (email) emails.set(email, line);
    const named = name.replace(/\s+/g, " ").trim().slice(0, 200);
    reading.rows.push({ line, email, roll, name: named || null });
  }
  return reading;
}

/** The list's candidates, or each faulty row by its line: all or nothing is saved. */
export function parseAllowList(input: string): ParsedList {
  const reading = readAllowList(input);
  if (reading.tooLong) return { ok: false, tooLong: true };
  if (reading.faultCount) return { ok: false, count: reading.faultCount, faults: reading.faults };
  return { ok: true, entries: reading.rows.map(({ line: _line, ...entry }) => entry) };
}
