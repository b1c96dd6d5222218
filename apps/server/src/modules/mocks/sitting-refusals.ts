import type { PutSittingResponse } from "@tayari/contracts/mocks";
import { coded, type AppError } from "../../lib/app-error";
import * as errors from "./errors";
import type { MockPaper } from "./papers";
import type { SaveSittingOutcome } from "./save-sitting";

/** Whole seconds left on a clock that started at `startedAt`, as the paper engine counts them. */
export const secondsLeft = (paper: MockPaper, startedAt: Date, now: Date) =>
  Math.max(
    0,
    paper.durationMs / 1000 - Math.floor(Math.max(0, now.getTime() - startedAt.getTime()) / 1000),
  );

/** A sitting save's refusal in HTTP (decision 311's table for the sitting's save). */
export function sittingRefusal(outcome: Exclude<SaveSittingOutcome, { kind: "saved" }>): AppError {
  switch (outcome.kind) {
    case "noSuchPaper":
      return errors.noSuchPaper(outcome.paper);
    case "wrongLength":
      return errors.wrongLength(outcome.title, outcome.total);
    case "outsidePaper":
      return errors.outsidePaper(outcome.title, outcome.total);
    case "submitted":
      return errors.sittingSubmitted();
    case "timeUp":
      return errors.sittingTimeUp(outcome.title);
    case "idTaken":
      return errors.sittingIdTaken();
  }
}

/** The copy the server keeps, as the device merges it, and the picks refused on their own. */
export function savedBody(
  paper: MockPaper,
  { startedAt, state, refused }: Extract<SaveSittingOutcome, { kind: "saved" }>,
  now: Date,
): PutSittingResponse {
  return {
    ...coded("mocks.sittingSaved"),
    seconds_left: secondsLeft(paper, startedAt, now),
    changes: state.changes,
    elapsed_ms: Math.max(0, now.getTime() - startedAt.getTime()),
    picks: state.picks,
    seqs: state.seqs,
    refused: refused.map(({ number, code }) => ({
      number,
      ...coded(code, { number }),
    })),
  };
}
