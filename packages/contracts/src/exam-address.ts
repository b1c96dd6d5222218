// zod/mini: the exam pages parse these in the browser, and one classic zod schema there would pull
// all of zod's core into the chunk the quiz screens share (decision 12).
import * as z from "zod/mini";
import { code } from "./messages/code";

/**
 * An exam's address (`/exams/{slug}`), shared by the sitting, the examiner's exams and the results.
 * Scholarship exams: the server keeps the paper, the clock and the score (exam-sitting.ts,
 * examiner-exams.ts, exam-banks.ts, exam-results.ts).
 */

export const slugSchema = z.string({ error: code("exams.slugRequired") }).check(
  z.trim(),
  // An empty slug is only asked for, not also told its length and letters. No check aborts: the
  // form's other faults, the object's own checks included, are said at the same time.
  z.minLength(1, code("exams.slugRequired")),
  z.refine((v) => v === "" || v.length >= 3, code("exams.slugShort")),
  z.maxLength(60, code("exams.slugLong")),
  z.refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), code("exams.slugChars")),
);

export const slugParams = z.object({ slug: slugSchema });

/** An exam as every list of exams opens its row: the student's, the examiner's. */
export const examWindowSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  duration_seconds: z.number(),
  question_count: z.number(),
});

/** This student's attempt at a listed exam. */
export const attemptStateSchema = z.enum(["none", "running", "submitted"]);
