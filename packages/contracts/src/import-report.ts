// zod/mini: the import page and the examiner page parse these in the browser (decisions 12 and 60).
import * as z from "zod/mini";
import { code } from "./messages/code";

/**
 * One reason of an import's report: a code the page shows in the reader's language, its params,
 * and the English sentence (what `content:import` prints). The codes and their English are in
 * `packages/content/src/formats/reasons.ts`; the web's catalogue has a text for each in English
 * and Nepali.
 */
export const importReasonSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportReason = z.infer<typeof importReasonSchema>;

/** A block of the file that was not imported: refused (it can be mended) or of another type. */
export const importRejectionSchema = z.object({
  line: z.number(),
  kind: z.enum(["refused", "unsupported"]),
  reasons: z.array(importReasonSchema),
  /** The reasons in English, joined. */
  reason: z.string(),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** The most blocks not imported a bank's report lists; the rest are counted (`unlisted`). */
export const REPORT_ROWS = 200;

/** The text formats a question file may come in (a private bank may also be JSON). */
export const IMPORT_FORMATS = ["csv", "aiken", "gift", "moodle-xml"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What the browser converted an upload from before sending its text (the report says so). */
export const CONVERTED_ENCODINGS = ["UTF-16", "Windows-1252"] as const;
export const convertedEncodingSchema = z.enum(CONVERTED_ENCODINGS, {
  error: code("imports.unknownEncoding"),
});

/** Every block of a file accounted for: read = passing + refused + unsupported. */
export const importCountsSchema = z.object({
  read: z.number(),
  refused: z.number(),
  unsupported: z.number(),
  rejected: z.array(importRejectionSchema),
  /**
   * Blocks not imported beyond those listed in `rejected`: a bank's report lists the first
   * REPORT_ROWS of them (a file whose every row is refused would list thousands). Absent where
   * every one is listed.
   */
  unlisted: z.optional(z.number()),
  /** What the reader is told without anything refused: a conversion, a category given, feedback dropped. */
  notes: z.array(importReasonSchema),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
