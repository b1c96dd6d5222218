import type { AnswerOutcome, PutAttemptResponse } from "@tayari/contracts/attempts";
import { coded, fail, invalidField, type AppError } from "../../lib/app-error";
import type { AnswerOutcomeOf, RecordOutcome } from "./record-attempt";
import { toSummary } from "./summary";

const answerOf = (a: AnswerOutcomeOf): AnswerOutcome =>
  a.state === "refused"
    ? {
        state: "refused",
        pick: a.pick,
        refusal: coded(a.refusal.code, ...([a.refusal.params] as [never])),
      }
    : a.state === "marked"
      ? { state: "marked", pick: a.pick, mark: a.mark }
      : { state: "kept", pick: a.pick };

/**
 * A recorded attempt's outcome in HTTP (decision 343): 201 when the send made the attempt, 200
 * when it added answers (`attempts.saved`), nothing (`attempts.alreadySaved`) or kept none of them
 * (`attempts.noneKept`), with each answer's outcome; a refusal of the attempt itself otherwise.
 * Pure: a table tests it.
 */
export function interpretRecord(
  outcome: RecordOutcome,
): { ok: true; status: 200 | 201; body: PutAttemptResponse } | { ok: false; error: AppError } {
  switch (outcome.kind) {
    case "recorded":
      return {
        ok: true,
        status: outcome.created ? 201 : 200,
        body: {
          ...(outcome.created || outcome.added
            ? coded("attempts.saved")
            : outcome.answers.every((a) => a.state === "refused")
              ? coded("attempts.noneKept")
              : coded("attempts.alreadySaved")),
          attempt: toSummary(outcome.attempt),
          answers: outcome.answers.map(answerOf),
        },
      };
    case "idTaken":
      return { ok: false, error: fail(409, "attempts.idTaken") };
    case "mixedSource":
      return {
        ok: false,
        error: invalidField("source", "attempts.mixedSource", { mode: outcome.mode }),
      };
    case "noSuchSource":
      return {
        ok: false,
        error: invalidField("source", "attempts.noSuchSource", {
          mode: outcome.mode,
          source: outcome.source,
        }),
      };
    case "sittingRefused":
      return { ok: false, error: outcome.error };
  }
}
