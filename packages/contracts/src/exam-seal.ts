// zod/mini, as exam-sitting.ts: the exam pages parse these in the browser.
import * as z from "zod/mini";
import { route } from "./endpoint";
import { slugParams } from "./exam-address";
import { sealedStartErrors, sealSchema, startAttemptRequestSchema } from "./exam-sitting";

/**
 * The sealed paper (issue 66 point 1, decision 0452): in the last minutes before an exam or a live
 * mock opens, a candidate's device fetches its own paper encrypted with the exam's key; at the
 * open every device fetches the same few bytes of key, opens the paper and starts on the server's
 * opening time; the start is recorded later, with the first answer.
 */

/** How long before the opening a device may fetch its sealed paper. */
export const SEAL_WINDOW_SECONDS = 15 * 60;

/**
 * When a device that opened its sealed paper at the bell first sends its answers (decision 0459):
 * at a random moment between these seconds after the opening, its picks kept in its ledger
 * meanwhile, so that the first answers (which record the starts) do not come with the keys.
 */
export const SEALED_FIRST_SEND_SECONDS = { from: 10, to: 50 } as const;

/** The candidate's paper, encrypted: AES-256-GCM, base64, the tag at the end (WebCrypto's way). */
export const sealedPaperSchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string() }),
  /** The exam's version the paper was made from: a key of another version does not open it. */
  version: z.number(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  /** The candidate's own extra time (decision 213), past the close too. */
  extra_seconds: z.number(),
  /** The server's clock as it answered: the device counts down by it, not by its own clock. */
  server_now: z.string(),
  /** Proves to the server, with the first answer, that this paper was made for this account. */
  seal: z.string(),
  iv: z.string(),
  paper: z.string(),
});
export type SealedPaper = z.infer<typeof sealedPaperSchema>;

/** What the sealed paper opens to: the questions in this candidate's order, their passages. */
export const openedPaperSchema = z.object({
  questions: z.array(z.unknown()),
  passages: z.optional(z.array(z.unknown())),
});

/** The exam's key, the same for every candidate, from the open on. */
export const sealKeySchema = z.object({
  version: z.number(),
  opens_at: z.string(),
  /** 32 bytes, base64. */
  key: z.string(),
});
export type SealKey = z.infer<typeof sealKeySchema>;

export const sealedStartRequestSchema = z.object({
  seal: sealSchema,
});

/** The attempt the seal recorded (201) or found (200): its clock on the server. */
export const sealedStartSchema = z.object({
  started_at: z.string(),
  deadline: z.string(),
  seconds_left: z.number(),
  clock_ms: z.number(),
});
export type SealedStart = z.infer<typeof sealedStartSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

/** This candidate's sealed paper, in the window before the opening; the access code and roll as a start's. */
export const fetchSealedPaper = route("POST /exams/:slug/sealed", "signed-in", {
  params: slugParams,
  body: startAttemptRequestSchema,
  responses: { 200: sealedPaperSchema },
  errors: {
    403: [
      "exams.needsCode",
      "exams.wrongCode",
      "exams.examinersDoNotSit",
      "exams.notOnList",
      "exams.rollNeeded",
      "exams.rollNotOnList",
      "exams.listEmailUnverified",
    ],
    404: ["exams.notOpen", "exams.closedAt"],
    409: ["exams.sealNotYet", "exams.sealOpen", "exams.oneAttempt", "exams.rollTaken"],
    429: ["general.tooManyAttempts"],
  },
});

/**
 * The exam's key, from its opening on: the same bytes for everyone, so no session and no database
 * (held in memory, cacheable for a minute). Before the opening: 409 with the server's time.
 */
export const getSealKey = route("GET /exams/:slug/key", "public", {
  params: slugParams,
  responses: { 200: sealKeySchema },
  errors: { 404: ["exams.notOpen"], 409: ["exams.keyNotYet"] },
});

/** Records the sealed start (the clock from the opening), sent before the first answer. */
export const recordSealedStart = route("POST /exams/:slug/attempt/sealed", "signed-in", {
  params: slugParams,
  body: sealedStartRequestSchema,
  responses: { 200: sealedStartSchema, 201: sealedStartSchema },
  errors: sealedStartErrors,
});
