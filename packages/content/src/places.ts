// The places questions live in, by address, for content:import and content:export:
//   <bank>, <bank>/<set>, subjects/<subject>/<topic>           (banks/, e.g. science-exam/2)
//   <level>, <subject>, <subject>/<unit>, <subject>/<item>/<unit>, <entrance>   (catalog/)
// Names compare as slugs, so "subjects/english/tag-questions" finds "Tag Questions".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REQUIRED_BANKS, type BankSpec } from "./banks";
import type { CatalogLevelFile, EntrancesFile } from "./catalog";
import { checkCatalog } from "./check-banks";
import type { Question } from "@tayari/contracts/question";
import type { SetBank, SubjectBank } from "./question";
import { validateBank, type Problem } from "./validate";

export interface Place {
  address: string;
  /** `banks/<file>` or `catalog/<file>`. */
  label: string;
  path: string;
  /** The whole file, parsed; `add` changes it in place. */
  data: unknown;
  questions: () => Question[];
  /** Appends to this place; null when it is not one list (a whole bank, level or subject). */
  add: ((questions: Question[]) => void) | null;
  allowed: readonly string[] | null;
  /** Questions a new one must not repeat: the whole bank, or the catalog subject. */
  scope: () => Question[];
  /** Every fault of the place's file as it is now, by the rules of content:check. */
  validate: () => Problem[];
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

const stem = (file: string) => file.replace(/\.json$/, "");
const read = (file: string): unknown =>
  JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
const list = (target: Question[]) => (questions: Question[]) => void target.push(...questions);

function bankPlaces(dir: string, spec: BankSpec): Place[] {
  const file = path.join(dir, spec.file);
  const label = `banks/${spec.file}`;
  let data: unknown;
  try {
    data = read(file);
  } catch {
    return [];
  }
  const base = {
    label,
    path: file,
    data,
    validate: () => validateBank(label, data, spec),
  };
  const name = stem(spec.file);
  if (spec.shape === "list") {
    const all = (data as { questions: Question[] }).questions;
    return [
      {
        ...base,
        address: name,
        questions: () => all,
        add: list(all),
        allowed: spec.categories,
        scope: () => all,
      },
    ];
  }
  if (spec.shape === "sets") {
    const sets = (data as SetBank).sets;
    const all = () => sets.flatMap((s) => s.questions);
    const whole = { ...base, allowed: spec.categories, scope: all };
    return [
      { ...whole, address: name, questions: all, add: null },
      ...sets.map((s) => ({
        ...whole,
        address: `${name}/${s.set}`,
        questions: () => s.questions,
        add: list(s.questions),
      })),
    ];
  }
  const subjects = data as SubjectBank;
  const all = () => Object.values(subjects).flatMap((topics) => Object.values(topics).flat());
  return [
    { ...base, address: name, questions: all, add: null, allowed: null, scope: all },
    ...Object.entries(subjects).flatMap(([subject, topics]) => {
      const allowed = spec.subjects[subject]?.categories ?? null;
      return [
        {
          ...base,
          address: `${name}/${slugOf(subject)}`,
          questions: () => Object.values(topics).flat(),
          add: null,
          allowed,
          scope: all,
        },
        ...Object.entries(topics).map(([topic, questions]) => ({
          ...base,
          address: `${name}/${slugOf(subject)}/${slugOf(topic)}`,
          questions: () => questions,
          add: list(questions),
          allowed,
          scope: all,
        })),
      ];
    }),
  ];
}

function catalogPlaces(dir: string, name: string): Place[] {
  const file = path.join(dir, name);
  const label = `catalog/${name}`;
  const data = read(file);
  const base = {
    label,
    path: file,
    data,
    allowed: null,
    validate: () => checkCatalog(dir, { [name]: data }).problems.filter((p) => p.file === label),
  };
  type Unit = { slug: string; questions: Question[] };
  const subjectPlaces = (subject: string, groups: [string | null, Unit[]][]): Place[] => {
    const all = () => groups.flatMap(([, units]) => units.flatMap((u) => u.questions));
    return [
      { ...base, address: subject, questions: all, add: null, scope: all },
      ...groups.flatMap(([item, units]) =>
        units.flatMap((unit) => {
          const leaf = {
            ...base,
            questions: () => unit.questions,
            add: list(unit.questions),
            scope: all,
          };
          const short = { ...leaf, address: `${subject}/${unit.slug}` };
          return item ? [short, { ...leaf, address: `${subject}/${item}/${unit.slug}` }] : [short];
        }),
      ),
    ];
  };
  if (name === "entrances.json") {
    return (data as EntrancesFile).entrances.flatMap((entrance) => {
      const subjects = entrance.subjects.flatMap((s) =>
        subjectPlaces(s.slug, [[null, s.units as Unit[]]]),
      );
      const all = () => entrance.subjects.flatMap((s) => s.units.flatMap((u) => u.questions));
      return [
        { ...base, address: entrance.slug, questions: all, add: null, scope: all },
        ...subjects,
      ];
    });
  }
  const level = data as CatalogLevelFile;
  const all = () =>
    level.subjects.flatMap((s) =>
      s.categories.flatMap((c) => c.items.flatMap((i) => i.units.flatMap((u) => u.questions))),
    );
  return [
    { ...base, address: level.level.slug, questions: all, add: null, scope: all },
    ...level.subjects.flatMap((s) =>
      subjectPlaces(
        s.slug,
        s.categories.flatMap((c) => c.items.map((i): [string, Unit[]] => [i.slug, i.units])),
      ),
    ),
  ];
}

/** Every place of the banks and catalog folders. A file that cannot be read gives none. */
export function contentPlaces(banksDir: string, catalogDir: string): Place[] {
  const catalog = (() => {
    try {
      return readdirSync(catalogDir)
        .filter((f) => f.endsWith(".json"))
        .sort();
    } catch {
      return [];
    }
  })();
  return [
    ...REQUIRED_BANKS.flatMap((spec) => bankPlaces(banksDir, spec)),
    ...catalog.flatMap((name) => catalogPlaces(catalogDir, name)),
  ];
}

export function findPlace(places: readonly Place[], address: string): Place | undefined {
  const wanted = address.split("/").map(slugOf).join("/");
  return places.find((p) => p.address === wanted || p.address === address);
}

/** The category most questions of the place have, for a file format that names none. */
export function usualCategory(place: Place): string | null {
  if (place.allowed?.length === 1) return place.allowed[0]!;
  const counts = new Map<string, number>();
  for (const q of place.questions().length ? place.questions() : place.scope())
    counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
