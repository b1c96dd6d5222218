// zod/mini: the examiner's exam page parses these in the browser (decision 12).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { noticeWith } from "./errors";
import { slugParams } from "./exam-address";
import { correctionSchema, correctKeyRequestSchema } from "./exam-analysis";
import { code } from "./messages/code";

/**
 * Key corrections batched into one regrade, previewed before they are made (issue 68 point 3,
 * decision 0476): the examiner gathers the corrections of several questions, sees who moves and by
 * how much, then makes them all in one transaction with one regrade.
 */

/** At most this many corrections in one regrade (an exam paper has at most a few hundred). */
export const REGRADE_MAX = 100;
/** The moves listed in a preview or a regrade's answer; `changed` counts them all. */
export const MOVES_SHOWN = 300;

export const regradeRequestSchema = z.object({
  corrections: z
    .array(correctKeyRequestSchema)
    .check(
      z.minLength(1, code("exams.regradeEmpty")),
      z.maxLength(REGRADE_MAX, code("exams.regradeTooMany")),
    ),
});
export type RegradeRequest = z.input<typeof regradeRequestSchema>;

/** One candidate whose marks or rank the corrections move: before and after, in marks. */
export const moveSchema = z.object({
  name: z.string(),
  roll: z.nullable(z.string()),
  score_before: z.number(),
  score_after: z.number(),
  rank_before: z.number(),
  rank_after: z.number(),
});
export type Move = z.infer<typeof moveSchema>;

const effect = {
  /** Candidates who sat the exam. */
  candidates: z.number(),
  /** Candidates whose marks or rank move. */
  changed: z.number(),
  /** Whose marks move (the rest only change place). */
  marks_changed: z.number(),
  /** The first `MOVES_SHOWN` moves, the largest change of marks first. */
  moves: z.array(moveSchema),
};

export const regradePreviewSchema = noticeWith(["exams.regradePreview"], effect);
export type RegradePreview = z.infer<typeof regradePreviewSchema>;

export const regradeResponseSchema = noticeWith(["exams.regraded", "exams.regradeRepeated"], {
  ...effect,
  /** The corrections made, as the exam's list of corrections shows them. */
  corrections: z.array(correctionSchema),
});
export type RegradeResponse = z.infer<typeof regradeResponseSchema>;

const errors = {
  404: ["exams.noExam"],
  409: ["exams.keyChanged"],
  422: [
    "exams.notInExam",
    "exams.noSuchOption",
    "exams.keyUnchanged",
    "exams.acceptTwo",
    "exams.regradeTwice",
  ],
} as const;

/** What the corrections would do: nothing is written. */
export const previewRegrade = route("POST /examiner/exams/:slug/regrade/preview", "examiner", {
  params: slugParams,
  body: regradeRequestSchema,
  responses: { 200: regradePreviewSchema },
  errors,
});

/**
 * Makes the corrections and regrades the exam once, in one transaction. Pressed again, the same
 * corrections answer as made (`exams.regradeRepeated`); from a stale `version`, 409.
 */
export const regrade = route("POST /examiner/exams/:slug/regrade", "examiner", {
  params: slugParams,
  body: regradeRequestSchema,
  responses: { 200: regradeResponseSchema },
  errors,
});
