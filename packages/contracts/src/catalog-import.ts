// zod/mini: the import page parses with these in the browser (decisions 12 and 60).
import * as z from "zod/mini";
import { BANK_TEXT_FORMATS } from "./exams";
import { questionSchema } from "./question";

/**
 * /examiner/import: an examiner brings a CSV, Aiken or GIFT file into a catalog unit. The preview
 * reports what would be written (the checks and wording of `content:import`); the publish writes
 * the questions that pass into the unit, in the database (decision 0038).
 */

/** The largest file, in bytes (the browser checks it before sending). */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_TOO_LARGE = "The file is too large: at most 1 MB. Split it into several files.";

export const catalogImportRequestSchema = z.object({
  /** The file's name, as the report names it (`questions.csv:7: ...`). */
  file_name: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(200, "The file name must not be longer than 200 characters.")),
  ),
  format: z.enum(BANK_TEXT_FORMATS, { error: "The format is csv, aiken or gift." }),
  // A character is at least one byte, so a file within the byte limit is within this one.
  text: z.string({ error: "Choose a file." }).check(
    z.maxLength(IMPORT_MAX_BYTES, IMPORT_TOO_LARGE),
    z.refine((text) => text.trim().length > 0, "The file is empty."),
  ),
  /** The unit's address, as `content:import --into` takes it: `<subject>/<item>/<unit>` or `<subject>/<unit>`. */
  into: z
    .string({ error: "Choose the unit the questions go into." })
    .check(
      z.trim(),
      z.minLength(1, "Choose the unit the questions go into."),
      z.maxLength(300, "The unit address must not be longer than 300 characters."),
    ),
  /** Starts a new unit of this name at `into` (as `--unit-name`); empty or left out: an existing unit. */
  unit_name: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(120, "The unit name must not be longer than 120 characters.")),
  ),
  /** The category of every question (as `--category`); otherwise the file's, or the unit's usual one. */
  category: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(60, "The category must not be longer than 60 characters."),
      ),
  ),
  /** Publish only: write the questions that pass and leave out the rest (as `--skip-bad`). */
  skip_bad: z.optional(z.boolean({ error: "skip_bad is true or false." })),
});
export type CatalogImportRequest = z.input<typeof catalogImportRequestSchema>;

export const importRejectionSchema = z.object({ line: z.number(), reason: z.string() });
export type ImportRejection = z.infer<typeof importRejectionSchema>;

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
  /** Questions the file holds, passing and rejected. */
  read: z.number(),
  accepted: z.number(),
  rejected: z.array(importRejectionSchema),
  /** Faults of the unit as a whole that stop a publish (a new unit needs at least 10 questions). */
  problems: z.array(z.string()),
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
