// zod/mini: the examiner's exam page parses these in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { noticeWith } from "./errors";
import { slugParams } from "./exam-address";
import { code } from "./messages/code";
import { ID_MAX } from "./numbers";
import { passageListSchema, questionSchema } from "./question";
import { requiredLine } from "./text";

/**
 * An exam's item analysis and its key corrections (issue 44): the figures of every question and of
 * the paper, as its examiner reads them (decisions 156-159, 180-182), and the examiner's
 * corrections of a key with the regrade that follows (decisions 155, 183-186).
 */

/** Below this many candidates no question is flagged ("too few candidates", decision 157). */
export const ANALYSIS_MIN_CANDIDATES = 30;

/** What counts as right on a question: accepted options (their texts), or dropped. */
export const keySchema = z.object({
  accepted: z.array(z.string()),
  dropped: z.boolean(),
});
export type KeyShown = z.infer<typeof keySchema>;

const optionCounts = z.object({ chose: z.array(z.number()), unanswered: z.number() });

export const FLAG_CODES = [
  "check-key",
  "check-distractor",
  "negative-discrimination",
  "too-easy",
  "too-hard",
  "unused-distractor",
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/** A flag: a code the page words plainly; `option` (0-based, written order) where one is named. */
export const flagSchema = z.object({
  code: z.enum(FLAG_CODES),
  option: z.optional(z.number()),
});

/**
 * A question of the exam as its bank has it: options in the order written (option counts and flags
 * refer to these indexes), `answer` the bank's key as set, `passage` among the answer's `passages`
 * (decision 221); then how it fared.
 */
export const analysedQuestionSchema = z.extend(questionSchema, {
  /** The key the exam is marked by now (after any correction). */
  key: keySchema,
  /** Corrections made to this question so far: the version a correction must name. */
  version: z.number(),
  /** Marks for a right answer (the exam's profile, the question's place in the pool). */
  marks: z.number(),
  state: z.enum(["analysed", "too-few-candidates", "dropped"]),
  candidates: z.number(),
  facility: z.nullable(z.number()),
  omit_rate: z.nullable(z.number()),
  point_biserial: z.nullable(z.number()),
  discrimination: z.nullable(z.number()),
  thirds: z.object({ top: optionCounts, middle: optionCounts, bottom: optionCounts }),
  flags: z.array(flagSchema),
});
export type AnalysedQuestionShown = z.infer<typeof analysedQuestionSchema>;

export const paperFiguresSchema = z.object({
  candidates: z.number(),
  mean: z.nullable(z.number()),
  median: z.nullable(z.number()),
  sd: z.nullable(z.number()),
  kr20: z.nullable(z.number()),
  max_marks: z.number(),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  sections: z.array(z.object({ category: z.string(), mean: z.number(), max: z.number() })),
});
export type PaperFiguresShown = z.infer<typeof paperFiguresSchema>;

/** One key correction as recorded: who, when, the key before and after, and why. */
export const correctionSchema = z.object({
  id: z.number(),
  question_id: z.number(),
  /** The question's version this correction made (1 for its first). */
  version: z.number(),
  kind: z.enum(["key", "accept", "drop"]),
  old_key: keySchema,
  new_key: keySchema,
  reason: z.string(),
  /** The examiner's name; null once their account is closed (decision 140). */
  by: z.nullable(z.string()),
  at: z.string(),
});
export type CorrectionShown = z.infer<typeof correctionSchema>;

export const analysisResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  /** False while the exam runs (figures from the answers saved so far); true once it is over. */
  final: z.boolean(),
  min_candidates: z.number(),
  paper: paperFiguresSchema,
  questions: z.array(analysedQuestionSchema),
  /** The passages its questions stand on, each once (decision 221); absent where none. */
  passages: z.optional(passageListSchema),
  /** Every correction of the exam's keys, the latest first. */
  corrections: z.array(correctionSchema),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const REASON_MAX = 500;

/** A key correction: the question, the version the examiner saw, what to make of its key, and why. */
export const correctKeyRequestSchema = z.object({
  question_id: z
    .int(code("exams.notAQuestion"))
    .check(
      z.nonnegative(code("exams.notAQuestion")),
      z.maximum(ID_MAX, code("exams.notAQuestion")),
    ),
  /** The question's `version` as the examiner saw it: a correction made since answers 409. */
  version: z
    .int(code("exams.correctionVersion"))
    .check(
      z.nonnegative(code("exams.correctionVersion")),
      z.maximum(ID_MAX, code("exams.correctionVersion")),
    ),
  change: z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("key"), answer: z.string(code("exams.correctionOption")) }),
      z.object({
        kind: z.literal("accept"),
        answers: z
          .array(z.string(code("exams.correctionOption")))
          .check(
            z.minLength(2, code("exams.acceptTwo")),
            z.maxLength(10, code("exams.correctionOption")),
          ),
      }),
      z.object({ kind: z.literal("drop") }),
    ],
    { error: code("exams.correctionKind") },
  ),
  reason: requiredLine(code("exams.reasonRequired"), REASON_MAX, code("exams.reasonLength")),
});
export type CorrectKeyRequest = z.input<typeof correctKeyRequestSchema>;

export const correctKeyResponseSchema = noticeWith(
  ["exams.keyCorrected", "exams.keyDropped", "exams.keyRestored", "exams.keyAlreadyCorrected"],
  {
    correction: correctionSchema,
    /** Candidates whose score the correction changed (0 for a repeat). */
    changed: z.number(),
  },
);
export type CorrectKeyResponse = z.infer<typeof correctKeyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

/** The exam's item analysis: live while it runs, final once it is over. Its own examiner only. */
export const getExamAnalysis = route("GET /examiner/exams/:slug/analysis", "examiner", {
  params: slugParams,
  responses: { 200: analysisResponseSchema },
  errors: { 404: ["exams.noExam"] },
});

/**
 * Corrects one question's key and regrades the exam in one transaction: scores, ranks, the merit
 * list and its CSV. A repeat of the correction just made answers it again (200) and changes
 * nothing; a correction from a stale `version` answers 409 naming the key as it stands.
 */
export const correctKey = route("POST /examiner/exams/:slug/corrections", "examiner", {
  params: slugParams,
  body: correctKeyRequestSchema,
  responses: { 200: correctKeyResponseSchema },
  errors: {
    404: ["exams.noExam"],
    409: ["exams.keyChanged"],
    422: ["exams.notInExam", "exams.noSuchOption", "exams.keyUnchanged", "exams.acceptTwo"],
  },
});
