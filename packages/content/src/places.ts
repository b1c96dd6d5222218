// The places questions live in, by address, for content:import and content:export:
//   <bank>, <bank>/<set>, subjects/<subject>/<topic>           (banks/, e.g. science-exam/2)
//   <level>, <subject>, <subject>/<unit>, <subject>/<item>/<unit>, <entrance>   (catalog/)
// Names compare as slugs, so "subjects/english/tag-questions" finds "Tag Questions".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OPTIONAL_BANKS, REQUIRED_BANKS, type BankSpec } from "./banks";
import type { CatalogLevelFile, EntrancesFile } from "./catalog";
import { checkCatalog } from "./check-banks";
import type { Question } from "@tayari/contracts/question";
import type { Passage, SetBank, SubjectBank } from "./question";
import { type Problem } from "./problem";
import { validateBank } from "./validate";

export interface Place {
  address: string;
  /** `banks/<file>` or `catalog/<file>`. */
  label: string;
  path: string;
  /** The whole file, parsed; `add` changes it in place. */
  data: unknown;
  questions: () => Question[];
  /**
   * The passages its questions stand on (decision 221). A place of several units gives each
   * passage its unit's slug before its id (`unit-3-p1`), and its questions name them so.
   */
  passages: () => Passage[];
  /**
   * Appends to this place, questions and the passages they stand on; null when it is not one list
   * (a whole bank, level or subject).
   */
  add: ((questions: Question[], passages?: Passage[]) => void) | null;
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
/** Appends questions to a list, and their passages to the container that holds the list. */
const list =
  (target: Question[], container?: { passages?: Passage[] }) =>
  (questions: Question[], passages: Passage[] = []) => {
    target.push(...questions);
    if (container && passages.length) (container.passages ??= []).push(...passages);
  };

type WithPassages = { passages?: Passage[] };
const passagesOf = (container: unknown): Passage[] => (container as WithPassages).passages ?? [];

/** Several units' questions and passages as one place's: each passage id led by its unit's slug. */
function unitsTogether(
  units: readonly { slug: string; questions: Question[]; passages?: Passage[] }[],
) {
  return {
    questions: () =>
      units.flatMap((u) =>
        u.questions.map((q) => (q.passage ? { ...q, passage: `${u.slug}-${q.passage}` } : q)),
      ),
    passages: () =>
      units.flatMap((u) => (u.passages ?? []).map((p) => ({ ...p, id: `${u.slug}-${p.id}` }))),
  };
}

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
  const none = () => [];
  if (spec.shape === "list") {
    const all = (data as { questions: Question[] }).questions;
    return [
      {
        ...base,
        address: name,
        questions: () => all,
        passages: () => passagesOf(data),
        add: list(all, data as WithPassages),
        allowed: spec.categories,
        scope: () => all,
      },
    ];
  }
  if (spec.shape === "sets") {
    const sets = (data as SetBank).sets;
    const all = () => sets.flatMap((s) => s.questions);
    const whole = {
      ...base,
      allowed: spec.categories,
      scope: all,
      passages: () => passagesOf(data),
    };
    return [
      { ...whole, address: name, questions: all, add: null },
      ...sets.map((s) => ({
        ...whole,
        address: `${name}/${s.set}`,
        questions: () => s.questions,
        add: list(s.questions, data as WithPassages),
      })),
    ];
  }
  const subjects = data as SubjectBank;
  const all = () => Object.values(subjects).flatMap((topics) => Object.values(topics).flat());
  return [
    {
      ...base,
      address: name,
      questions: all,
      passages: none,
      add: null,
      allowed: null,
      scope: all,
    },
    ...Object.entries(subjects).flatMap(([subject, topics]) => {
      const allowed = spec.subjects[subject]?.categories ?? null;
      return [
        {
          ...base,
          address: `${name}/${slugOf(subject)}`,
          questions: () => Object.values(topics).flat(),
          passages: none,
          add: null,
          allowed,
          scope: all,
        },
        ...Object.entries(topics).map(([topic, questions]) => ({
          ...base,
          address: `${name}/${slugOf(subject)}/${slugOf(topic)}`,
          questions: () => questions,
          passages: none,
          add: list(questions),
          allowed,
          scope: all,
        })),
      ];
    }),
  ];
}

function catalogPlaces(
  dir: string,
  name: string,
  data: unknown = read(path.join(dir, name)),
): Place[] {
  const file = path.join(dir, name);
  const label = `catalog/${name}`;
  const base = {
    label,
    path: file,
    data,
    allowed: null,
    validate: () => checkCatalog(dir, { [name]: data }).problems.filter((p) => p.file === label),
  };
  type Unit = { slug: string; questions: Question[]; passages?: Passage[] };
  const subjectPlaces = (subject: string, groups: [string | null, Unit[]][]): Place[] => {
    const all = () => groups.flatMap(([, units]) => units.flatMap((u) => u.questions));
    const together = unitsTogether(groups.flatMap(([, units]) => units));
    return [
      { ...base, address: subject, ...together, add: null, scope: all },
      ...groups.flatMap(([item, units]) =>
        units.flatMap((unit) => {
          const leaf = {
            ...base,
            questions: () => unit.questions,
            passages: () => unit.passages ?? [],
            add: list(unit.questions, unit),
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
      const together = unitsTogether(entrance.subjects.flatMap((s) => s.units as Unit[]));
      return [{ ...base, address: entrance.slug, ...together, add: null, scope: all }, ...subjects];
    });
  }
  const level = data as CatalogLevelFile;
  const all = () =>
    level.subjects.flatMap((s) =>
      s.categories.flatMap((c) => c.items.flatMap((i) => i.units.flatMap((u) => u.questions))),
    );
  const together = unitsTogether(
    level.subjects.flatMap((s) => s.categories.flatMap((c) => c.items.flatMap((i) => i.units))),
  );
  return [
    { ...base, address: level.level.slug, ...together, add: null, scope: all },
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
    ...[...REQUIRED_BANKS, ...OPTIONAL_BANKS].flatMap((spec) => bankPlaces(banksDir, spec)),
    ...catalog.flatMap((name) => catalogPlaces(catalogDir, name)),
  ];
}

export function findPlace(places: readonly Place[], address: string): Place | undefined {
  const wanted = address.split("/").map(slugOf).join("/");
  return places.find((p) => p.address === wanted || p.address === address);
}

/** The category most questions of the place have, for a file format that names none. */
export function usualCategory(
  place: Pick<Place, "allowed" | "questions" | "scope">,
): string | null {
  if (place.allowed?.length === 1) return place.allowed[0]!;
  const counts = new Map<string, number>();
  for (const q of place.questions().length ? place.questions() : place.scope())
    counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The names of what `newUnitPlace` starts: the unit always, its item or subject when they are new. */
export interface NewUnitNames {
  unit: string;
  item?: string;
  subject?: string;
}

type LevelSubject = CatalogLevelFile["subjects"][number];
type EntranceSubject = EntrancesFile["entrances"][number]["subjects"][number];
type Parent =
  | { kind: "level"; subjects: LevelSubject[]; subject?: LevelSubject }
  | { kind: "entrance"; subjects: EntranceSubject[]; subject?: EntranceSubject };

const catalogParent = (places: readonly Place[], slug: string) =>
  places.find((p) => p.address === slug && !p.add && p.label.startsWith("catalog/"));

function parentOf(data: unknown, slug: string, isSubject: boolean): Parent {
  if ("entrances" in (data as object)) {
    const entrances = (data as EntrancesFile).entrances;
    const entrance = isSubject
      ? entrances.find((e) => e.subjects.some((s) => s.slug === slug))
      : entrances.find((e) => e.slug === slug);
    const subjects = entrance?.subjects ?? [];
    return { kind: "entrance", subjects, subject: subjects.find((s) => s.slug === slug) };
  }
  const subjects = (data as CatalogLevelFile).subjects;
  return { kind: "level", subjects, subject: subjects.find((s) => s.slug === slug) };
}

/**
 * Starts an empty unit at `address` (`<subject>/<unit>`, `<subject>/<item>/<unit>`, or with a new
 * subject `<level>/<subject>/<item>/<unit>` and `<entrance>/<subject>/<unit>`) in the parsed
 * catalog file, at the end of its item or subject, and returns its place; or why it cannot.
 * Nothing is written: the caller adds the questions and checks the whole file first.
 */
export function newUnitPlace(
  places: readonly Place[],
  catalogDir: string,
  address: string,
  names: NewUnitNames,
): Place | string {
  const parts = address.split("/").map(slugOf);
  if (parts.some((part) => !part)) return `"${address}" has an empty part`;
  if (findPlace(places, address)) return `"${address}" exists already; leave out --unit-name`;
  const [first, ...rest] = parts as [string, ...string[]];
  const container = catalogParent(places, first);
  if (!container)
    return names.subject
      ? `no catalog level or entrance "${first}" to start subject ${rest[0] ?? ""} in`
      : `no catalog subject "${first}" (give --subject-name to start one, with its level or entrance first)`;
  if (names.subject && places.some((p) => p.address === rest[0]))
    return `subject slug "${rest[0]}" is already used`;
  const parent = parentOf(container.data, first, !names.subject);
  if (names.subject && parent.subject)
    return `"${first}" is a subject; --subject-name needs a level or entrance`;
  if (!names.subject && !parent.subject)
    return `"${first}" is a level or entrance: give --subject-name to start a subject in it`;
  const [subjectSlug, ...inSubject] = names.subject ? rest : parts;
  const unitSlug = inSubject.at(-1);
  const itemSlug = inSubject.length === 2 ? inSubject[0] : undefined;
  if (!subjectSlug || !unitSlug || inSubject.length > 2)
    return `"${address}" is not a unit address`;

  if (parent.kind === "entrance") {
    if (itemSlug) return `entrance subjects have no items: write ${subjectSlug}/${unitSlug}`;
    const unit = { slug: unitSlug, title: names.unit, type: "mcq" as const, questions: [] };
    if (names.subject)
      parent.subjects.push({ slug: subjectSlug, title: names.subject, type: "mcq", units: [unit] });
    else parent.subject!.units.push(unit);
  } else {
    const unit = { slug: unitSlug, name: names.unit, questions: [] };
    const subject =
      parent.subject ??
      (() => {
        const created: LevelSubject = {
          slug: subjectSlug,
          name: names.subject!,
          categories: [{ slug: "mcq", name: "MCQ Practice", items: [] }],
        };
        parent.subjects.push(created);
        return created;
      })();
    const items = subject.categories.flatMap((c) => c.items);
    if (items.some((i) => i.units.some((u) => u.slug === unitSlug)))
      return `${subjectSlug} has a unit "${unitSlug}" already`;
    let item = itemSlug
      ? items.find((i) => i.slug === itemSlug)
      : items.length === 1
        ? items[0]
        : undefined;
    if (!item && itemSlug && names.item) {
      item = { slug: itemSlug, name: names.item, units: [] };
      subject.categories.at(-1)!.items.push(item);
    }
    if (!item)
      return itemSlug
        ? `${subjectSlug} has no item "${itemSlug}" (give --item-name to start one)`
        : `name the unit's item: ${subjectSlug}/<item>/${unitSlug} (items: ${items.map((i) => i.slug).join(", ")})`;
    item.units.push(unit);
  }
  const name = container.label.slice("catalog/".length);
  return findPlace(
    catalogPlaces(catalogDir, name, container.data),
    `${subjectSlug}/${inSubject.join("/")}`,
  )!;
}
