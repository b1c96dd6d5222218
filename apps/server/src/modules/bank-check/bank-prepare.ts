import type { BankUploadRequest } from "@tayari/contracts/bank-upload";
import { BANK_MAX_QUESTIONS } from "@tayari/contracts/limits";
import type { CodedMessage } from "@tayari/contracts/errors";
import { REPORT_ROWS, type ImportReason } from "@tayari/contracts/import-report";
import { reason } from "@tayari/content/formats/reasons";
import { importQuestionSteps, type ImportResult } from "@tayari/content/import";
import { bankPassageProblems } from "@tayari/content/passages";
import { type Problem, type Steps } from "@tayari/content/problem";
import { examBankSteps } from "@tayari/content/validate";
import type { PassageInput } from "@tayari/contracts/question-input";
import { AppError, coded } from "../../lib/app-error";
import { reasonMessage, refusedLines } from "../../lib/import-reasons";
import { MAX_FIELD_ERRORS } from "../../plugins/errors";
import { categoryCounts } from "./categories";
import type { StoredQuestion } from "../exams/bank-repository";

// What `POST /api/examiner/banks` makes of a bank file, apart from the request and the database:
// the same function on the event loop (an ordinary body) and in the bank worker (a body of a
// megabyte or more, bank-worker.ts), so both answer alike.

/**
 * The body's key whose texts the bank's own schema checks by the text rule (questionInputSchema,
 * field by field), so that the input guard leaves them to it: the guard stops at the first fault.
 */
export const QUESTIONS_CHECKED_BY_SCHEMA: ReadonlySet<string> = new Set(["questions", "passages"]);

/** A body as its schema gives it: name, category trimmed; questions (and passages) or a file's text. */
export type BankUploadBody = Omit<BankUploadRequest, "questions" | "passages"> & {
  questions?: unknown[];
  passages?: unknown[];
};

/**
 * The most JSON (UTF-16 units) one statement writes of a bank. A 5 MB bank is about 80 statements
 * of a few milliseconds each, between which other requests' queries run: written as one value it
 * held the embedded database's only connection for 150-325 ms of CPU (issue 29).
 */
export const BANK_PART_CHARS = 64 * 1024;

/** A bank's questions as the JSON of its parts, each about BANK_PART_CHARS (one part at least). */
export function* bankParts(questions: readonly StoredQuestion[]): Generator<string> {
  let part: string[] = [];
  let chars = 0;
  for (const question of questions) {
    const json = JSON.stringify(question);
    part.push(json);
    chars += json.length + 1;
    if (chars >= BANK_PART_CHARS) {
      yield `[${part.join(",")}]`;
      part = [];
      chars = 0;
    }
  }
  if (part.length || !questions.length) yield `[${part.join(",")}]`;
}

/** An upload's report (dry run, or beside a saved CSV, Aiken, GIFT or Moodle XML file). */
export interface BankReport {
  read: number;
  accepted: number;
  refused: number;
  unsupported: number;
  rejected: ImportResult["rejected"];
  notes: ImportReason[];
}

/** A bank ready to write: its questions as the JSON of its parts (repository.ts). */
export interface PreparedBank<Parts = Iterable<string>> {
  questionCount: number;
  categories: Record<string, number>;
  parts: Parts;
  /** What runs of its questions share (decision 221); empty where none. */
  passages: PassageInput[];
  report?: BankReport;
}

/** What the upload comes to: refused whole (422), a dry run's report (200), or a bank to save. */
export type Prepared<Parts = Iterable<string>> =
  | { refused: { statusCode: number; body: CodedMessage; errors?: Record<string, CodedMessage[]> } }
  | { report: BankReport }
  | { bank: PreparedBank<Parts> };

/** Runs a stepped check: in slices on the event loop (`runSliced`), at once in the worker. */
export type StepRunner = <T>(steps: Steps<T>) => Promise<T>;

/** A bank of more than BANK_MAX_QUESTIONS questions is refused whole, said with its size (issue 67). */
function tooMany(count: number) {
  if (count > BANK_MAX_QUESTIONS)
    throw refused(1, {
      bank: [coded("imports.bankTooManyQuestions", { count, max: BANK_MAX_QUESTIONS })],
    });
}

/** The upload refused whole: how many faults, and each under its field (`bank`, `question 12`, `line 7`). */
const refused = (count: number, errors: Record<string, CodedMessage[]>) =>
  new AppError(422, coded("imports.bankFaults", { count }), errors);

/** A validator's problem as an import reason: its own code, or the shape fault in its words. */
const problemReason = (p: Problem): ImportReason =>
  p.code ? reason(p.code, p.params) : reason("bank_shape", { text: p.reason });

/**
 * A question's fault of shape, said under the question's id: without the list's path before the
 * field ("question 7: category is missing", not "question 7: questions[0].category is missing",
 * whose index an examiner would read as another question).
 */
const withinQuestion = (p: Problem): Problem =>
  p.id !== null && !p.code ? { ...p, reason: p.reason.replace(/^questions\[\d+\]\./, "") } : p;

/**
 * Each id of the questions as sent: how many questions have it and the number (from 1) of the
 * first. Counted once, in one pass: a bank of 100,000 faulty items must not be searched once per
 * fault (route-walk.test.ts).
 */
function idsOf(questions: readonly unknown[]) {
  const ids = new Map<number, { count: number; first: number }>();
  questions.forEach((q, i) => {
    const id = (q as { id?: unknown } | null)?.id;
    if (typeof id !== "number" || !Number.isInteger(id)) return;
    const seen = ids.get(id);
    if (seen) seen.count += 1;
    else ids.set(id, { count: 1, first: i + 1 });
  });
  return ids;
}

/**
 * Where a question's faults are listed and how it is named (issue 46): by its id, and by its
 * number in the file as a person counts (1, 2, 3) when that is not its id; a question whose id
 * another also has gets a line of its own (`question 4 (number 9)`), never one shared with it.
 */
function questionPlace(id: number, position: number | undefined, ids: ReturnType<typeof idsOf>) {
  const n = position === undefined ? undefined : position + 1;
  const shared = (ids.get(id)?.count ?? 0) > 1;
  return {
    field: shared && n !== undefined ? `question ${id} (number ${n})` : `question ${id}`,
    n: n !== undefined && n !== id ? n : undefined,
  };
}

/**
 * A bank in the bank format, with every fault of the validator or none: the questions as the
 * validator parsed them (only the format's fields, issue 29), each figure one the site has.
 */
async function checkedBank(
  name: string,
  questions: unknown[],
  rawPassages: unknown[] | undefined,
  figures: ReadonlySet<string>,
  run: StepRunner,
): Promise<{ questions: StoredQuestion[]; passages: PassageInput[] }> {
  const checked = await run(examBankSteps(name, { questions }));
  const problems = [...checked.problems];
  const ids = idsOf(questions);
  // A passage and the questions on it (decision 221): a question is named by its number in the file.
  const passageCheck = bankPassageProblems(
    name,
    rawPassages,
    checked.questions,
    checked.questions.map((q) => (ids.get(q.id)?.first ?? 1) - 1),
    figures,
  );
  problems.push(...passageCheck.problems);
  for (const q of checked.questions)
    if (q.figure && !figures.has(q.figure.file))
      problems.push({
        file: name,
        id: q.id,
        reason: "",
        code: "figure_unknown",
        params: { file: JSON.stringify(q.figure.file) },
      });
  if (!problems.length) return { questions: checked.questions, passages: passageCheck.passages };
  const errors: Record<string, CodedMessage[]> = {};
  // Said of the first faults only, the rest counted: 100,000 faulty items made 500,000 messages
  // the answer never carries (capErrors keeps MAX_FIELD_ERRORS) and ran the worker out of memory.
  if (problems.length > MAX_FIELD_ERRORS)
    errors["*"] = [coded("input.moreProblems", { count: problems.length - MAX_FIELD_ERRORS })];
  for (const p of problems.slice(0, MAX_FIELD_ERRORS)) {
    if (p.id === null) {
      (errors.bank ??= []).push(reasonMessage(problemReason(withinQuestion(p))));
      continue;
    }
    // A repeated id names the first question that has it, by its number.
    const first = ids.get(p.id)?.first ?? 0;
    const problem =
      p.code === "duplicate_id" && first > 0
        ? { ...p, params: { ...p.params, first } }
        : withinQuestion(p);
    const found = problemReason(problem);
    const { params } = reasonMessage(found);
    const { field, n } = questionPlace(p.id, p.position, ids);
    (errors[field] ??= []).push(
      n === undefined
        ? {
            code: "imports.questionProblem",
            params: { ...params, id: p.id } as never,
            message: `question ${p.id}: ${found.message}`,
          }
        : {
            code: "imports.questionProblemAt",
            params: { ...params, id: p.id, n } as never,
            message: `question ${p.id} (number ${n} in the file): ${found.message}`,
          },
    );
  }
  throw refused(problems.length, errors);
}

/**
 * A CSV, Aiken, GIFT or Moodle XML file: all or nothing, each refused question named by its line.
 * Blocks of other types (true/false, essay ...) are reported and left out; explanations may be
 * missing in a private bank (the report says how many).
 */
function importedBank(result: ImportResult): {
  questions: StoredQuestion[];
  passages: PassageInput[];
} {
  const [fault] = result.faults;
  if (fault) throw refused(1, { bank: [reasonMessage(fault)] });
  if (result.refused) throw refused(result.refused, refusedLines(result.rejected));
  if (!result.questions.length)
    throw refused(1, { bank: [reasonMessage(reason("no_multiple_choice"))] });
  return { questions: result.questions, passages: result.passages };
}

/**
 * The report of a CSV, Aiken, GIFT or Moodle XML file, as the API sends it: the first REPORT_ROWS
 * blocks not imported listed, the rest counted (`unlisted`). A file of 4,400 refused rows listed
 * every one, 2 MB of answer and as many table rows on the examiner's page (issue 47).
 */
const bankReport = (result: ImportResult, encoding?: string): BankReport => ({
  read: result.read,
  accepted: result.questions.length,
  refused: result.refused,
  unsupported: result.unsupported,
  rejected: result.rejected.slice(0, REPORT_ROWS),
  ...(result.rejected.length > REPORT_ROWS
    ? { unlisted: result.rejected.length - REPORT_ROWS }
    : {}),
  notes: [...(encoding ? [reason("converted", { encoding })] : []), ...result.notes],
});

/**
 * An upload (its body valid by the schema) checked: a bank format file by the validator, a CSV,
 * Aiken, GIFT or Moodle XML file read as `content:import` reads it.
 */
export async function prepareUpload(
  body: BankUploadBody,
  figures: ReadonlySet<string>,
  run: StepRunner,
): Promise<Prepared> {
  const { name, questions, passages, format, text, category, encoding, dry_run: dryRun } = body;
  try {
    // Counted before anything is checked: 85,000 items are refused without being read one by one.
    if (questions) tooMany(questions.length);
    const result = format
      ? await run(
          importQuestionSteps(
            text!,
            format,
            {
              allowed: null,
              existing: [],
              category: category || null,
              categoryWhere: "site",
              explanationsOptional: true,
            },
            name,
          ),
        )
      : null;
    if (result) tooMany(result.questions.length);
    if (dryRun) {
      if (!result) await checkedBank(name, questions!, passages, figures, run);
      else if (result.faults[0]) importedBank(result);
      return {
        report: result
          ? bankReport(result, encoding)
          : {
              read: questions!.length,
              accepted: questions!.length,
              refused: 0,
              unsupported: 0,
              rejected: [],
              notes: [],
            },
      };
    }
    const stored = result
      ? importedBank(result)
      : await checkedBank(name, questions!, passages, figures, run);
    return {
      bank: {
        questionCount: stored.questions.length,
        categories: categoryCounts(stored.questions),
        parts: bankParts(stored.questions),
        passages: stored.passages,
        ...(result ? { report: bankReport(result, encoding) } : {}),
      },
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      refused: {
        statusCode: error.statusCode,
        body: error.body,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
}

/** Parts as one buffer and where each ends: sent from the worker without copying (transferred). */
export interface PackedParts {
  bytes: Uint8Array;
  ends: number[];
}

export function packParts(parts: Iterable<string>): PackedParts {
  const encoder = new TextEncoder();
  const encoded = [...parts].map((part) => encoder.encode(part));
  const bytes = new Uint8Array(encoded.reduce((sum, part) => sum + part.length, 0));
  const ends: number[] = [];
  let at = 0;
  for (const part of encoded) {
    bytes.set(part, at);
    ends.push((at += part.length));
  }
  return { bytes, ends };
}

/** The parts again, each made a string only as it is written. */
export function* unpackParts({ bytes, ends }: PackedParts): Generator<string> {
  const decoder = new TextDecoder();
  let from = 0;
  for (const end of ends) {
    yield decoder.decode(bytes.subarray(from, end));
    from = end;
  }
}
