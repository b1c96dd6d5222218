import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REQUIRED_BANKS } from "./banks";
import { catalogLevelFileSchema, entrancesFileSchema } from "./catalog";
import { checkQuestions, type Problem } from "./validate";
import { validateBank } from "./validate";

const contentRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_BANKS_DIR = path.join(contentRoot, "banks");
export const DEFAULT_CATALOG_DIR = path.join(contentRoot, "catalog");

/** A catalog unit is a short quiz: at least this many questions. */
export const MIN_UNIT_QUESTIONS = 10;

function readJson(file: string, label: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({ file: label, id: null, reason: `is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/** Checks every bank of the manifest in `dir`. */
export function checkBanks(dir = DEFAULT_BANKS_DIR): { problems: Problem[]; banks: number; questions: number } {
  const problems: Problem[] = [];
  let questions = 0;
  for (const spec of REQUIRED_BANKS) {
    const label = `banks/${spec.file}`;
    const file = path.join(dir, spec.file);
    if (!existsSync(file)) {
      problems.push({ file: label, id: null, reason: "missing bank file" });
      continue;
    }
    const data = readJson(file, label, problems);
    if (data === undefined) continue;
    const result = validateBank(label, data, spec);
    problems.push(...result.problems);
    questions += result.questions;
  }
  return { problems, banks: REQUIRED_BANKS.length, questions };
}

/** Checks the catalog files: their shape, unique slugs, and every unit's questions. */
export function checkCatalog(dir = DEFAULT_CATALOG_DIR): { problems: Problem[]; files: number; questions: number } {
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { problems, files: 0, questions: 0 };
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const slugs = new Map<string, string>();
  let questions = 0;
  const claim = (slug: string, label: string, what: string) => {
    const owner = slugs.get(slug);
    if (owner) problems.push({ file: label, id: null, reason: `${what} slug "${slug}" is already used by ${owner}` });
    else slugs.set(slug, `${label} (${what})`);
  };
  const checkUnit = (label: string, where: string, unitQuestions: Parameters<typeof checkQuestions>[1]) => {
    questions += unitQuestions.length;
    if (unitQuestions.length < MIN_UNIT_QUESTIONS) {
      problems.push({ file: label, id: null, reason: `${where} has ${unitQuestions.length} questions; a unit needs at least ${MIN_UNIT_QUESTIONS}` });
    }
    const seen = { ids: new Map<number, string>(), texts: new Map<string, number>(), byOptions: new Map<string, { id: number; text: string }[]>() };
    problems.push(...checkQuestions(label, unitQuestions, null, seen, where));
  };
  for (const name of files) {
    const label = `catalog/${name}`;
    const data = readJson(path.join(dir, name), label, problems);
    if (data === undefined) continue;
    if (name === "entrances.json") {
      const parsed = entrancesFileSchema.safeParse(data);
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((i) => ({ file: label, id: null, reason: `${i.path.join(".")}: ${i.message}` })));
        continue;
      }
      for (const entrance of parsed.data.entrances) {
        for (const subject of entrance.subjects) {
          for (const unit of subject.units) checkUnit(label, `${entrance.slug} / ${subject.slug} / ${unit.slug}`, unit.questions);
        }
      }
      continue;
    }
    const parsed = catalogLevelFileSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => ({ file: label, id: null, reason: `${i.path.join(".")}: ${i.message}` })));
      continue;
    }
    // Level and subject slugs share the /school/{slug} address space, so they are unique together.
    claim(parsed.data.level.slug, label, "level");
    for (const subject of parsed.data.subjects) {
      claim(subject.slug, label, "subject");
      for (const category of subject.categories) {
        for (const item of category.items) {
          for (const unit of item.units) checkUnit(label, `${subject.slug} / ${category.slug} / ${item.slug} / ${unit.slug}`, unit.questions);
        }
      }
    }
  }
  return { problems, files: files.length, questions };
}
