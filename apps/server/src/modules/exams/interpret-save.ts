import type { AnswerResponse } from "@tayari/contracts/exam-sitting";
import { fail, invalidField, type AppError } from "../../lib/app-error";
import { tooManyAttempts } from "../../plugins/rate-limit";
import { notSignedIn } from "../auth/authenticate";
import { examRefusal } from "./refusals";
import type { SaveOutcome } from "./save-answer";

/** A moment as a refusal's params carry it: whole seconds, UTC. */
const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Whole seconds left before `deadline` at `now`. */
const secondsLeft = (deadline: Date, now: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/**
 * What an answer save's outcome is in HTTP (decision 342): the kept answer (200), or the one
 * refusal to send, its status and code as the contract declares them. Pure, so every outcome is a
 * row of a table (interpret-save.test.ts); a 429 carries its wait, which the error handler sends
 * as Retry-After (one way, `secondsToWait`).
 */
export function interpretSave(
  outcome: SaveOutcome,
): { ok: true; body: AnswerResponse } | { ok: false; error: AppError } {
  switch (outcome.kind) {
    case "kept": {
      const { kept } = outcome;
      return {
        ok: true,
        body: {
          question_id: kept.questionId,
          pick: kept.pick,
          seq: kept.seq,
          saved_at: kept.savedAt.toISOString(),
          seconds_left: secondsLeft(kept.deadline, kept.now),
          clock_ms: kept.clockMs,
        },
      };
    }
    case "notSignedIn":
      return { ok: false, error: notSignedIn() };
    case "tooManySaves":
      return { ok: false, error: tooManyAttempts(outcome.retryAfterMs) };
    case "notStarted":
      return { ok: false, error: fail(404, "exams.notStarted") };
    case "alreadySubmitted":
      return { ok: false, error: fail(409, "exams.alreadySubmitted") };
    case "timeUp":
      return { ok: false, error: fail(409, "exams.timeUp", { when: when(outcome.deadline) }) };
    case "notOnPaper":
      return { ok: false, error: fail(404, "exams.notOnPaper", { id: outcome.questionId }) };
    case "notAnOption":
      return { ok: false, error: invalidField("pick", "exams.chooseOption") };
    case "ahead":
      return { ok: false, error: invalidField("seq", "exams.seqAhead") };
    // Else a sealed save's start refused (decision 0453), as the sealed start's own request says.
    default:
      return { ok: false, error: examRefusal(outcome) };
  }
}
