// Passage sets (decision 172): a passage (a reading text, a table, a figure) shared by a run of
// questions of one bank or catalog unit. The checks read the file as it is, beside the question
// checks of validate.ts: the passages' shape and text, and the questions' references to them.
import {
  passageInputSchema,
  QUESTION_LIMITS,
  type PassageInput,
} from "@tayari/contracts/question-input";
import { IMPORT_REASONS } from "./formats/reasons";
import { figureFaults } from "./figures";
import { questionTextFaults } from "./math-tree";
import { PASSAGE_ID, passageSchema, type Passage } from "./question";
import { splitQuestionText } from "./question-text";
import { oddCharacters, parse, shapeProblems, type Problem } from "./validate";

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

/**
 * What is wrong with the tables of a text: a run of lines starting with `|` is a table, its second
 * line the delimiter (`|---|---|`), every row with as many cells as its header.
 */
export function tableFaults(text: string): string[] {
  const faults: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trimStart().startsWith("|")) continue;
    const start = i;
    while (i + 1 < lines.length && lines[i + 1]!.trimStart().startsWith("|")) i++;
    const rows = lines.slice(start, i + 1);
    const at = `the table at line ${start + 1}`;
    const header = tableCells(rows[0]!).length;
    if (rows.length < 2 || !tableCells(rows[1]!).every((cell) => DELIMITER_CELL.test(cell))) {
      faults.push(`${at} needs a delimiter line after its header (| --- | --- |)`);
      continue;
    }
    if (tableCells(rows[1]!).length !== header)
      faults.push(
        `${at}: its delimiter line has ${tableCells(rows[1]!).length} cells, its header ${header}`,
      );
    rows.slice(2).forEach((row, n) => {
      const cells = tableCells(row).length;
      if (cells !== header)
        faults.push(`${at}: row ${n + 1} has ${cells} cells, its header ${header}`);
    });
    if (rows.length === 2) faults.push(`${at} has a header but no rows`);
  }
  return faults;
}

/**
 * What is wrong with one passage's text, title and figure, each fault as it follows the passage's
 * name (" has no text", ": its text has a tab"): shared by the content check and the importers.
 */
export function passageFaults(
  passage: Pick<Passage, "text" | "title" | "figure">,
  figuresDir: string,
): string[] {
  const faults: string[] = [];
  if (!passage.text.trim()) faults.push(" has no text");
  if (passage.text.length > PASSAGE_LIMITS.text)
    faults.push(
      `: its text is ${passage.text.length.toLocaleString("en")} characters long: at most ${PASSAGE_LIMITS.text.toLocaleString("en")}`,
    );
  for (const odd of oddCharacters(passage.text, { allowNewline: true }))
    faults.push(`: its text has ${odd}`);
  for (const text of questionTextFaults(passage.text)) faults.push(`: ${text}`);
  for (const table of tableFaults(passage.text)) faults.push(`: ${table}`);
  if (passage.title !== undefined) {
    if (passage.title.length > PASSAGE_LIMITS.title)
      faults.push(`: its title is longer than ${PASSAGE_LIMITS.title} characters`);
    for (const odd of oddCharacters(passage.title)) faults.push(`: its title has ${odd}`);
  }
  if (passage.figure)
    for (const figure of figureFaults(passage.figure, figuresDir)) faults.push(`: ${figure}`);
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
    const name = `passage "${passage.id}"`;
    if (known.has(passage.id)) fault(`${name} is named twice; give each passage its own id`);
    known.add(passage.id);
    for (const f of passageFaults(passage, figuresDir)) fault(`${name}${f}`);
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
    if (!used.has(passage)) fault(`passage "${passage}" has no questions`);
  return problems;
}

/**
 * The passages of an examiner's bank upload (decision 221), checked as a unit's are, each fault
 * with a code the examiner's page words in either language: a question naming a passage the bank
 * does not give, or standing apart from the rest of its passage's questions, is said under the
 * question (its id and its number in the file, `position`). Returns the passages as they are kept:
 * only the bank format's fields, each text by the one text rule.
 */
export function bankPassageProblems(
  file: string,
  raw: unknown,
  questions: readonly { id: number; passage?: string | undefined }[],
  positions: readonly number[],
): { problems: Problem[]; passages: PassageInput[] } {
  const problems: Problem[] = [];
  const passages: PassageInput[] = [];
  const bank = (reason: string) => problems.push({ file, id: null, reason });
  if (raw !== undefined && !Array.isArray(raw)) bank("passages should be a list");
  (Array.isArray(raw) ? raw : []).forEach((item, index) => {
    const parsed = parse(passageInputSchema, item);
    if (!parsed.success) {
      problems.push(...shapeProblems(file, null, parsed.error, ["passages", index]));
      return;
    }
    const passage = parsed.data;
    if (!PASSAGE_ID.test(passage.id))
      bank(`passage "${passage.id}": a passage id is lower-case letters, digits and hyphens`);
    if (passages.some((p) => p.id === passage.id))
      bank(`passage "${passage.id}" is named twice; give each passage its own id`);
    for (const f of passageFaults(passage, "")) bank(`passage "${passage.id}"${f}`);
    passages.push(passage);
  });
  const known = new Set(passages.map((p) => p.id));
  const runs = new Map<string, { last: number }>();
  const used = new Set<string>();
  questions.forEach((q, i) => {
    if (!q.passage) return;
    const at = { file, id: q.id, reason: "", position: positions[i] ?? i };
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
  for (const id of known) if (!runs.has(id)) bank(`passage "${id}" has no questions`);
  return { problems, passages };
}
