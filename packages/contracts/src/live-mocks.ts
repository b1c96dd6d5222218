// zod/mini: the mock tests' page parses these in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { attemptStateSchema, slugParams } from "./exam-address";
import { code } from "./messages/code";
import { isDateInRange } from "./dates";

/**
 * Live mocks (issue 50, point 4; decision 257): one of the site's mock papers sat by every
 * signed-in student at one start time, in one window, through the scholarship exams' start
 * (`POST /exams/{slug}/attempt`), with standings for everyone at the close.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The entrance a live mock is for, from its address (`live-{paper}-{day}-{time}`, a BCA paper's
 * slug starting `bca-`); null for an exam that is not a live mock. It names the live mock
 * everywhere (`LIVE_MOCK_CSIT`, `LIVE_MOCK_BCA` of names.ts).
 */
export const liveMockEntrance = (slug: string): "csit" | "bca" | null =>
  slug.startsWith("live-") ? (slug.startsWith("live-bca-") ? "bca" : "csit") : null;

export const scheduleLiveMockRequestSchema = z.object({
  /**
   * The mock paper whose pattern it follows (`mock-3`, `bca-mock-1`): its subjects and how many of
   * each, its time and its marking. Not its questions: those are public (decision 0450).
   */
  paper: z.string(code("mocks.paperRequired")).check(z.minLength(1, code("mocks.paperRequired"))),
  /**
   * The held-back pool (decision 0450): one of the examiner's banks. The live mock draws the
   * pattern's questions from those of it that are in no public bank, paper or practice set and in
   * no other exam, so nobody has seen them and nothing public holds their keys while it runs.
   */
  bank_id: z
    .number(code("exams.bankIdInvalid"))
    .check(
      z.refine(Number.isInteger, code("exams.bankIdInvalid")),
      z.minimum(1, code("exams.bankIdInvalid")),
      z.maximum(2_147_483_647, code("exams.bankIdInvalid")),
    ),
  /** The one start time. */
  opens_at: z.string(code("exams.giveDate")).check(
    z.refine((v) => isoDateTime.safeParse(v).success, code("exams.giveDate")),
    z.refine(
      (v) => !isoDateTime.safeParse(v).success || isDateInRange(v),
      code("input.dateOutOfRange"),
    ),
  ),
  /** From the start to the close: the paper's time at least, a day at most; the paper's time and 30 min when absent. */
  window_minutes: z.optional(
    z
      .number(code("mocks.liveWindowInvalid"))
      .check(
        z.refine(Number.isInteger, code("mocks.liveWindowInvalid")),
        z.minimum(1, code("mocks.liveWindowInvalid")),
        z.maximum(24 * 60, code("mocks.liveWindowInvalid")),
      ),
  ),
});
export type ScheduleLiveMockRequest = z.input<typeof scheduleLiveMockRequestSchema>;

export const liveMockSchema = z.object({
  /** The exam's address: `/exams/{slug}` sits it. */
  slug: z.string(),
  title: z.string(),
  /** The mock paper whose pattern it follows (`mock-3`); its questions are the held-back pool's. */
  paper: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
  /** Seconds from now to the start and to the close on the server's clock (0 once passed). */
  opens_in_seconds: z.number(),
  closes_in_seconds: z.number(),
  state: z.enum(["upcoming", "open", "closed"]),
  attempt: attemptStateSchema,
  /** When the standings, keys and explanations are out: the close and its grace. */
  standings_at: z.string(),
});
export type LiveMock = z.infer<typeof liveMockSchema>;

export const liveMocksResponseSchema = z.object({ live_mocks: z.array(liveMockSchema) });

/** The standings after the close: everyone's figures, and this student's place among them. */
export const liveStandingsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  paper: z.string(),
  candidates: z.number(),
  max_score: z.number(),
  mean: z.number(),
  /** Candidates per bar of 5 marks: `from` marks up to (not including) `from + 5`; the last bar holds full marks. */
  distribution: z.array(z.object({ from: z.number(), count: z.number() })),
  /** Each subject's mean marks over every candidate, of its full marks, in the paper's order. */
  subjects: z.array(z.object({ subject: z.string(), mean: z.number(), max: z.number() })),
  mine: z.nullable(
    z.object({
      score: z.number(),
      rank: z.number(),
      percentile: z.number(),
      correct: z.number(),
      wrong: z.number(),
      unanswered: z.number(),
    }),
  ),
});
export type LiveStandings = z.infer<typeof liveStandingsSchema>;

/** An examiner schedules one of the site's mock papers as a live mock. */
export const scheduleLiveMock = route("POST /examiner/live-mocks", "examiner", {
  body: scheduleLiveMockRequestSchema,
  responses: { 201: liveMockSchema },
  errors: {
    404: ["mocks.noSuchPaper", "exams.noBank"],
    409: ["mocks.liveTaken"],
    422: ["mocks.liveClosesInPast", "mocks.liveWindowShort", "mocks.livePoolShort"],
  },
});

/** The live mocks upcoming, open, or closed within the last 30 days. */
export const listLiveMocks = route("GET /live-mocks", "signed-in", {
  responses: { 200: liveMocksResponseSchema },
});

export const getLiveStandings = route("GET /live-mocks/:slug/standings", "signed-in", {
  params: slugParams,
  responses: { 200: liveStandingsSchema },
  errors: { 404: ["mocks.noLiveMock"], 409: ["mocks.liveStandingsAt"] },
});
