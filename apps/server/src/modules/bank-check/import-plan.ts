// What an upload at /examiner/import would do to a catalog unit, worked out the way
// `content:import` works it out for a file of the catalog: the same address rules, the same
// parsing and checks (`importQuestions`), the same ids and the same report lines.
import type { z } from "zod";
import type {
  catalogImportRequestSchema,
  CatalogImportReport,
} from "@tayari/contracts/catalog-import";
import { questionListSchema } from "@tayari/contracts/question";
import { MAX_UNIT_QUESTIONS, MIN_UNIT_QUESTIONS } from "@tayari/content/check-banks";
import {
  formatRejection,
  importQuestionSteps,
  importSummary,
  type ImportResult,
} from "@tayari/content/import";
import { slugOf, usualCategory } from "@tayari/content/places";
import { reason, type Reason } from "@tayari/content/formats/reasons";
import { AppError, coded, invalidField } from "../../lib/app-error";
import { reasonMessage, refusedLines } from "../../lib/import-reasons";
import { runSliced } from "../../lib/sliced";

export type ImportRequest = z.output<typeof catalogImportRequestSchema>;
/**
 * A catalog subject as an import reads it (catalog-import/repository.ts `findSubject`): its level,
 * its items in page order, and their units with each unit's questions as JSON text.
 */
export interface FoundSubject {
  subject: { id: number; slug: string; name: string; levelSlug: string; levelName: string };
  items: { id: number; slug: string; name: string; categorySlug: string; categoryName: string }[];
  units: { id: number; itemId: number; slug: string; name: string; json_data: string }[];
}
type Item = FoundSubject["items"][number];
type Unit = FoundSubject["units"][number];

/** A unit as an address names it (without its questions, e.g. a subject's stamp). */
type UnitPlace = Pick<Unit, "id" | "itemId" | "slug" | "name">;
/** A subject with its items and units, with or without the units' questions. */
type Place<U extends UnitPlace> = Pick<FoundSubject, "subject" | "items"> & { units: U[] };

/** The unit the questions go into: one that exists, or one the publish starts. */
export interface Target<U extends UnitPlace = Unit> {
  item: Item;
  unit: U | null;
  slug: string;
  name: string;
  address: string;
}

const UNIT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The subject slug an address starts with (the part to look the subject up by). */
export const subjectOf = (into: string) => slugOf(into.split("/")[0] ?? "");

/** Finds the unit at `into` in the subject, or the place a new unit named `unitName` goes. */
export function resolveTarget<U extends UnitPlace = Unit>(
  found: Place<U> | undefined,
  into: string,
  unitName: string | undefined,
): Target<U> {
  const parts = into.split("/").map(slugOf);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !part))
    throw invalidField("into", "imports.notAnAddress", { into });
  if (!found) throw invalidField("into", "imports.noSubject", { subject: parts[0]! });
  const { subject, items, units } = found;
  const unitSlug = parts.at(-1)!;
  const itemSlug = parts.length === 3 ? parts[1] : undefined;
  const item = itemSlug ? items.find((i) => i.slug === itemSlug) : undefined;
  const address = (inItem: Item, slug: string) => `${subject.slug}/${inItem.slug}/${slug}`;
  const existing = units.find((u) => u.slug === unitSlug && (!itemSlug || u.itemId === item?.id));

  if (!unitName) {
    if (!existing) throw invalidField("into", "imports.noUnit", { into });
    const home = items.find((i) => i.id === existing.itemId)!;
    return {
      item: home,
      unit: existing,
      slug: existing.slug,
      name: existing.name,
      address: address(home, existing.slug),
    };
  }
  if (existing) throw invalidField("into", "imports.unitExists", { into });
  if (units.some((u) => u.slug === unitSlug))
    throw invalidField("into", "imports.unitSlugTaken", { subject: subject.slug, unit: unitSlug });
  if (!UNIT_SLUG.test(unitSlug))
    throw invalidField("into", "imports.unitSlugForm", { unit: unitSlug });
  const home = itemSlug ? item : items.length === 1 ? items[0] : undefined;
  if (!home)
    throw itemSlug
      ? invalidField("into", "imports.noItem", { subject: subject.slug, item: itemSlug })
      : invalidField("into", "imports.nameTheItem", {
          subject: subject.slug,
          unit: unitSlug,
          items: items.map((i) => i.slug).join(", "),
        });
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

/**
 * Runs the file through the importer against the subject's questions, in slices that let other
 * requests through (issue 29); nothing is written.
 */
export async function planImport(
  found: FoundSubject,
  target: Target,
  request: ImportRequest,
  takenIds: readonly number[] = [],
): Promise<Plan> {
  const file = request.file_name || "import";
  const stored = target.unit ? (JSON.parse(target.unit.json_data) as unknown[]) : [];
  const unitQuestions = target.unit ? questionsOf(target.unit) : [];
  const scope = found.units.flatMap(questionsOf);
  const category =
    request.category ||
    usualCategory({ allowed: null, questions: () => unitQuestions, scope: () => scope });
  const result = await runSliced(
    importQuestionSteps(
      request.text,
      request.format,
      {
        allowed: null,
        existing: scope,
        category,
        forceCategory: Boolean(request.category),
        takenIds,
        categoryWhere: "site",
      },
      file,
    ),
  );
  const problems: Reason[] = [...result.faults];
  const unit = `${found.subject.slug} / ${target.item.categorySlug} / ${target.item.slug} / ${target.slug}`;
  // As content:check has it for a unit of the files; a unit that exists already is never refused
  // for the questions it had before.
  if (!target.unit && result.questions.length < MIN_UNIT_QUESTIONS)
    problems.push(
      reason("unit_too_small", {
        unit,
        count: result.questions.length,
        min: MIN_UNIT_QUESTIONS,
      }),
    );
  // At most MAX_UNIT_QUESTIONS with what was there (decision 0395): said in the preview too.
  const total = unitQuestions.length + result.questions.length;
  if (total > MAX_UNIT_QUESTIONS)
    problems.push(
      reason("unit_too_large", {
        unit,
        count: total,
        max: MAX_UNIT_QUESTIONS,
      }),
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
    refused: result.refused,
    unsupported: result.unsupported,
    rejected: result.rejected,
    notes: [
      ...(request.encoding ? [reason("converted", { encoding: request.encoding })] : []),
      ...result.notes,
    ],
    problems,
    lines: [
      ...result.notes.map((note) => `${file}: note: ${note.message}`),
      ...result.rejected.map((rejection) => formatRejection(file, rejection)),
      ...problems.map((problem) => problem.message),
      importSummary(file, result),
    ],
    questions: result.questions,
  };
  return { result, unitQuestions: stored, report };
}

/** The unit's page, where students take its quiz. */
export const unitPath = (found: Pick<FoundSubject, "subject">, item: Item, unitId: number) =>
  `/school/${found.subject.slug}/${item.categorySlug}/${unitId}`;

/**
 * Why a publish cannot go ahead (a 422 naming the field to change: `skip_bad`, each refused
 * `line <n>`, or `text` for the file as a whole), or null when it can.
 */
export function publishRefusal(plan: Plan, skipBad: boolean): AppError | null {
  const { report } = plan;
  const { read, file, refused, accepted } = report;
  const nothingWritten = () => coded("imports.nothingWritten", { read, file, refused });
  if (refused && !skipBad)
    return new AppError(422, nothingWritten(), {
      skip_bad: [
        accepted
          ? coded("imports.leaveOutRefused", { count: refused, accepted })
          : coded("imports.nonePass"),
      ],
      ...refusedLines(report.rejected),
    });
  if (!accepted)
    return new AppError(422, nothingWritten(), {
      text: [
        coded(read ? "imports.nonePass" : "imports.noQuestions"),
        ...report.problems
          .filter((p) => !read && p.code !== "no_questions")
          .map((p) => reasonMessage(p)),
      ],
    });
  const [first, ...more] = report.problems.map((p) => reasonMessage(p));
  if (first) return new AppError(422, first, { text: [first, ...more] });
  return null;
}
