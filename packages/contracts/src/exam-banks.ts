// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { notice } from "./errors";
import { importCountsSchema } from "./import-report";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import { passageListSchema, questionSchema } from "./question";

/**
 * An examiner's private banks (the upload is in bank-upload.ts), and the public practice banks an
 * exam can be made from, read as students will see them.
 */

export const PUBLIC_EXAM_BANKS = ["science", "management", "entrance"] as const;

/**
 * Whether an exam's source (`public:<name>`, `bank:<id>`) names a site's bank an exam can be made
 * from; not the BCA bank a live mock of a BCA paper copies its questions from (decision 296).
 */
export const isPublicExamBank = (
  source: string,
): source is `public:${(typeof PUBLIC_EXAM_BANKS)[number]}` =>
  source.startsWith("public:") &&
  (PUBLIC_EXAM_BANKS as readonly string[]).includes(source.slice("public:".length));

export const bankSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  question_count: z.number(),
  categories: z.record(z.string(), z.number()),
  created_at: z.string(),
});
export type BankSummary = z.infer<typeof bankSummarySchema>;

/** A CSV, Aiken, GIFT or Moodle XML file's report: every block accounted for, and the passing count. */
export const bankReportSchema = z.extend(importCountsSchema, { accepted: z.number() });
export type BankReport = z.infer<typeof bankReportSchema>;

/** A bank saved (201): its summary, and the report when it came from a CSV, Aiken, GIFT or Moodle XML file. */
export const bankSavedSchema = z.extend(bankSummarySchema, {
  report: z.optional(bankReportSchema),
});
export type BankSaved = z.infer<typeof bankSavedSchema>;
export const banksResponseSchema = z.object({ banks: z.array(bankSummarySchema) });
export const bankParams = z.object({
  id: wholeNumberParam(code("exams.bankIdInvalid"), 1),
});
/** `GET /api/examiner/banks/{id}`: the bank's questions as students will see them, keys and all. */
export const bankQuestionsResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  questions: z.array(questionSchema),
  /** The passages its questions stand on (decision 221); absent where none. */
  passages: z.optional(passageListSchema),
  /** The questions whose options keep their written order in every exam ("All of the above"). */
  written_order: z.array(z.number()),
});
export type BankQuestionsResponse = z.infer<typeof bankQuestionsResponseSchema>;

/** `GET /api/examiner/public-banks/{name}`: which product bank, and which page of it. */
export const publicBankParams = z.object({
  name: z.enum(PUBLIC_EXAM_BANKS, { error: code("exams.publicBankName") }),
});
const notInRange = code("exams.pageRange");
export const publicBankQuery = z.object({
  offset: z._default(wholeNumberParam(notInRange, 0, 1_000_000), 0),
  limit: z._default(wholeNumberParam(notInRange, 1, 100), 20),
});
/**
 * A page of a public practice bank's questions as students will see them, keys and all (the bank
 * is public: anyone practising reads them), in its written order, with the bank's size.
 */
export const publicBankQuestionsResponseSchema = z.object({
  name: z.enum(PUBLIC_EXAM_BANKS),
  total: z.number(),
  offset: z.number(),
  categories: z.record(z.string(), z.number()),
  questions: z.array(questionSchema),
  /** Of this page, the questions whose options keep their written order in every exam. */
  written_order: z.array(z.number()),
});
export type PublicBankQuestionsResponse = z.infer<typeof publicBankQuestionsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const listExaminerBanks = route("GET /examiner/banks", "examiner", {
  responses: { 200: banksResponseSchema },
});

/** A bank's questions as students will see them, keys and all. */
export const getExaminerBank = route("GET /examiner/banks/:id", "examiner", {
  params: bankParams,
  responses: { 200: bankQuestionsResponseSchema },
  errors: { 404: ["exams.noBank"] },
});

/** A public practice bank an exam can be made from, page by page (decision 91). */
export const getPublicExamBank = route("GET /examiner/public-banks/:name", "examiner", {
  params: publicBankParams,
  query: publicBankQuery,
  responses: { 200: publicBankQuestionsResponseSchema },
});

/** `DELETE /api/examiner/banks/{id}`: a bank no exam was made from, removed; the removal is recorded. */
export const deleteExaminerBank = route("DELETE /examiner/banks/:id", "examiner", {
  params: bankParams,
  responses: { 200: notice(["exams.bankDeleted"]) },
  errors: { 404: ["exams.noBank"], 409: ["exams.bankInUse"] },
});
