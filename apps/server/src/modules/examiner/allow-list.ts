import Papa from "papaparse";
import type { CodedMessage } from "@tayari/contracts/errors";
import { LIST_LIMIT } from "@tayari/contracts/examiner-candidates";
import { coded } from "../../lib/app-error";
import { normalRoll, type ListEntry } from "../exams/candidate-repository";

// An allow-list as examiners have it (decision 214): pasted lines, or a spreadsheet's CSV export
// (a BOM, semicolons in a Nepali or European locale, CRLF, quoted fields), read on the server.

const EMAIL = /^[^\s@,;"]+@[^\s@,;"]+\.[^\s@,;"]+$/;
const ROLL = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;
const HEADERS: Record<string, "email" | "roll" | "name"> = {
  email: "email",
  "e-mail": "email",
  "email address": "email",
  "e-mail address": "email",
  mail: "email",
  roll: "roll",
  "roll no": "roll",
  "roll no.": "roll",
  "roll number": "roll",
  roll_number: "roll",
  symbol: "roll",
  "symbol no": "roll",
  "symbol no.": "roll",
  "symbol number": "roll",
  name: "name",
  "full name": "name",
  "student name": "name",
  "candidate name": "name",
};
/** At most this many faulty rows are named; the count names them all. */
const NAMED_FAULTS = 100;

export type ParsedList =
  | { ok: true; entries: ListEntry[] }
  | { ok: false; count: number; faults: CodedMessage[] }
  | { ok: false; tooLong: true };

/**
 * The delimiter of the file: of comma, semicolon and tab, the one most used outside quotes in its
 * first lines (a spreadsheet set to a locale that writes decimal commas exports semicolons).
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

/** The list's candidates, or each faulty row by its line (as a spreadsheet numbers it, from 1). */
export function parseAllowList(input: string): ParsedList {
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
  if (rows.length > LIST_LIMIT + 1) return { ok: false, tooLong: true };

  let columns: { email?: number; roll?: number; name?: number } | null = null;
  const first = rows[0];
  if (first && first.cells.some((c) => HEADERS[c.toLowerCase()] !== undefined)) {
    columns = {};
    first.cells.forEach((c, i) => {
      const kind = HEADERS[c.toLowerCase()];
      if (kind && columns![kind] === undefined) columns![kind] = i;
    });
    rows.shift();
  }
  if (rows.length > LIST_LIMIT) return { ok: false, tooLong: true };

  const faults: CodedMessage[] = [];
  let count = 0;
  const fault = (message: CodedMessage) => {
    count++;
    if (faults.length < NAMED_FAULTS) faults.push(message);
  };
  const entries: ListEntry[] = [];
  const emails = new Map<string, number>();
  const rolls = new Map<string, number>();
  for (const { line, cells } of rows) {
    let email: string | null = null;
    let roll: string | null = null;
    let name: string | null;
    let bad: string | null = null;
    if (columns) {
      const at = (i: number | undefined) => (i === undefined ? "" : (cells[i] ?? ""));
      const e = at(columns.email);
      const r = at(columns.roll);
      name = at(columns.name) || null;
      if (e) {
        if (EMAIL.test(e)) email = e.toLowerCase();
        else bad = e;
      }
      if (r) {
        if (ROLL.test(r)) roll = normalRoll(r);
        else bad ??= r;
      }
    } else {
      const [id = "", second = ""] = cells.filter((c) => c !== "");
      name = second || null;
      if (EMAIL.test(id)) email = id.toLowerCase();
      else if (ROLL.test(id)) roll = normalRoll(id);
      else bad = id;
    }
    if (bad !== null) {
      fault(coded("exams.listRowBad", { line, value: bad.slice(0, 60) }));
      continue;
    }
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
    entries.push({ email, roll, name: name ? name.slice(0, 200) : null });
  }
  return count ? { ok: false, count, faults } : { ok: true, entries };
}
