// Passage sets (decision 172): a passage (a reading text, a table, a figure) shared by a run of
// questions of one bank or catalog unit. The checks read the file as it is, beside the question
// checks of validate.ts: the passages' shape and text, and the questions' references to them.
import {
  passageInputSchema,
  QUESTION_LIMITS,
  type PassageInput,
} from "@tayari/contracts/question-input";
import { IMPORT_REASONS, reason, type Reason, type ReasonParams } from "./formats/reasons";
import { figureFaults } from "./figures";
import { questionTextFaults } from "./math-tree";
import { PASSAGE_ID, passageSchema, type Passage } from "./question";
import { splitQuestionText } from "./question-text";
import { type Problem } from "./problem";
import { parse, shapeProblems } from "./shape-problems";
import { oddParams } from "./text-checks";

/** The longest passage text and title, in characters. */
export const PASSAGE_LIMITS = { text: QUESTION_LIMITS.question, title: 200 } as const;

/** Where a bank's or unit's questions stand: one list, or a list per set. */
export interface PassageScope {
  /** `set 2`, `grade-x-english / mcq / reading / unit-3`; "" for a list bank. */
  where: string;
  questions: readonly unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The cells of one pipe-table row; a `|` inside maths or written `\|` is no separator. */
export function tableCells(row: string): string[] {
  // A formula may hold | (an absolute value): it stands in its cell as one opaque piece.
  const flat = splitQuestionText(row.trim())
    .segments.map((s) => (s.kind === "text" ? s.text.replace(/\\\|/g, "\\") : "m"))
    .join("");
  // The row starts with |, and usually ends with one: no cell lies outside them.
  const cells = flat.split("|").slice(1);
  if (flat.endsWith("|")) cells.pop();
  return cells;
}

const DELIMITER_CELL = /^\s*:?-{3,}:?\s*$/;

/** A table's fault: its code (a passage's reason) and its values. */
interface TableFault {
  code:
    | "passage_table_delimiter"
    | "passage_table_delimiter_cells"
    | "passage_table_row"
    | "passage_table_no_rows";
  params: ReasonParams;
}

/**
 * What is wrong with the tables of a text: a run of lines starting with `|` is a table, its second
 * line the delimiter (`|---|---|`), every row with as many cells as its header.
 */
function tableFaultCodes(text: string): TableFault[] {
  const faults: TableFault[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trimStart().startsWith("|")) continue;
    const start = i;
    while (i + 1 < lines.length && lines[i + 1]!.trimStart().startsWith("|")) i++;
    const rows = lines.slice(start, i + 1);
    const line = start + 1;
    const header = tableCells(rows[0]!).length;
    if (rows.length < 2 || !tableCells(rows[1]!).every((cell) => DELIMITER_CELL.test(cell))) {
      faults.push({ code: "passage_table_delimiter", params: { line } });
      continue;
    }
    const cells = tableCells(rows[1]!).length;
    if (cells !== header)
      faults.push({ code: "passage_table_delimiter_cells", params: { line, cells, header } });
    rows.slice(2).forEach((row, n) => {
      const cells = tableCells(row).length;
      if (cells !== header)
        faults.push({ code: "passage_table_row", params: { line, row: n + 1, cells, header } });
    });
    if (rows.length === 2) faults.push({ code: "passage_table_no_rows", params: { line } });
  }
  return faults;
}

/** The tables' faults of a text in English ("the table at line 2 needs a delimiter line ..."). */
export const tableFaults = (text: string): string[] =>
  tableFaultCodes(text).map(({ code, params }) =>
    IMPORT_REASONS[code]({ ...params, passage: "" }).replace(/^passage "": /, ""),
  );

/**
 * What is wrong with one passage's text and title, each a coded reason naming the passage: shared
 * by the content check, the importers and an examiner's bank (whose page says it in Nepali too).
 * Its figure is checked by the caller: the catalog's drawings file and all, a bank's by name.
 */
export function passageReasons(passage: Pick<Passage, "id" | "text" | "title">): Reason[] {
  const named = { passage: passage.id };
  const faults: Reason[] = [];
  if (!passage.text.trim()) faults.push(reason("passage_no_text", named));
  if (passage.text.length > PASSAGE_LIMITS.text)
    faults.push(
      reason("passage_text_long", {
        ...named,
        length: passage.text.length,
        max: PASSAGE_LIMITS.text,
      }),
    );
  const odd = oddParams(passage.text, { allowNewline: true });
  if (odd) faults.push(reason("passage_text_odd", { ...named, ...odd }));
  for (const fault of questionTextFaults(passage.text))
    faults.push(reason("passage_text_fault", { ...named, fault }));
  for (const table of tableFaultCodes(passage.text))
    faults.push(reason(table.code, { ...named, ...table.params }));
  if (passage.title !== undefined) {
    if (passage.title.length > PASSAGE_LIMITS.title)
      faults.push(reason("passage_title_long", { ...named, max: PASSAGE_LIMITS.title }));
    const oddTitle = oddParams(passage.title);
    if (oddTitle) faults.push(reason("passage_title_odd", { ...named, ...oddTitle }));
  }
  return faults;
}

/**
 * Every fault of the passages of one bank or catalog unit (`container`: its parsed JSON, holding
 * `passages`) against its questions, taken scope by scope: passages malformed, named twice, with
 * text a question could not hold, with a broken table or figure, never used, or used by questions
 * that do not stand together; and questions naming a passage there is none of.
 */
export function passageProblems(
  file: string,
  container: unknown,
  scopes: readonly PassageScope[],
  figuresDir: string,
  label = "",
): Problem[] {
  const problems: Problem[] = [];
  const fault = (reason: string, id: number | null = null, position?: number) =>
    problems.push({
      file,
      id,
      reason: label ? `${label}: ${reason}` : reason,
      ...(position === undefined ? {} : { position }),
    });
  const raw = isObject(container) ? container.passages : undefined;

  const known = new Set<string>();
  if (raw !== undefined && !Array.isArray(raw)) fault("passages should be a list");
  (Array.isArray(raw) ? raw : []).forEach((item, index) => {
    const parsed = parse(passageSchema, item);
    if (!parsed.success) {
      problems.push(
        ...shapeProblems(file, null, parsed.error, [...(label ? [label] : []), "passages", index]),
      );
      return;
    }
    const passage = parsed.data;
    if (known.has(passage.id)) fault(IMPORT_REASONS.passage_named_twice({ passage: passage.id }));
    known.add(passage.id);
    for (const f of passageReasons(passage)) fault(f.message);
    if (passage.figure)
      for (const f of figureFaults(passage.figure, figuresDir))
        fault(IMPORT_REASONS.passage_figure({ passage: passage.id, fault: f }));
  });

  const used = new Set<string>();
  for (const scope of scopes) {
    const where = scope.where ? `${scope.where}: ` : "";
    // Where each passage's run started and ended in this scope, to see it is one run.
    const runs = new Map<string, { first: number; last: number; count: number }>();
    scope.questions.forEach((item, position) => {
      if (!isObject(item) || item.passage === undefined) return;
      const id = typeof item.id === "number" ? item.id : null;
      if (typeof item.passage !== "string" || !item.passage) {
        fault(`${where}passage should be the id of one of the passages`, id, position);
        return;
      }
      if (!known.has(item.passage)) {
        fault(
          `${where}passage "${item.passage}" is not among the passages${known.size ? ` (${[...known].join(", ")})` : ""}`,
          id,
          position,
        );
        return;
      }
      const run = runs.get(item.passage);
      if (run) Object.assign(run, { last: position, count: run.count + 1 });
      else runs.set(item.passage, { first: position, last: position, count: 1 });
    });
    for (const [passage, run] of runs) {
      if (used.has(passage))
        fault(`${where}passage "${passage}" has questions in another set too; keep them together`);
      used.add(passage);
      if (run.last - run.first + 1 !== run.count)
        fault(
          `${where}the questions of passage "${passage}" do not stand together (positions ${run.first + 1} to ${run.last + 1} hold ${run.count} of them): put them one after another`,
        );
    }
  }
  for (const passage of known)
    if (!used.has(passage)) fault(IMPORT_REASONS.passage_unused({ passage }));
  return problems;
}

/**
 * The passages of an examiner's bank upload (decisions 221 and 223), checked as a unit's are, each
 * fault with a code the examiner's page words in either language: a passage's own faults under the
 * bank, a question naming a passage the bank does not give, or standing apart from the rest of its
 * passage's questions, under the question (its id and its number in the file, `position`). A
 * passage's figure is one of the site's drawings (`figures`), as a question's is. Returns the
 * passages as they are kept: only the bank format's fields, each text by the one text rule.
 */
export function bankPassageProblems(
  file: string,
  raw: unknown,
  questions: readonly { id: number; passage?: string | undefined }[],
  positions: readonly number[],
  figures: ReadonlySet<string>,
): { problems: Problem[]; passages: PassageInput[] } {
  const problems: Problem[] = [];
  const passages: PassageInput[] = [];
  const bank = (found: Reason) =>
    problems.push({
      file,
      id: null,
      reason: found.message,
      code: found.code,
      params: found.params,
    });
  if (raw !== undefined && !Array.isArray(raw)) bank(reason("passages_not_list"));
  // A passage given with a fault of shape: its questions are not told it is missing as well.
  const misshapen = new Set<string>();
  (Array.isArray(raw) ? raw : []).forEach((item, index) => {
    const parsed = parse(passageInputSchema, item);
    if (!parsed.success) {
      problems.push(...shapeProblems(file, null, parsed.error, ["passages", index]));
      const id = isObject(item) ? item.id : undefined;
      if (typeof id === "string") misshapen.add(id);
      return;
    }
    const passage = parsed.data;
    const named = { passage: passage.id };
    if (!PASSAGE_ID.test(passage.id)) bank(reason("passage_id_form", named));
    if (passages.some((p) => p.id === passage.id)) bank(reason("passage_named_twice", named));
    for (const f of passageReasons(passage)) bank(f);
    if (passage.figure && !figures.has(passage.figure.file))
      bank(
        reason("passage_figure_unknown", { ...named, file: JSON.stringify(passage.figure.file) }),
      );
    passages.push(passage);
  });
  const known = new Set(passages.map((p) => p.id));
  const runs = new Map<string, { last: number }>();
  const used = new Set<string>();
  questions.forEach((q, i) => {
    if (!q.passage) return;
    const at = { file, id: q.id, reason: "", position: positions[i] ?? i };
    if (misshapen.has(q.passage)) return;
    if (!known.has(q.passage)) {
      problems.push({
        ...at,
        reason: IMPORT_REASONS.passage_unknown({ passage: q.passage }),
        code: "passage_unknown",
        params: { passage: q.passage },
      });
      return;
    }
    const run = runs.get(q.passage);
    // A passage's question after another question: its run is broken here (said once).
    if (run && run.last !== i - 1 && !used.has(q.passage)) {
      used.add(q.passage);
      problems.push({
        ...at,
        reason: IMPORT_REASONS.passage_split({ passage: q.passage }),
        code: "passage_split",
        params: { passage: q.passage },
      });
    }
    runs.set(q.passage, { last: i });
  });
  for (const id of known) if (!runs.has(id)) bank(reason("passage_unused", { passage: id }));
  return { problems, passages };
}
