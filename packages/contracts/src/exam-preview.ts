// zod/mini: the examiner's pages parse these in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { slugParams } from "./exam-address";
import { attemptResponseSchema } from "./exam-sitting";

/**
 * The examiner's preview of an exam's paper (issue 46 point 6, decision 250): the paper as a
 * candidate starting now would get it, made by the start's own code, and nothing stored.
 */

export const previewQuery = z.object({
  /** "1": each question's key comes with the paper (the examiner asked to see them). */
  keys: z.optional(z.enum(["0", "1"])),
});

export const previewResponseSchema = z.object({
  /**
   * The paper in the sitting's shape: `id` 0 (no attempt), no answers, and the clock a start at
   * this moment (or at the opening, before it) would have.
   */
  paper: attemptResponseSchema,
  /** The exam shuffles questions or options: this paper is one of the shuffles. */
  shuffled: z.object({ questions: z.boolean(), options: z.boolean() }),
  /**
   * Only when asked for: the key of each question by its id, for every question a paper of the
   * exam can hold (a paper drawn again by quota finds its keys here too).
   */
  keys: z.optional(z.record(z.string(), z.string())),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** An examiner's own exam's paper as a candidate sees it. */
export const previewExamPaper = route("GET /examiner/exams/:slug/preview", "examiner", {
  params: slugParams,
  query: previewQuery,
  responses: { 200: previewResponseSchema },
  errors: { 404: ["exams.noExam"] },
});
