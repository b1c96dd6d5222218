import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BCA_ENTRANCE, ENTRANCE, OPTIONAL_BANKS, REQUIRED_BANKS } from "./banks";
import { BCA_PAPERS_FILE } from "./bca";
import { checkBcaBank, checkBcaPapers } from "./bca-check";
import { catalogLevelFileSchema, entrancesFileSchema } from "./catalog";
import { figureProblems } from "./figures";
import { bankItems, keySpread, keySpreadProblem, type KeySpread } from "./key-spread";
import { MOCK_PAPERS_FILE } from "./mock-papers";
import { checkMockPapers } from "./mock-papers-file";
import { passageProblems, type PassageScope } from "./passages";
import { SHARED_QUESTIONS_FILE, type QuestionGroup } from "./repeats";
import { screenProblems } from "./screen-faults";
import { type Problem } from "./problem";
import { checkQuestions, newBankMemory } from "./question-checks";
import { parse, shapeProblems } from "./shape-problems";
import { countQuestions, validateBank } from "./validate";

// Resolved from this file, not the working directory, so the check works from any folder.
const contentRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_BANKS_DIR = path.join(contentRoot, "banks");
export const DEFAULT_CATALOG_DIR = path.join(contentRoot, "catalog");
/** The texts repeated on purpose across banks and subjects, beside the two folders (decision 170). */
export const DEFAULT_SHARED_QUESTIONS = path.join(contentRoot, SHARED_QUESTIONS_FILE);
/** The SVG figures questions name, in the banks folder: the app's build serves them at /figures/. */
export const FIGURES_FOLDER = "figures";

/** A catalog unit is a short quiz: at least this many questions. */
export const MIN_UNIT_QUESTIONS = 10;
/**
 * ... and at most this many, with what a publish adds (issue 67 point 4, decisions 0395 and 0401):
 * fifteen times the largest unit of the files; the embedded database writes a unit's whole text in
 * one piece on the event loop (1,000 questions with formulas held it 130 ms of CPU on a box with a
 * loop of 3e8 additions in 4.4 s; 300 hold it about 40).
 */
export const MAX_UNIT_QUESTIONS = 300;
/** Every catalog subject (school or entrance) offers at least one unit; it may grow one at a time (decision 0037). */
export const MIN_SUBJECT_UNITS = 1;

function readJson(file: string, label: string, problems: Problem[]): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    problems.push({ file: label, id: null, reason: `cannot be read: ${(error as Error).message}` });
    return undefined;
  }
  try {
    // A byte-order mark is invisible in editors; JSON.parse rejects it.
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    problems.push({
      file: label,
      id: null,
      reason: `is not valid JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}

/**
 * The list of texts repeated on purpose (repeats.ts), labelled as its problems name it; a missing
 * file is an empty list.
 */
export function readSharedQuestions(file = DEFAULT_SHARED_QUESTIONS): {
  file: string;
  data: unknown;
} {
  const label = SHARED_QUESTIONS_FILE;
  if (!existsSync(file)) return { file: label, data: { shared: [] } };
  const problems: Problem[] = [];
  const data = readJson(file, label, problems);
  // Unreadable JSON is reported through the schema: the reason then names the file.
  return { file: label, data: data === undefined ? { shared: problems[0]?.reason } : data };
}

export interface BankCounts {
  /** Banks in the manifest. */
  banks: number;
  /** Questions across the banks that could be read. */
  questions: number;
  /** file -> questions, for each bank that could be read. */
  perBank: Record<string, number>;
}

/**
 * Checks every bank of the manifest (`REQUIRED_BANKS`) in `dir`: a missing file, a file that is not
 * JSON, and every fault `validateBank` finds. Problems carry `banks/<file>` as their file.
 * Synchronous so a Vite plugin's buildStart can call it; `await checkBanks(dir)` works as well.
 */
export function checkBanks(dir: string = DEFAULT_BANKS_DIR): {
  problems: Problem[];
  counts: BankCounts;
  spreads: KeySpread[];
  /** Each bank's questions as read, for the checks across banks (repeats.ts) and the report. */
  groups: QuestionGroup[];
} {
  const problems: Problem[] = [];
  const spreads: KeySpread[] = [];
  const groups: QuestionGroup[] = [];
  const counts: BankCounts = { banks: REQUIRED_BANKS.length, questions: 0, perBank: {} };
  let entrance: unknown;
  for (const spec of [...REQUIRED_BANKS, ...OPTIONAL_BANKS]) {
    const label = `banks/${spec.file}`;
    const file = path.join(dir, spec.file);
    const optional = OPTIONAL_BANKS.includes(spec);
    if (!existsSync(file)) {
      if (!optional) problems.push({ file: label, id: null, reason: "missing bank file" });
      continue;
    }
    if (optional) counts.banks += 1;
    const data = readJson(file, label, problems);
    if (data === undefined) continue;
    problems.push(...validateBank(label, data, spec));
    problems.push(...figureProblems(label, data, path.join(dir, FIGURES_FOLDER)));
    problems.push(
      ...passageProblems(label, data, passageScopes(data), path.join(dir, FIGURES_FOLDER)),
    );
    const items = bankItems(data);
    problems.push(...screenProblems(label, items, passagesOf(data)));
    groups.push({ label, file: label, where: "", questions: items });
    const spread = keySpread(label, items);
    spreads.push(spread);
    const skewed = keySpreadProblem(label, spread);
    if (skewed) problems.push(skewed);
    const questions = countQuestions(data, spec);
    counts.perBank[spec.file] = questions;
    counts.questions += questions;
    if (spec === ENTRANCE) entrance = data;
    if (spec === BCA_ENTRANCE) problems.push(...bcaProblems(dir, label, data));
  }
  problems.push(...mockPaperProblems(dir, entrance));
  return { problems, counts, spreads, groups };
}

/**
 * Where a bank's questions stand, for its passages (decision 172): the list, or each set (a
 * passage's questions stand together inside one set); a subjects bank has no passages, so any
 * question naming one is reported.
 */
function passageScopes(data: unknown): PassageScope[] {
  const root = data as { questions?: unknown; sets?: unknown } | null;
  if (Array.isArray(root?.questions)) return [{ where: "", questions: root.questions }];
  if (Array.isArray(root?.sets))
    return root.sets.map((set: { set?: unknown; questions?: unknown } | null) => ({
      where: `set ${String(set?.set)}`,
      questions: Array.isArray(set?.questions) ? set.questions : [],
    }));
  return [{ where: "", questions: bankItems(data) }];
}

/** A bank's or unit's passages as written, for the checks that read their titles. */
const passagesOf = (data: unknown): unknown[] => {
  const passages = (data as { passages?: unknown } | null)?.passages;
  return Array.isArray(passages) ? passages : [];
};

/** The BCA bank's own faults, and its papers file against it (decision 173). */
function bcaProblems(dir: string, label: string, bank: unknown): Problem[] {
  const problems = checkBcaBank(label, bank);
  const papersLabel = `banks/${BCA_PAPERS_FILE}`;
  const file = path.join(dir, BCA_PAPERS_FILE);
  if (!existsSync(file))
    return [
      ...problems,
      {
        file: papersLabel,
        id: null,
        reason: "missing: npm run content:mock-papers -- --bca deals it",
      },
    ];
  const data = readJson(file, papersLabel, problems);
  return data === undefined ? problems : [...problems, ...checkBcaPapers(data, bank)];
}

/**
 * The mock papers file against the entrance bank (decision 63); nothing more to say when the bank
 * itself could not be read (its own problems are reported).
 */
function mockPaperProblems(dir: string, entrance: unknown): Problem[] {
  const label = `banks/${MOCK_PAPERS_FILE}`;
  const file = path.join(dir, MOCK_PAPERS_FILE);
  if (!existsSync(file))
    return [{ file: label, id: null, reason: "missing: npm run content:mock-papers deals it" }];
  const problems: Problem[] = [];
  const data = readJson(file, label, problems);
  const questions = (entrance as { questions?: unknown } | undefined)?.questions;
  if (data === undefined || !Array.isArray(questions)) return problems;
  const usable = questions.filter(
    (q): q is { id: number; category: string } =>
      typeof q === "object" &&
      q !== null &&
      typeof q.id === "number" &&
      typeof q.category === "string",
  );
  return checkMockPapers(data, usable);
}

/**
 * Checks the catalog files: their shape, unique slugs, and every unit's questions. `replaced` gives
 * the content of some files (by name) instead of what is on disk, to check a change before writing it.
 */
export function checkCatalog(
  dir = DEFAULT_CATALOG_DIR,
  replaced: Readonly<Record<string, unknown>> = {},
  figuresDir = path.join(DEFAULT_BANKS_DIR, FIGURES_FOLDER),
): {
  problems: Problem[];
  files: number;
  questions: number;
  spreads: KeySpread[];
  /** Each subject's questions, for the checks across subjects and banks and the report. */
  groups: QuestionGroup[];
} {
  const problems: Problem[] = [];
  const spreads: KeySpread[] = [];
  const groups: QuestionGroup[] = [];
  if (!existsSync(dir)) return { problems, files: 0, questions: 0, spreads, groups };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const slugs = new Map<string, string>();
  let questions = 0;
  const claim = (slug: string, label: string, what: string) => {
    const owner = slugs.get(slug);
    if (owner)
      problems.push({
        file: label,
        id: null,
        reason: `${what} slug "${slug}" is already used by ${owner}`,
      });
    else slugs.set(slug, `${label} (${what})`);
  };
  // Questions are compared across the units of one subject: a repeat in another unit is a repeat.
  const checkUnit = (
    label: string,
    where: string,
    unit: { questions: Parameters<typeof checkQuestions>[1]; passages?: unknown[] | undefined },
    memory: ReturnType<typeof newBankMemory>,
  ) => {
    const unitQuestions = unit.questions;
    questions += unitQuestions.length;
    if (unitQuestions.length < MIN_UNIT_QUESTIONS) {
      problems.push({
        file: label,
        id: null,
        reason: `${where} has ${unitQuestions.length} questions; a unit needs at least ${MIN_UNIT_QUESTIONS}`,
      });
    }
    if (unitQuestions.length > MAX_UNIT_QUESTIONS)
      problems.push({
        file: label,
        id: null,
        reason: `${where} has ${unitQuestions.length} questions; a unit holds at most ${MAX_UNIT_QUESTIONS}`,
      });
    problems.push(...checkQuestions(label, unitQuestions, null, memory, where));
    problems.push(...screenProblems(label, unitQuestions, passagesOf(unit), where));
    problems.push(
      ...passageProblems(label, unit, [{ where: "", questions: unitQuestions }], figuresDir, where),
    );
  };
  // The keys are spread over a whole subject: the rule reads what a student practises in it.
  const checkSpread = (label: string, where: string, subjectQuestions: readonly unknown[]) => {
    groups.push({ label: `${label}: ${where}`, file: label, where, questions: subjectQuestions });
    const spread = keySpread(`${label}: ${where}`, subjectQuestions);
    spreads.push(spread);
    const skewed = keySpreadProblem(label, spread, where);
    if (skewed) problems.push(skewed);
  };
  const checkUnitCount = (label: string, where: string, units: number) => {
    if (units < MIN_SUBJECT_UNITS)
      problems.push({
        file: label,
        id: null,
        reason: `${where} has ${units} unit${units === 1 ? "" : "s"}; a subject needs at least ${MIN_SUBJECT_UNITS}`,
      });
  };
  for (const name of files) {
    const label = `catalog/${name}`;
    const data =
      name in replaced ? replaced[name] : readJson(path.join(dir, name), label, problems);
    if (data === undefined) continue;
    problems.push(...figureProblems(label, data, figuresDir));
    if (name === "entrances.json") {
      const parsed = parse(entrancesFileSchema, data);
      if (!parsed.success) {
        problems.push(...shapeProblems(label, null, parsed.error, []));
        continue;
      }
      for (const entrance of parsed.data.entrances) {
        for (const subject of entrance.subjects) {
          const memory = newBankMemory();
          checkUnitCount(label, `${entrance.slug} / ${subject.slug}`, subject.units.length);
          for (const unit of subject.units)
            checkUnit(label, `${entrance.slug} / ${subject.slug} / ${unit.slug}`, unit, memory);
          checkSpread(
            label,
            `${entrance.slug} / ${subject.slug}`,
            subject.units.flatMap((u) => u.questions),
          );
        }
      }
      continue;
    }
    const parsed = parse(catalogLevelFileSchema, data);
    if (!parsed.success) {
      problems.push(...shapeProblems(label, null, parsed.error, []));
      continue;
    }
    // Level and subject slugs share the /school/{slug} address space, so they are unique together.
    claim(parsed.data.level.slug, label, "level");
    for (const subject of parsed.data.subjects) {
      claim(subject.slug, label, "subject");
      const memory = newBankMemory();
      const units = subject.categories.flatMap((c) => c.items).flatMap((i) => i.units).length;
      checkUnitCount(label, subject.slug, units);
      for (const category of subject.categories) {
        for (const item of category.items) {
          for (const unit of item.units)
            checkUnit(
              label,
              `${subject.slug} / ${category.slug} / ${item.slug} / ${unit.slug}`,
              unit,
              memory,
            );
        }
      }
      checkSpread(
        label,
        subject.slug,
        subject.categories.flatMap((c) =>
          c.items.flatMap((i) => i.units.flatMap((u) => u.questions)),
        ),
      );
    }
  }
  return { problems, files: files.length, questions, spreads, groups };
}
