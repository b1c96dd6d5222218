// Questions in from CSV, Aiken, GIFT or Moodle XML text: pure functions (text in, questions and a
// report out), so the command line and the site share them (writing files out is export.ts). Every block of a file
// is accounted for: written, refused (with its line and every reason) or not supported (with its
// type), and read = passed + refused + unsupported. Every question is checked by the same rules as
// content:check, against the questions already in the place it goes.
import { parseAiken } from "./formats/aiken";
import { parseCsvSteps } from "./formats/csv";
import { type Format } from "./formats/detect";
import { parseGiftSteps } from "./formats/gift";
import { parseMoodleXmlSteps } from "./formats/moodle-xml";
import { reason, type Reason } from "./formats/reasons";
import type { DraftFigure, DraftPassage, ParsedFile, ParsedItem } from "./formats/types";
import type { Question } from "@tayari/contracts/question";
import { questionInputSchema } from "@tayari/contracts/question-input";
import { passageReasons } from "./passages";
import { PASSAGE_ID, type Passage } from "./question";
import { drain, type Steps } from "./problem";
import { checkQuestionSteps, newBankMemory } from "./question-checks";
import { parse, shapeProblems } from "./shape-problems";

export function parseQuestionFile(text: string, format: Format): ParsedFile {
  return drain(parseQuestionFileSteps(text, format));
}

/** parseQuestionFile a question at a time (an Aiken file at once: its lines are read as text). */
export function* parseQuestionFileSteps(text: string, format: Format): Steps<ParsedFile> {
  if (format === "csv") return yield* parseCsvSteps(text);
  if (format === "aiken") return parseAiken(text);
  if (format === "moodle-xml") return yield* parseMoodleXmlSteps(text);
  return yield* parseGiftSteps(text);
}

/** Where the questions go: what is there already and the rules of the place. */
export interface ImportTarget {
  /** Categories the bank allows, or null (a catalog unit or exam bank: any lower-case category). */
  allowed: readonly string[] | null;
  /** Questions that new ones must not repeat (the whole bank, or the catalog subject). */
  existing: readonly Question[];
  /** The category of a question whose file gives none (Aiken; GIFT without $CATEGORY). */
  category: string | null;
  /** When set, every imported question gets this category, whatever the file says. */
  forceCategory?: boolean;
  /** How a category is given here, for the reason: the command's --category, or the site's field. */
  categoryWhere?: "cli" | "site";
  /** A private exam bank: a question may come without an explanation (the report counts them). */
  explanationsOptional?: boolean;
  /** Whether a figure the file carries can be kept (the command writes its drawing beside the bank). */
  figures?: boolean;
  /** Ids no longer in use that a new question must not take (questions taken out of a unit). */
  takenIds?: readonly number[];
  /** Passage ids the place has already: a file's passage of the same id is given another. */
  passageIds?: readonly string[];
}

export interface Rejection {
  line: number;
  /** Refused (it can be mended), or not supported (a type other than multiple choice). */
  kind: "refused" | "unsupported";
  reasons: Reason[];
  /** The reasons in English, joined: what the command prints after `file:line:`. */
  reason: string;
}

export interface ImportResult {
  /** The questions that passed, with ids following the target's highest. */
  questions: Question[];
  /** The drawings of the passing questions' figures, to be written beside the bank. */
  figures: DraftFigure[];
  /** The passages the passing questions stand on (decision 221), ids made unique in the place. */
  passages: Passage[];
  rejected: Rejection[];
  /** Blocks the file holds: passed + refused + unsupported. */
  read: number;
  refused: number;
  unsupported: number;
  /** What the reader is told without anything being refused (a category given, feedback dropped). */
  notes: Reason[];
  /** Faults of the whole file (not UTF-8, not XML, no question at all): nothing can be written. */
  faults: Reason[];
}

const rejection = (line: number, kind: Rejection["kind"], reasons: Reason[]): Rejection => ({
  line,
  kind,
  reasons,
  reason: reasons.map((r) => r.message).join("; "),
});

/** The format's name in the reasons that say how to give an explanation. */
const explanationFormat = (format: Format) => (format === "moodle-xml" ? "moodle" : format);

export function importQuestions(
  text: string,
  format: Format,
  target: ImportTarget,
  file = "import",
): ImportResult {
  return drain(importQuestionSteps(text, format, target, file));
}

/** importQuestions a question at a time (see `Steps` in validate.ts). */
export function* importQuestionSteps(
  text: string,
  format: Format,
  target: ImportTarget,
  file = "import",
): Steps<ImportResult> {
  const parsed = yield* parseQuestionFileSteps(text, format);
  yield;
  const faults = [...parsed.faults];
  if (!faults.length && !parsed.items.length) faults.push(reason("no_questions"));
  const rejected: Rejection[] = [];
  const notes: Reason[] = [];
  const memory = newBankMemory();
  yield* checkQuestionSteps(file, target.existing, target.allowed, memory);
  let first = 0;
  for (const q of target.existing) first = Math.max(first, q.id + 1);
  for (const id of target.takenIds ?? []) first = Math.max(first, id + 1);
  let nextId = first;
  const lineOfId = new Map<number, number>();
  const figureOfId = new Map<number, DraftFigure>();
  const candidates: Question[] = [];
  const noted = new Set<number>();
  let dropped = 0;
  let penalties = 0;

  const categoryOf = (item: ParsedItem & { kind: "question" }): string | Reason => {
    if (target.forceCategory && target.category) return target.category;
    const from = item.category;
    const named = item.question.category;
    if (from && from.name) {
      if (!target.allowed) return from.name.trim().toLowerCase();
      const allowed = target.allowed.find(
        (c) => c.toLowerCase() === from.name!.trim().toLowerCase(),
      );
      if (allowed) return allowed;
      return reason("category_not_allowed", {
        category: from.name,
        line: from.line,
        allowed: target.allowed.join(", "),
      });
    }
    if (!from && named !== null) return named;
    if (target.category) {
      if (from && !noted.has(from.line)) {
        noted.add(from.line);
        notes.push(
          reason("category_used", { category: from.path, line: from.line, used: target.category }),
        );
      }
      return target.category;
    }
    return reason("no_category", { where: target.categoryWhere ?? "cli" });
  };

  for (const item of parsed.items) {
    if (item.kind !== "question") {
      rejected.push(rejection(item.line, item.kind, item.reasons));
      continue;
    }
    const category = categoryOf(item);
    if (typeof category !== "string") {
      rejected.push(rejection(item.line, "refused", [category]));
      continue;
    }
    if (item.figure && !target.figures) {
      rejected.push(
        rejection(item.line, "refused", [
          reason("image", { name: item.figure.file, why: "upload" }),
        ]),
      );
      continue;
    }
    dropped += item.feedbackDropped ?? 0;
    penalties += item.penaltyDropped ?? 0;
    const id = nextId++;
    lineOfId.set(id, item.line);
    if (item.figure) figureOfId.set(id, item.figure);
    candidates.push({ ...item.question, id, category });
  }
  const bad = new Map<number, Reason[]>();
  let missingExplanations = 0;
  for (const problem of yield* checkQuestionSteps(file, candidates, target.allowed, memory)) {
    if (problem.code === "missing_explanation" && target.explanationsOptional) {
      missingExplanations++;
      continue;
    }
    const params = { ...problem.params };
    if (problem.code === "missing_explanation") params.format = explanationFormat(format);
    // A new question's id means nothing to the person who wrote the file: name its line instead.
    const line = lineOfId.get(Number(params.otherId));
    if (line !== undefined) {
      delete params.otherId;
      params.otherLine = line;
    }
    const why = problem.code ? reason(problem.code, params) : null;
    bad.set(problem.id!, [
      ...(bad.get(problem.id!) ?? []),
      why ?? {
        code: "text_fault",
        params: { field: "", fault: problem.reason },
        message: problem.reason,
      },
    ]);
  }
  const passages = passageChecks(parsed.passages ?? [], candidates, bad);
  // Kept as the bank format keeps a question: only its fields, each text by the one text rule and
  // NFC-normalised (issue 29); what the checks above passed and the rule refuses is refused here.
  const asInput = new Map<number, Question>();
  for (const q of candidates) {
    yield;
    if (bad.has(q.id)) continue;
    const input = parse(questionInputSchema, q);
    if (input.success) asInput.set(q.id, input.data as Question);
    else
      bad.set(
        q.id,
        shapeProblems(file, null, input.error, []).map((p): Reason => ({
          code: "text_fault",
          params: { field: "", fault: p.reason },
          message: p.reason,
        })),
      );
  }
  for (const [id, reasons] of bad) rejected.push(rejection(lineOfId.get(id)!, "refused", reasons));
  rejected.sort((a, b) => a.line - b.line);
  // Ids stay in file order without gaps among the questions that are kept.
  const kept = candidates.filter((q) => !bad.has(q.id)).map((q) => asInput.get(q.id)!);
  // A passage keeps its id unless the place has one of that id already.
  const taken = new Set(target.passageIds ?? []);
  const renamed = new Map<string, string>();
  for (const passage of passages) {
    if (!kept.some((q) => q.passage === passage.id)) continue;
    let id = passage.id;
    for (let n = 2; taken.has(id); n++) id = `${passage.id}-${n}`;
    taken.add(id);
    renamed.set(passage.id, id);
  }
  const questions = kept.map((q, i) => ({
    ...q,
    id: first + i,
    ...(q.passage ? { passage: renamed.get(q.passage)! } : {}),
  }));
  const figures = kept.flatMap((q) => figureOfId.get(q.id) ?? []);
  const unexplained = missingExplanations ? kept.filter((q) => !q.explanation.trim()).length : 0;
  if (unexplained)
    notes.push(
      reason("explanations_missing", { count: unexplained, format: explanationFormat(format) }),
    );
  if (dropped) notes.push(reason("feedback_dropped", { count: dropped }));
  if (penalties) notes.push(reason("penalty_dropped", { count: penalties }));
  const refused = rejected.filter((r) => r.kind === "refused").length;
  return {
    questions,
    figures,
    passages: passages
      .filter((p) => renamed.has(p.id))
      .map((p) => ({ ...p, id: renamed.get(p.id)! })),
    rejected,
    read: parsed.items.length,
    refused,
    unsupported: rejected.length - refused,
    notes,
    faults,
  };
}

/**
 * The passages of a file, checked as content:check checks a unit's (decision 221), and the
 * questions on them: a question naming a passage the file does not give, on a passage with a
 * fault, or on one whose questions do not stand together is refused (added to `bad`). Returns the
 * passages as they are kept (NFC, the file's line gone).
 */
function passageChecks(
  drafts: readonly DraftPassage[],
  candidates: readonly Question[],
  bad: Map<number, Reason[]>,
): Passage[] {
  const refuse = (q: Question, why: Reason) => bad.set(q.id, [...(bad.get(q.id) ?? []), why]);
  const passages = drafts.map(({ line: _line, ...p }): Passage => ({
    ...p,
    id: p.id.normalize("NFC"),
    text: p.text.normalize("NFC"),
    ...(p.title === undefined ? {} : { title: p.title.normalize("NFC") }),
  }));
  // A passage's faults, said under each question on it (its figure is the bank's to check).
  const faults = new Map(
    passages.map((p) => [
      p.id,
      [
        ...(PASSAGE_ID.test(p.id) ? [] : [reason("passage_id_form", { passage: p.id })]),
        ...passageReasons(p),
      ],
    ]),
  );
  const runs = new Map<string, { first: number; last: number; count: number }>();
  candidates.forEach((q, position) => {
    if (!q.passage) return;
    const found = faults.get(q.passage);
    if (!found) return refuse(q, reason("passage_unknown", { passage: q.passage }));
    for (const fault of found) refuse(q, fault);
    const run = runs.get(q.passage);
    if (run) Object.assign(run, { last: position, count: run.count + 1 });
    else runs.set(q.passage, { first: position, last: position, count: 1 });
  });
  for (const [passage, run] of runs)
    if (run.last - run.first + 1 !== run.count)
      for (const q of candidates)
        if (q.passage === passage) refuse(q, reason("passage_split", { passage }));
  return passages;
}

/** `file:line: reason` per rejected question, the way the command prints them. */
export function formatRejection(file: string, rejection: Rejection): string {
  return `${file}:${rejection.line}: ${rejection.kind === "unsupported" ? "not imported: " : ""}${rejection.reason}`;
}

/** The counts as one sentence: "12 read from f.gift: 9 pass, 2 refused, 1 not supported". */
export function importSummary(file: string, result: ImportResult, verb = "pass"): string {
  return (
    `${result.read} read from ${file}: ${result.questions.length} ${verb}, ` +
    `${result.refused} refused, ${result.unsupported} not supported`
  );
}
