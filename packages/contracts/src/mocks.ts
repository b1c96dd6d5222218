// zod/mini like attempts.ts: the mock sitting parses these answers in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { fieldErrorSchema, noticeWith } from "./errors";
import { code } from "./messages/code";
import { passageListSchema, questionSchema } from "./question";
import { wholeNumber } from "./numbers";

/** The longest paper a sitting may hold (the entrance paper has 100 questions). */
export const MAX_PAPER_QUESTIONS = 200;

/** `mock-3` or `model-2076` (decision 63), `bca-mock-2` (decision 175). */
export const paperSlugParam = z
  .string({ error: code("mocks.paperRequired") })
  .check(
    z.regex(/^((bca-)?mock-[1-9]\d{0,2}|model-\d{4})$/, { error: code("mocks.paperUnknown") }),
  );
const paperParams = z.object({ paper: paperSlugParam });

/** A sittable paper as the list and the sitting show it. */
export const mockPaperSchema = z.object({
  slug: z.string(),
  kind: z.enum(["mock", "model"]),
  /** The mock test's number or the model paper's year. */
  number: z.number(),
  questions: z.number(),
  minutes: z.number(),
  /** The marking profile of packages/quiz (`csit`, `bca`). */
  profile: z.string(),
  /** The entrance it models (decision 175): its list page is `/{family}/mock-tests`. */
  family: z.enum(["csit", "bca"]),
});
export type MockPaper = z.infer<typeof mockPaperSchema>;

/** `GET /api/mocks/{paper}`: the paper and its questions, in paper order (keys included: see 0064). */
export const mockPaperResponseSchema = z.object({
  paper: mockPaperSchema,
  questions: z.array(questionSchema).check(z.minLength(1)),
  /** The passages its questions stand on, each once (decision 174); absent where there are none. */
  passages: z.optional(passageListSchema),
});
export type MockPaperResponse = z.infer<typeof mockPaperResponseSchema>;

const notAPosition = code("mocks.positionInvalid");
const index = wholeNumber(notAPosition, notAPosition).check(
  z.minimum(0, notAPosition),
  z.maximum(MAX_PAPER_QUESTIONS - 1, notAPosition),
);

const notAList = code("mocks.listInvalid");
const indexList = z
  .array(index, { error: notAList })
  .check(z.maxLength(MAX_PAPER_QUESTIONS, notAList));

const seqNumber = wholeNumber(code("mocks.seqInvalid"), code("mocks.seqInvalid")).check(
  z.minimum(0, code("mocks.seqInvalid")),
  z.maximum(2 ** 31 - 1, code("mocks.seqInvalid")),
);

/**
 * `PUT /api/me/mocks/{paper}/sitting`: where a running sitting is, so another device resumes it.
 * `elapsed_ms` is how long it has run on the device's clock; the server keeps the start on its own.
 */
export const putSittingRequestSchema = z.object({
  id: z.uuid({ error: code("mocks.sittingIdInvalid") }),
  elapsed_ms: wholeNumber(code("mocks.elapsedInvalid"), code("mocks.elapsedInvalid")).check(
    z.minimum(0, code("mocks.elapsedInvalid")),
    // A week: no sitting runs longer, and the start it gives stays a date (issue 67).
    z.maximum(7 * 24 * 3_600_000, code("mocks.elapsedInvalid")),
  ),
  current: index,
  picks: z
    .array(
      z.nullable(
        z
          .string({ error: code("mocks.pickInvalid") })
          .check(z.maxLength(1000, code("mocks.pickInvalid"))),
      ),
      { error: notAList },
    )
    .check(z.maxLength(MAX_PAPER_QUESTIONS, notAList)),
  flags: indexList,
  seen: indexList,
  /**
   * How many changes the student has made to the sitting (the paper engine counts them): the server
   * keeps the copy with the most, so a device that comes back with an older one cannot undo the
   * answers given since on another. A device from before they were counted sends none: 0.
   */
  changes: z._default(
    wholeNumber(code("mocks.changesInvalid"), code("mocks.changesInvalid")).check(
      z.minimum(0, code("mocks.changesInvalid")),
      z.maximum(2 ** 31 - 1, code("mocks.changesInvalid")),
    ),
    0,
  ),
  /**
   * Each pick's number in the sitting's order of changes (decision 345): its time on the sitting's
   * clock in ms (0 where none was made). Per question the server keeps the later change, so two
   * devices' copies merge. Absent (a device from before): its picks never replace numbered ones.
   */
  seqs: z.optional(
    z.array(seqNumber, { error: notAList }).check(z.maxLength(MAX_PAPER_QUESTIONS, notAList)),
  ),
  /** The device's highest number: the place (question, flags, seen) of the later device is kept. */
  seq: z.optional(seqNumber),
});
export type PutSittingRequest = z.input<typeof putSittingRequestSchema>;

/**
 * The sitting kept: a notice (`mocks.sittingSaved`), the seconds its clock has left and the changes
 * of the copy the server keeps: more than the device sent when another device has gone further
 * (the server kept its copy, and the device takes it up).
 */
export const putSittingResponseSchema = noticeWith(["mocks.sittingSaved"], {
  seconds_left: z.number(),
  changes: z.number(),
  /** The sitting's clock on the server (ms since it started): the device numbers picks on it. */
  elapsed_ms: z.number(),
  /** The answers the server keeps now, merged per question with the other device's (decision 345). */
  picks: z.array(z.nullable(z.string())),
  seqs: z.array(z.number()),
  /** Picks refused on their own, by question number (from 1), each with its code. */
  refused: z.array(z.extend(fieldErrorSchema, { number: z.number() })),
});
export type PutSittingResponse = z.infer<typeof putSittingResponseSchema>;

/** A running sitting as another device resumes it: the same question, the same time left. */
export const runningSittingSchema = z.object({
  id: z.string(),
  seconds_left: z.number(),
  current: z.number(),
  picks: z.array(z.nullable(z.string())),
  flags: z.array(z.number()),
  seen: z.array(z.number()),
  changes: z.number(),
  saved_at: z.string(),
  /** Each pick's number in the sitting's order of changes (decision 345). */
  seqs: z.optional(z.array(z.number())),
  /** The highest number of the device whose place (question, flags, seen) is kept. */
  seq: z.optional(z.number()),
  /** The sitting's clock on the server (ms since it started). */
  elapsed_ms: z.optional(z.number()),
});
export type RunningSitting = z.infer<typeof runningSittingSchema>;

/** `GET /api/me/mocks/{paper}/sitting`: the student's running sitting of the paper, if any. */
export const getSittingResponseSchema = z.object({ sitting: z.nullable(runningSittingSchema) });
export type GetSittingResponse = z.infer<typeof getSittingResponseSchema>;

/**
 * `GET /api/me/mocks/{paper}/standing`: the paper's standings among every student's first sitting,
 * and the student's place (null until a sitting of theirs has counted).
 */
export const standingResponseSchema = z.object({
  paper: z.string(),
  candidates: z.number(),
  /** Candidates per bar of `bucket_marks` marks, from 0 up; the last bar includes full marks. */
  bucket_marks: z.number(),
  distribution: z.array(z.number()),
  you: z.nullable(
    z.object({
      attempt_id: z.string(),
      started_at: z.string(),
      marks: z.number(),
      max_marks: z.number(),
      rank: z.number(),
      percentile: z.number(),
      /** The bar of the distribution the student's marks fall in. */
      bucket: z.number(),
    }),
  ),
});
export type StandingResponse = z.infer<typeof standingResponseSchema>;

/** Where a signed-in student is with a paper, on any device: sitting it now, or sat it. */
export const myPaperSchema = z.object({
  paper: z.string(),
  status: z.enum(["running", "finished"]),
});
export type MyPaper = z.infer<typeof myPaperSchema>;

/** `GET /api/me/mocks`: the papers the student is sitting or has sat (others are not listed). */
export const myPapersResponseSchema = z.object({ papers: z.array(myPaperSchema) });

// ---------------------------------------------------------------------------------------------
// Endpoints

/** A paper to sit, questions and keys (the device marks it: decision 64); cached like the year papers. */
export const getMockPaper = route("GET /mocks/:paper", "public", {
  params: paperParams,
  responses: { 200: mockPaperResponseSchema },
  errors: { 404: ["mocks.noSuchPaper"] },
});

/** The student's running sitting of the paper, so another device resumes it (null: none). */
export const getMockSitting = route("GET /me/mocks/:paper/sitting", "signed-in", {
  params: paperParams,
  responses: { 200: getSittingResponseSchema },
  errors: { 404: ["mocks.noSuchPaper"] },
});

/** Keeps where a running sitting is: its picks, flags, seen questions and current question. */
export const putMockSitting = route("PUT /me/mocks/:paper/sitting", "signed-in", {
  params: paperParams,
  body: putSittingRequestSchema,
  responses: { 200: putSittingResponseSchema },
  errors: {
    404: ["mocks.noSuchPaper"],
    409: ["mocks.sittingTimeUp", "mocks.sittingSubmitted", "mocks.sittingIdTaken"],
    422: ["mocks.wrongLength", "mocks.pickNotAnOption", "mocks.outsidePaper"],
  },
});

/** The paper's standings among every student's first sitting, and the student's place. */
export const getMockStanding = route("GET /me/mocks/:paper/standing", "signed-in", {
  params: paperParams,
  responses: { 200: standingResponseSchema },
  errors: { 404: ["mocks.noSuchPaper"] },
});

/** The papers the student is sitting now (a running sitting on the server) or has sat (an attempt). */
export const listMyMocks = route("GET /me/mocks", "signed-in", {
  responses: { 200: myPapersResponseSchema },
});

/**
 * The codes a finished sitting may be refused with when it arrives as an attempt (`POST
 * /api/me/attempts` of mode `mock`): the attempts endpoint declares these.
 */
export const MOCK_ATTEMPT_ERRORS = {
  404: ["mocks.noSuchPaper"],
  422: ["mocks.notThePapersQuestions", "mocks.tooLong", "mocks.tooFast", "mocks.secondsExceed"],
} as const;
