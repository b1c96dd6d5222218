// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { mathTreesSchema, questionSchema } from "./question";

/**
 * Scholarship exams: the server keeps the paper, the clock and the score. A student's question
 * never carries its answer or explanation; those come only in the review, after release.
 */

export const PUBLIC_EXAM_BANKS = ["science", "management", "entrance"] as const;
export const MARKING_PROFILES = ["csit", "ioe", "cee", "bca", "custom"] as const;
export const PUBLIC_BANK_WARNING =
  "This exam uses a public practice bank: its questions and answers can be read by anyone practising on Tayari.";

export const slugSchema = z
  .string({ error: "The slug field is required." })
  .check(
    z.trim(),
    z.minLength(3, "The slug must be at least 3 characters."),
    z.maxLength(60, "The slug must not be longer than 60 characters."),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The slug may hold only a-z, 0-9 and single hyphens."),
  );

export const slugParams = z.object({ slug: slugSchema });
export const answerParams = z.object({
  slug: slugSchema,
  question_id: z.coerce
    .number({ error: "Not a question of this paper." })
    .check(
      z.refine(Number.isSafeInteger, "Not a question of this paper."),
      z.nonnegative("Not a question of this paper."),
      z.maximum(2 ** 31 - 1, "Not a question of this paper."),
    ),
});

const isoTime = z.iso.datetime({
  offset: true,
  error: "Give a date and time, e.g. 2026-12-01T10:00:00+05:45.",
});

// ---------------------------------------------------------------------------------------------
// Student

export const openExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
  needs_access_code: z.boolean(),
  /** "none", "running", "submitted": this student's attempt. */
  attempt: z.enum(["none", "running", "submitted"]),
});
/** An exam this student sat whose window has closed: where its result is, and when it is out. */
export const satExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  closes_at: z.string(),
  /** When results are (or were) out; null while the college has yet to release them by hand. */
  results_at: z.nullable(z.string()),
});
export type SatExam = z.infer<typeof satExamSchema>;
export const openExamsResponseSchema = z.object({
  exams: z.array(openExamSchema),
  /** The student's closed exams, the latest first (at most 20), for their results. */
  sat: z.array(satExamSchema),
});
export type OpenExam = z.infer<typeof openExamSchema>;

export const startAttemptRequestSchema = z.nullish(
  z.object({
    access_code: z.optional(z.string().check(z.maxLength(100, "The access code is too long."))),
  }),
);

export const paperQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** The trees of the formulas in the text and options (decision 35). */
  math: z.optional(mathTreesSchema),
});
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

export const attemptResponseSchema = z.object({
  id: z.number(),
  exam: z.object({ slug: z.string(), title: z.string() }),
  started_at: z.string(),
  deadline: z.string(),
  seconds_left: z.number(),
  /** Where the student was: the question after the last one answered. */
  resume_at: z.number(),
  questions: z.array(paperQuestionSchema),
  answers: z.record(z.string(), z.string()),
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

export const answerRequestSchema = z.object({
  pick: z
    .string({ error: "Send the chosen option's text as pick." })
    .check(
      z.minLength(1, "Send the chosen option's text as pick."),
      z.maxLength(2000, "The pick is too long."),
    ),
});
export const answerResponseSchema = z.object({
  question_id: z.number(),
  pick: z.string(),
  saved_at: z.string(),
  seconds_left: z.number(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const submitResponseSchema = z.object({
  message: z.string(),
  submitted_at: z.string(),
  answered: z.number(),
  results_at: z.nullable(z.string()),
});

export const reviewItemSchema = z.object({
  ...questionSchema.shape,
  pick: z.nullable(z.string()),
  correct: z.boolean(),
});
export const resultResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  score: z.number(),
  max_score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  rank: z.number(),
  candidates: z.number(),
  percentile: z.number(),
  review: z.array(reviewItemSchema),
});
export type ResultResponse = z.infer<typeof resultResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Examiner

/** A required text field, trimmed, with the messages every form of the site uses. */
function requiredText(field: string, min: number, max: number) {
  return z
    .string({ error: `The ${field} field is required.` })
    .check(
      z.trim(),
      z.minLength(
        min,
        min === 1
          ? `The ${field} field is required.`
          : `The ${field} must be at least ${min} characters.`,
      ),
      z.maxLength(max, `The ${field} must not be longer than ${max} characters.`),
    );
}

export const BANK_TEXT_FORMATS = ["csv", "aiken", "gift"] as const;
const BANK_FILE_NEEDED =
  'Upload a bank file: { "questions": [...] } in the bank format, or { "format", "text" } for CSV, Aiken or GIFT.';

/** A private bank: the bank format's questions, or a CSV, Aiken or GIFT file's text. */
export const createBankRequestSchema = z
  .object({
    name: requiredText("name", 1, 120),
    /** The bank file's `questions`, checked by the content validator (each fault reported). */
    questions: z.optional(z.array(z.unknown(), { error: BANK_FILE_NEEDED })),
    format: z.optional(z.enum(BANK_TEXT_FORMATS, { error: "The format is csv, aiken or gift." })),
    text: z.optional(z.string().check(z.maxLength(5_000_000, "The file is too large."))),
    /** The category of questions whose file gives none (Aiken, GIFT without $CATEGORY). */
    category: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(60))),
  })
  .check(
    z.refine(
      (v) => (v.questions !== undefined) !== (v.format !== undefined && v.text !== undefined),
      { message: BANK_FILE_NEEDED, path: ["questions"] },
    ),
  );
export type CreateBankRequest = z.input<typeof createBankRequestSchema>;
export const bankSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  question_count: z.number(),
  categories: z.record(z.string(), z.number()),
  created_at: z.string(),
});
export type BankSummary = z.infer<typeof bankSummarySchema>;
export const banksResponseSchema = z.object({ banks: z.array(bankSummarySchema) });

const quotaSchema = z.object({
  category: z.string().check(z.trim(), z.minLength(1, "Each quota needs a category.")),
  count: z.int().check(z.positive("Each quota needs a count of at least 1."), z.maximum(1000)),
});
const marksRow = z.object({
  correct: z
    .number()
    .check(z.positive("Marks for a right answer must be more than 0."), z.maximum(100)),
  wrong: z
    .number()
    .check(z.minimum(0, "A penalty is given as a positive number, e.g. 0.25."), z.maximum(100)),
});

export const createExamRequestSchema = z
  .object({
    title: requiredText("title", 3, 160),
    slug: slugSchema,
    source: z.union(
      [
        z.object({ bank_id: z.int().check(z.positive()) }),
        z.object({ public_bank: z.enum(PUBLIC_EXAM_BANKS) }),
      ],
      { error: "Choose the questions: { bank_id } of your bank, or { public_bank }." },
    ),
    /** A fixed list (all of the bank when question_ids is left out), or a draw per student. */
    selection: z.discriminatedUnion(
      "mode",
      [
        z.object({
          mode: z.literal("fixed"),
          question_ids: z.optional(
            z.array(z.int().check(z.nonnegative())).check(z.minLength(1), z.maxLength(1000)),
          ),
        }),
        z.object({
          mode: z.literal("quota"),
          quotas: z.array(quotaSchema).check(z.minLength(1), z.maxLength(50)),
        }),
      ],
      { error: "Choose how the paper is made: mode 'fixed' or 'quota'." },
    ),
    timing: z.discriminatedUnion(
      "mode",
      [
        z.object({
          mode: z.literal("per_question"),
          seconds: z.int().check(z.minimum(5), z.maximum(3600)),
        }),
        z.object({
          mode: z.literal("whole_paper"),
          minutes: z.int().check(z.minimum(1), z.maximum(600)),
        }),
      ],
      { error: "Give the time: per_question seconds or whole_paper minutes." },
    ),
    opens_at: isoTime,
    closes_at: isoTime,
    profile: z.enum(MARKING_PROFILES, {
      error: "Choose a marking profile: csit, ioe, cee, bca or custom.",
    }),
    custom_marks: z.optional(z.record(z.string(), marksRow)),
    access_code: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    release: z.enum(["at_close", "manual"], {
      error: "Choose when results are released: at_close or manual.",
    }),
  })
  .check(
    z.refine((v) => Date.parse(v.closes_at) > Date.parse(v.opens_at), {
      message: "The exam must close after it opens.",
      path: ["closes_at"],
    }),
    z.refine(
      (v) =>
        v.profile !== "custom" || Boolean(v.custom_marks && Object.keys(v.custom_marks).length),
      {
        message: "A custom profile needs custom_marks: marks and penalty per category.",
        path: ["custom_marks"],
      },
    ),
  );
export type CreateExamRequest = z.input<typeof createExamRequestSchema>;

export const examinerExamSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
  profile: z.string(),
  release: z.enum(["at_close", "manual"]),
  released: z.boolean(),
  source: z.string(),
  access_code: z.nullable(z.string()),
  started: z.number(),
  submitted: z.number(),
  warning: z.nullable(z.string()),
});
export type ExaminerExam = z.infer<typeof examinerExamSchema>;
export const examinerExamsResponseSchema = z.object({ exams: z.array(examinerExamSchema) });

export const meritRowSchema = z.object({
  rank: z.number(),
  name: z.string(),
  email: z.string(),
  score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  percentile: z.number(),
  submitted_at: z.nullable(z.string()),
});
export type MeritRow = z.infer<typeof meritRowSchema>;
export const meritResponseSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string(), profile: z.string() }),
  final: z.boolean(),
  rows: z.array(meritRowSchema),
});
export type MeritResponse = z.infer<typeof meritResponseSchema>;
