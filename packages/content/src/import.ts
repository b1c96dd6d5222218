// Questions in from CSV, Aiken or GIFT text, and out again: pure functions (text in, questions and a
// report out), so the command line and a web upload can share them. Every question is checked by
// the same rules as content:check, against the questions already in the place it goes.
import { parseAiken, writeAiken } from "./formats/aiken";
import { parseCsv, writeCsv } from "./formats/csv";
import { parseGift, writeGift } from "./formats/gift";
import type { ParsedItem } from "./formats/types";
import type { Question } from "@tayari/contracts/question";
import { checkQuestions, newBankMemory, type Problem } from "./validate";

export const FORMATS = ["csv", "aiken", "gift"] as const;
export type Format = (typeof FORMATS)[number];

export const isFormat = (value: string): value is Format =>
  (FORMATS as readonly string[]).includes(value);

/** The format a file name says (`.csv`, `.txt` or `.aiken`, `.gift`), or null. */
export function formatOfFile(name: string): Format | null {
  const ext = name.toLowerCase().split(".").at(-1);
  if (ext === "csv") return "csv";
  if (ext === "gift") return "gift";
  if (ext === "aiken" || ext === "txt") return "aiken";
  return null;
}

export function parseQuestionFile(
  text: string,
  format: Format,
  category: string | null,
): ParsedItem[] {
  if (format === "csv") return parseCsv(text);
  if (format === "aiken") return parseAiken(text, category);
  return parseGift(text, category);
}

export function writeQuestionFile(questions: readonly Question[], format: Format): string {
  if (format === "csv") return writeCsv(questions);
  if (format === "aiken") return writeAiken(questions);
  return writeGift(questions);
}

/** Where the questions go: what is there already and the rules of the place. */
export interface ImportTarget {
  /** Categories the bank allows, or null (a catalog unit: any lower-case category). */
  allowed: readonly string[] | null;
  /** Questions that new ones must not repeat (the whole bank, or the catalog subject). */
  existing: readonly Question[];
  /** The category of a question whose file gives none (Aiken; GIFT without $CATEGORY). */
  category: string | null;
  /** When set, every imported question gets this category, whatever the file says. */
  forceCategory?: boolean;
}

export interface Rejection {
  line: number;
  reason: string;
}

export interface ImportResult {
  /** The questions that passed, with ids following the target's highest. */
  questions: Question[];
  rejected: Rejection[];
  /** Questions the file holds (passed and rejected). */
  read: number;
}

export function importQuestions(
  text: string,
  format: Format,
  target: ImportTarget,
  file = "import",
): ImportResult {
  const items = parseQuestionFile(text, format, target.category);
  const rejected: Rejection[] = [];
  const memory = newBankMemory();
  checkQuestions(file, target.existing, target.allowed, memory);
  let nextId = Math.max(0, ...target.existing.map((q) => q.id + 1));
  const lineOfId = new Map<number, number>();
  const candidates: Question[] = [];
  for (const item of items) {
    if (item.fault !== undefined) {
      rejected.push({ line: item.line, reason: item.fault });
      continue;
    }
    const category = target.forceCategory ? target.category : item.question.category;
    if (category === null) {
      rejected.push({ line: item.line, reason: "has no category (give one with --category)" });
      continue;
    }
    const id = nextId++;
    lineOfId.set(id, item.line);
    candidates.push({ ...item.question, id, category });
  }
  const problems: Problem[] = checkQuestions(file, candidates, target.allowed, memory);
  const bad = new Map<number, string[]>();
  // A new question's id means nothing to the person who wrote the file: name its line instead.
  const located = (reason: string) =>
    reason.replace(/\bid (\d+)/g, (text, id: string) =>
      lineOfId.has(Number(id)) ? `the question on line ${lineOfId.get(Number(id))}` : text,
    );
  for (const problem of problems) {
    const reasons = bad.get(problem.id!) ?? [];
    bad.set(problem.id!, [...reasons, located(problem.reason)]);
  }
  for (const [id, reasons] of bad)
    rejected.push({ line: lineOfId.get(id)!, reason: reasons.join("; ") });
  rejected.sort((a, b) => a.line - b.line);
  // Ids stay in file order without gaps among the questions that are kept.
  const first = Math.max(0, ...target.existing.map((q) => q.id + 1));
  const questions = candidates
    .filter((q) => !bad.has(q.id))
    .map((q, i) => ({ ...q, id: first + i }));
  return { questions, rejected, read: items.length };
}

/** `file:line: reason` per rejected question, the way the command prints them. */
export function formatRejection(file: string, rejection: Rejection): string {
  return `${file}:${rejection.line}: ${rejection.reason}`;
}
