/**
 * Every catalog name a student reads has a Nepali name: levels, subjects, categories, items and
 * units, the entrances, their subjects and units. A name already written in Devanagari (Grade X
 * Nepali's) is its own Nepali name. Programme names and course codes students write in Latin
 * letters (B.Sc.CSIT, BCA, MS Access, CSC109) stay Latin inside the Nepali name.
 *
 * Kept out of `checkCatalog`, which `content:import` also runs on the file it is about to write: a
 * unit an import starts has only the name given on the command line, and the API serves that
 * name in both languages until an author adds its `name_ne`; `content:check` then asks for it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DEFAULT_CATALOG_DIR } from "./check-banks";
import { catalogLevelFileSchema, entrancesFileSchema } from "./catalog";
import type { Problem } from "./problem";

const DEVANAGARI = /[\u0900-\u097F]/;
/** Words a Nepali name must not be (the English it replaces, left unchanged by mistake). */
const LATIN_WORD = /\b[A-Za-z]{4,}\b/g;
/** Latin kept on purpose in Nepali names: programmes, products, course codes and acronyms. */
const KEPT_LATIN = new Set(["QBASIC", "Access"]);

interface Named {
  where: string;
  name: string;
  nameNe: string | undefined;
  field: "name_ne" | "title_ne";
}

function nameProblems(label: string, names: readonly Named[]): Problem[] {
  const problems: Problem[] = [];
  for (const { where, name, nameNe, field } of names) {
    if (DEVANAGARI.test(name)) continue;
    const add = (reason: string) =>
      problems.push({ file: label, id: null, reason: `${where}: ${reason}` });
    if (nameNe === undefined) {
      add(`"${name}" has no Nepali name; add ${field}`);
      continue;
    }
    // A name that is only a programme's or an acronym's (B.Sc.CSIT, BCA) stays as it is.
    if (nameNe === name && !/[a-z]{4,}/.test(name)) continue;
    const english = (nameNe.match(LATIN_WORD) ?? []).filter(
      (word) => !KEPT_LATIN.has(word) && word !== word.toUpperCase(),
    );
    if (!DEVANAGARI.test(nameNe) || english.length)
      add(
        `${field} "${nameNe}" is not written in Nepali (${english.join(", ") || "no Devanagari"})`,
      );
  }
  return problems;
}

/** The names of one parsed catalog file, with where each is. */
function namesOf(file: string, data: unknown): Named[] | null {
  if (file === "entrances.json") {
    const parsed = entrancesFileSchema.safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.entrances.flatMap((entrance) => [
      { where: entrance.slug, name: entrance.name, nameNe: entrance.name_ne, field: "name_ne" },
      ...entrance.subjects.flatMap((subject): Named[] => [
        {
          where: `${entrance.slug} / ${subject.slug}`,
          name: subject.title,
          nameNe: subject.title_ne,
          field: "title_ne",
        },
        ...subject.units.map((unit): Named => ({
          where: `${entrance.slug} / ${subject.slug} / ${unit.slug}`,
          name: unit.title,
          nameNe: unit.title_ne,
          field: "title_ne",
        })),
      ]),
    ]);
  }
  const parsed = catalogLevelFileSchema.safeParse(data);
  if (!parsed.success) return null;
  const { level, subjects } = parsed.data;
  const named = (where: string, thing: { name: string; name_ne?: string | undefined }): Named => ({
    where,
    name: thing.name,
    nameNe: thing.name_ne,
    field: "name_ne",
  });
  return [
    named(level.slug, level),
    ...subjects.flatMap((subject) => [
      named(subject.slug, subject),
      ...subject.categories.flatMap((category) => [
        named(`${subject.slug} / ${category.slug}`, category),
        ...category.items.flatMap((item) => [
          named(`${subject.slug} / ${category.slug} / ${item.slug}`, item),
          ...item.units.map((unit) =>
            named(`${subject.slug} / ${category.slug} / ${item.slug} / ${unit.slug}`, unit),
          ),
        ]),
      ]),
    ]),
  ];
}

/**
 * Names without a Nepali name, or whose Nepali name is still English, in every catalog file of
 * `dir`. A file that does not parse is left to `checkCatalog`, which reports why.
 */
export function checkCatalogNames(dir = DEFAULT_CATALOG_DIR): Problem[] {
  if (!existsSync(dir)) return [];
  const problems: Problem[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, file), "utf8").replace(/^\uFEFF/, ""));
    } catch {
      continue;
    }
    const names = namesOf(file, data);
    if (names) problems.push(...nameProblems(`catalog/${file}`, names));
  }
  return problems;
}
