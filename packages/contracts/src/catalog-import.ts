// zod/mini: the import page parses with these in the browser (decisions 12 and 60).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { notice } from "./errors";
import {
  IMPORT_FORMATS,
  convertedEncodingSchema,
  importReasonSchema,
  importRejectionSchema,
} from "./import-report";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import { QUESTION_LIMITS } from "./question-input";
import { lineRule, multiLine } from "./text";
import { mathTreesSchema, questionSchema } from "./question";

/**
 * /examiner/import: an examiner brings a CSV, Aiken, GIFT or Moodle XML file into a catalog unit.
 * The preview reports what would be written (the checks and wording of `content:import`); the
 * publish writes the questions that pass into the unit, in the database (decision 0038).
 */

/** The largest file, in bytes (the browser checks it before sending). */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const catalogImportRequestSchema = z.object({
  /** The file's name, as the report names it (`questions.csv:7: ...`). */
  file_name: z.optional(
    z.string().check(...lineRule(), z.trim(), z.maxLength(200, code("imports.fileNameTooLong"))),
  ),
  format: z.enum(IMPORT_FORMATS, { error: code("imports.unknownFormat") }),
  // A character is at least one byte, so a file within the byte limit is within this one.
  text: z.string({ error: code("imports.chooseFile") }).check(
    z.maxLength(IMPORT_MAX_BYTES, code("imports.tooLarge")),
    z.refine((text) => text.trim().length > 0, code("imports.emptyFile")),
  ),
  /** The unit's address, as `content:import --into` takes it: `<subject>/<item>/<unit>` or `<subject>/<unit>`. */
  into: z
    .string({ error: code("imports.chooseUnit") })
    .check(
      z.trim(),
      z.minLength(1, code("imports.chooseUnit")),
      z.maxLength(300, code("imports.addressTooLong")),
    ),
  /** Starts a new unit of this name at `into` (as `--unit-name`); empty or left out: an existing unit. */
  unit_name: z.optional(
    z.string().check(...lineRule(), z.trim(), z.maxLength(120, code("imports.unitNameTooLong"))),
  ),
  /** The category of every question (as `--category`); otherwise the file's, or the unit's usual one. */
  category: z.optional(
    z
      .string()
      .check(
        ...lineRule(),
        z.trim(),
        z.toLowerCase(),
        z.maxLength(60, code("imports.categoryTooLong")),
      ),
  ),
  /** The encoding the browser converted the file from; the report notes it. */
  encoding: z.optional(convertedEncodingSchema),
  /** Publish only: write the questions that pass and leave out the rest (as `--skip-bad`). */
  skip_bad: z.optional(z.boolean({ error: code("imports.skipBadBoolean") })),
});
export type CatalogImportRequest = z.input<typeof catalogImportRequestSchema>;

export const importTargetSchema = z.object({
  /** The unit's full address: `<subject>/<item>/<unit>`. */
  address: z.string(),
  level: z.string(),
  subject: z.string(),
  item: z.string(),
  unit: z.string(),
  new_unit: z.boolean(),
  /** The unit's page (`/school/<subject>/<category>/<id>`); null for a unit not yet started. */
  path: z.nullable(z.string()),
});

export const catalogImportReportSchema = z.object({
  file: z.string(),
  target: importTargetSchema,
  /** Blocks the file holds: accepted + refused + unsupported. */
  read: z.number(),
  accepted: z.number(),
  refused: z.number(),
  unsupported: z.number(),
  /** The blocks not imported, refused or of another type, by line, each with its reasons as codes. */
  rejected: z.array(importRejectionSchema),
  /** What the examiner is told without anything refused (a category given, feedback dropped). */
  notes: z.array(importReasonSchema),
  /** Faults of the file or the unit as a whole that stop a publish (no question, fewer than 10), as reasons. */
  problems: z.array(importReasonSchema),
  /** The report as `content:import` prints it: `file:line: reason` per rejection, then a summary. */
  lines: z.array(z.string()),
  /** The questions that pass, with the ids they get. */
  questions: z.array(questionSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

export const catalogPublishResponseSchema = z.extend(catalogImportReportSchema, {
  message: z.string(),
  written: z.number(),
});
export type CatalogPublishResponse = z.infer<typeof catalogPublishResponseSchema>;

/** Where questions can go: the catalog's levels, subjects, items and units. */
export const importTargetsResponseSchema = z.object({
  levels: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      subjects: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          items: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              category: z.string(),
              units: z.array(
                z.object({
                  id: z.number(),
                  slug: z.string(),
                  name: z.string(),
                  question_count: z.number(),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ImportTargetsResponse = z.infer<typeof importTargetsResponseSchema>;

/** The address and the examiner's own wording of it: the codes a target refused is answered with. */
const TARGET_ERRORS = [
  "imports.notAnAddress",
  "imports.noSubject",
  "imports.noUnit",
  "imports.unitExists",
  "imports.unitSlugTaken",
  "imports.unitSlugForm",
  "imports.noItem",
  "imports.nameTheItem",
] as const;

export const getImportTargets = route("GET /examiner/catalog-import/targets", "examiner", {
  responses: { 200: importTargetsResponseSchema },
});

/** What a publish would write: the report, nothing written. */
export const previewCatalogImport = route("POST /examiner/catalog-import/preview", "examiner", {
  body: catalogImportRequestSchema,
  responses: { 200: catalogImportReportSchema },
  errors: { 413: ["imports.tooLarge"], 422: TARGET_ERRORS },
});

/**
 * Writes the questions that pass. A refused question stops it (the 422 names each line, unless
 * `skip_bad`), as does a fault of the file or the unit (each under `text`).
 */
export const publishCatalogImport = route("POST /examiner/catalog-import", "examiner", {
  body: catalogImportRequestSchema,
  responses: { 201: catalogPublishResponseSchema },
  errors: {
    413: ["imports.tooLarge"],
    422: [...TARGET_ERRORS, "imports.nothingWritten", "imports.fileProblem"],
  },
});

const notAnId = code("imports.idInvalid");
export const unpublishParams = z.object({
  unit: wholeNumberParam(notAnId, 1),
  question: wholeNumberParam(notAnId, 0),
});

/**
 * `DELETE /api/examiner/catalog-import/units/{unit}/questions/{question}`: takes a question the
 * examiner published out of the unit (its id is not given again); the removal is recorded.
 */
export const unpublishCatalogQuestion = route(
  "DELETE /examiner/catalog-import/units/:unit/questions/:question",
  "examiner",
  {
    params: unpublishParams,
    responses: { 200: notice(["imports.questionUnpublished"]) },
    errors: { 404: ["imports.notYourQuestion"] },
  },
);

/**
 * `PUT /api/examiner/catalog-import/units/{unit}/questions/{question}/options`: the words of a
 * question the examiner published, option for option in its order (a typo mended, a unit made
 * clear); the key stays the option in its place. Answers given to the words before are kept and
 * marked "reworded" (decision 350); the change is recorded.
 */
export const rewordOptionsRequestSchema = z.object({
  options: z
    .array(multiLine({ max: QUESTION_LIMITS.option, min: 1 }), {
      error: code("imports.rewordOptionsList"),
    })
    .check(z.minLength(2, code("imports.rewordOptionsList")), z.maxLength(QUESTION_LIMITS.options)),
});
export type RewordOptionsRequest = z.infer<typeof rewordOptionsRequestSchema>;

export const rewordCatalogOptions = route(
  "PUT /examiner/catalog-import/units/:unit/questions/:question/options",
  "examiner",
  {
    params: unpublishParams,
    body: rewordOptionsRequestSchema,
    responses: { 200: notice(["imports.optionsReworded", "imports.optionsUnchanged"]) },
    errors: {
      404: ["imports.notYourQuestion"],
      422: [
        "imports.rewordOptionsList",
        "imports.rewordOptionCount",
        "imports.rewordOptionTwice",
        "imports.rewordOptionFormat",
      ],
    },
  },
);

/** How many of an examiner's published questions one page of the list holds. */
export const PUBLISHED_PAGE_SIZE = 20;

export const publishedQuestionsQuery = z.object({
  page: z._default(wholeNumberParam(code("imports.pageInvalid"), 1, 100_000), 1),
});

/** A question the examiner published, as the import page lists it, with what unpublishing needs. */
export const publishedQuestionSchema = z.object({
  unit_id: z.number(),
  unit_name: z.string(),
  /** The unit's name in Nepali, where the catalog has one (the Nepali page shows it). */
  unit_name_ne: z.optional(z.string()),
  question_id: z.number(),
  /** The question's text, with its formulas as trees. */
  question: z.string(),
  math: z.optional(mathTreesSchema),
  /** Its options' words as written, in order: what "Reword its options" starts from (decision 350). */
  options: z.array(z.string()),
  file_name: z.string(),
  published_at: z.string(),
});
export type PublishedQuestion = z.infer<typeof publishedQuestionSchema>;

/**
 * `GET /api/examiner/catalog-import/published?page=N`: the questions this examiner published and
 * has not taken out, the most recent publish first (a file's questions in the file's order),
 * PUBLISHED_PAGE_SIZE a page; `total` counts them all.
 */
export const listPublishedQuestions = route("GET /examiner/catalog-import/published", "examiner", {
  query: publishedQuestionsQuery,
  responses: {
    200: z.object({
      questions: z.array(publishedQuestionSchema),
      total: z.number(),
      page: z.number(),
      page_size: z.number(),
    }),
  },
  errors: { 400: ["imports.pageInvalid"] },
});
