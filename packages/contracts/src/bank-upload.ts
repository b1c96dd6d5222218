// zod/mini: the examiner page parses these in the browser (decisions 12 and 60).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { bankReportSchema, bankSavedSchema } from "./exam-banks";
import { IMPORT_FORMATS, convertedEncodingSchema } from "./import-report";
import { code } from "./messages/code";
import { requiredLine } from "./text";

/** The largest bank file's text, in characters (the body's own limit is larger: JSON escapes). */
export const BANK_MAX_CHARACTERS = 5_000_000;

const fileNeeded = code("imports.bankFileNeeded");

/**
 * A private bank: the bank format's questions (`{ "questions": [...] }`), or a CSV, Aiken, GIFT or
 * Moodle XML file's text read as `content:import` reads it.
 */
export const bankUploadRequestSchema = z
  .object({
    name: requiredLine(code("imports.bankNameRequired"), 120, code("imports.bankNameTooLong")),
    /** The bank file's `questions`, checked by the content validator (each fault reported). */
    questions: z.optional(z.array(z.unknown(), { error: fileNeeded })),
    /**
     * The bank file's `passages` (decision 221): what a run of its questions share, each named by
     * its questions' `passage`; checked by the content validator with the questions.
     */
    passages: z.optional(z.array(z.unknown(), { error: code("imports.passagesList") })),
    format: z.optional(z.enum(IMPORT_FORMATS, { error: code("imports.unknownFormat") })),
    text: z.optional(
      z
        .string({ error: fileNeeded })
        .check(z.maxLength(BANK_MAX_CHARACTERS, code("imports.bankTooLarge"))),
    ),
    /** The category of questions whose file gives none (Aiken, GIFT without $CATEGORY). */
    category: z.optional(
      z
        .string({ error: code("imports.categoryTooLong") })
        .check(z.trim(), z.toLowerCase(), z.maxLength(60, code("imports.categoryTooLong"))),
    ),
    /** The encoding the browser converted the file from; the report notes it. */
    encoding: z.optional(convertedEncodingSchema),
    /** Check the file and answer with the report (200), saving nothing. */
    dry_run: z.optional(z.boolean({ error: code("imports.dryRunBoolean") })),
  })
  .check(
    z.refine(
      (v) => (v.questions !== undefined) !== (v.format !== undefined && v.text !== undefined),
      { message: fileNeeded, path: ["questions"] },
    ),
  );
export type BankUploadRequest = z.input<typeof bankUploadRequestSchema>;

/**
 * `POST /api/examiner/banks`: saves a private bank (201), or with `dry_run` reports on its file
 * (200) and saves nothing. All or nothing: a fault of the bank or of the file (under `bank`), a
 * question of the bank format (under `question <id>`) or a refused block of a file (under
 * `line <n>`) refuses the whole upload with `imports.bankFaults`.
 */
export const uploadBank = route("POST /examiner/banks", "examiner", {
  body: bankUploadRequestSchema,
  responses: { 200: bankReportSchema, 201: bankSavedSchema },
  errors: { 422: ["imports.bankFaults"] },
});
