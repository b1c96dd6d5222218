// What an upload at /examiner/import would do to a catalog unit, worked out the way
// `content:import` works it out for a file of the catalog: the same address rules, the same
// parsing and checks (`importQuestions`), the same ids and the same report lines.
import type { z } from "zod";
import type {
  catalogImportRequestSchema,
  CatalogImportReport,
} from "@tayari/contracts/catalog-import";
import { questionListSchema } from "@tayari/contracts/question";
import { MIN_UNIT_QUESTIONS } from "@tayari/content/check-banks";
import { formatRejection, importQuestions, type ImportResult } from "@tayari/content/import";
import { slugOf, usualCategory } from "@tayari/content/places";
import { HttpError } from "../../lib/http-errors";
import type { findSubject } from "./repository";

export type ImportRequest = z.output<typeof catalogImportRequestSchema>;
export type FoundSubject = NonNullable<Awaited<ReturnType<typeof findSubject>>>;
type Item = FoundSubject["items"][number];
type Unit = FoundSubject["units"][number];

/** The unit the questions go into: one that exists, or one the publish starts. */
export interface Target {
  item: Item;
  unit: Unit | null;
  slug: string;
  name: string;
  address: string;
}

const UNIT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const intoError = (message: string) => new HttpError(422, message, { into: [message] });

/** The subject slug an address starts with (the part to look the subject up by). */
export const subjectOf = (into: string) => slugOf(into.split("/")[0] ?? "");

/** Finds the unit at `into` in the subject, or the place a new unit named `unitName` goes. */
export function resolveTarget(
  found: FoundSubject | undefined,
  into: string,
  unitName: string | undefined,
): Target {
  const parts = into.split("/").map(slugOf);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !part))
    throw intoError(
      `"${into}" is not a unit address: write <subject>/<unit> or <subject>/<item>/<unit>`,
    );
  if (!found) throw intoError(`no catalog subject "${parts[0]}"`);
  const { subject, items, units } = found;
  const unitSlug = parts.at(-1)!;
  const itemSlug = parts.length === 3 ? parts[1] : undefined;
  const item = itemSlug ? items.find((i) => i.slug === itemSlug) : undefined;
  const address = (inItem: Item, slug: string) => `${subject.slug}/${inItem.slug}/${slug}`;
  const existing = units.find((u) => u.slug === unitSlug && (!itemSlug || u.itemId === item?.id));

  if (!unitName) {
    if (!existing) throw intoError(`no unit at "${into}" (a unit name starts one)`);
    const home = items.find((i) => i.id === existing.itemId)!;
    return {
      item: home,
      unit: existing,
      slug: existing.slug,
      name: existing.name,
      address: address(home, existing.slug),
    };
  }
  if (existing) throw intoError(`"${into}" exists already; leave out the unit name`);
  if (units.some((u) => u.slug === unitSlug))
    throw intoError(`${subject.slug} has a unit "${unitSlug}" already`);
  if (!UNIT_SLUG.test(unitSlug))
    throw intoError(
      `the new unit's address "${unitSlug}" may hold only a-z, 0-9 and single hyphens (e.g. light-and-optics)`,
    );
  const home = itemSlug ? item : items.length === 1 ? items[0] : undefined;
  if (!home)
    throw intoError(
      itemSlug
        ? `${subject.slug} has no item "${itemSlug}"`
        : `name the unit's item: ${subject.slug}/<item>/${unitSlug} (items: ${items.map((i) => i.slug).join(", ")})`,
    );
  return {
    item: home,
    unit: null,
    slug: unitSlug,
    name: unitName,
    address: address(home, unitSlug),
  };
}

const questionsOf = (unit: Unit) => questionListSchema.parse(JSON.parse(unit.json_data));

export interface Plan {
  result: ImportResult;
  /** The unit's questions now, as stored (with their MathML trees): the new ones follow them. */
  unitQuestions: unknown[];
  report: CatalogImportReport;
}

/** Runs the file through the importer against the subject's questions; nothing is written. */
export function planImport(found: FoundSubject, target: Target, request: ImportRequest): Plan {
  const file = request.file_name || "import";
  const stored = target.unit ? (JSON.parse(target.unit.json_data) as unknown[]) : [];
  const unitQuestions = target.unit ? questionsOf(target.unit) : [];
  const scope = found.units.flatMap(questionsOf);
  const category =
    request.category ||
    usualCategory({ allowed: null, questions: () => unitQuestions, scope: () => scope });
  const result = importQuestions(
    request.text,
    request.format,
    { allowed: null, existing: scope, category, forceCategory: Boolean(request.category) },
    file,
  );
  const problems: string[] = [];
  // As content:check has it for a unit of the files; a unit that exists already is never refused
  // for the questions it had before.
  if (!target.unit && result.questions.length < MIN_UNIT_QUESTIONS)
    problems.push(
      `${found.subject.slug} / ${target.item.categorySlug} / ${target.item.slug} / ${target.slug} ` +
        `has ${result.questions.length} questions; a unit needs at least ${MIN_UNIT_QUESTIONS}`,
    );
  const report: CatalogImportReport = {
    file,
    target: {
      address: target.address,
      level: found.subject.levelName,
      subject: found.subject.name,
      item: target.item.name,
      unit: target.name,
      new_unit: target.unit === null,
      path: target.unit ? unitPath(found, target.item, target.unit.id) : null,
    },
    read: result.read,
    accepted: result.questions.length,
    rejected: result.rejected,
    problems,
    lines: [
      ...result.rejected.map((rejection) => formatRejection(file, rejection)),
      ...problems,
      `${result.read} read from ${file}: ${result.questions.length} pass, ${result.rejected.length} rejected`,
    ],
    questions: result.questions,
  };
  return { result, unitQuestions: stored, report };
}

/** The unit's page, where students take its quiz. */
export const unitPath = (found: FoundSubject, item: Item, unitId: number) =>
  `/school/${found.subject.slug}/${item.categorySlug}/${unitId}`;

/** Why a publish cannot go ahead (a 422 naming the field to change), or null when it can. */
export function publishRefusal(plan: Plan, skipBad: boolean): HttpError | null {
  const { report } = plan;
  const rejected = report.rejected.length;
  if (rejected && !skipBad)
    return new HttpError(
      422,
      `${report.read} read from ${report.file}, ${rejected} rejected: nothing written`,
      {
        skip_bad: [
          report.accepted
            ? `Leave out the ${rejected} rejected question${rejected === 1 ? "" : "s"} to publish the other ${report.accepted}, or fix ${rejected === 1 ? "it" : "them"} and upload the file again.`
            : `No question of the file passes: fix the file and upload it again.`,
        ],
      },
    );
  if (!report.accepted)
    return new HttpError(
      422,
      `${report.read} read from ${report.file}, ${rejected} rejected: nothing written`,
      {
        text: [
          report.read
            ? "No question of the file passes: fix the file and upload it again."
            : "The file holds no questions.",
        ],
      },
    );
  if (report.problems.length)
    return new HttpError(422, `${report.problems[0]}: nothing written`, {
      text: report.problems,
    });
  return null;
}
