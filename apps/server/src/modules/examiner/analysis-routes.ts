import type { FastifyInstance } from "fastify";
import { correctKey, getExamAnalysis } from "@tayari/contracts/exam-analysis";
import { previewRegrade, regrade } from "@tayari/contracts/regrade";
import { coded } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { readPool, type ExamVersion, type PoolCache } from "../exams/papers";
import { piecesBody } from "../../lib/sliced";
import { readExamAnalysis } from "./exam-analysis";
import { correctExamKey, type CorrectKeyOutcome } from "./correct-key";
import { examinerRefusal } from "./refusals";
import { regradeExam, type RegradeOutcome } from "./regrade";

/** A correction made (or pressed again) in the contract's words. */
function correctedBody(outcome: Extract<CorrectKeyOutcome, { kind: "corrected" | "repeated" }>) {
  const { number: question, correction } = outcome;
  const changed = outcome.kind === "corrected" ? outcome.changed : 0;
  // A drop is said as a drop, and its undo as the question counting again (issue 68 point 7).
  const message =
    outcome.kind === "repeated"
      ? coded("exams.keyAlreadyCorrected", { question })
      : correction.new_key.dropped
        ? coded("exams.keyDropped", { question, changed })
        : correction.old_key.dropped
          ? coded("exams.keyRestored", { question, changed })
          : coded("exams.keyCorrected", { question, changed });
  return { ...message, correction, changed };
}

/**
 * An exam's item analysis and the corrections of its keys (issue 44), its own examiner's only:
 * another examiner's exam is not found, as on the other examiner routes.
 */
export async function examinerAnalysisRoutes(
  app: FastifyInstance,
  { pools }: { pools: PoolCache },
) {
  noStore(app);
  const poolOf = ({ id, version }: ExamVersion) =>
    pools.get(id, () => readPool(app.db, id), version);

  const analysisDeps = { db: app.db, now: () => app.now(), poolOf, pools };
  handle(app, getExamAnalysis, async (request, reply) => {
    const input = { slug: request.params.slug, userId: request.session.id };
    const pieces = await readExamAnalysis(analysisDeps, input);
    return reply.type("application/json; charset=utf-8").send(piecesBody(pieces));
  });

  const keyDeps = { db: app.db, now: () => app.now(), poolOf };
  handle(app, correctKey, async (request) => {
    const input = { ...request.body, slug: request.params.slug, userId: request.session.id };
    const outcome = await correctExamKey(keyDeps, input);
    if (outcome.kind === "corrected" || outcome.kind === "repeated") return correctedBody(outcome);
    throw examinerRefusal(outcome);
  });

  // Corrections batched into one regrade, previewed first (decision 0476).
  const effect = (o: Extract<RegradeOutcome, { kind: "previewed" | "regraded" }>) => {
    const { count, candidates, changed, marks_changed, moves } = o;
    return {
      params: { count, candidates, changed, marks: marks_changed },
      candidates,
      changed,
      marks_changed,
      moves,
    };
  };
  handle(app, previewRegrade, async (request) => {
    const input = { ...request.body, slug: request.params.slug, userId: request.session.id };
    const outcome = await regradeExam(keyDeps, { ...input, apply: false });
    switch (outcome.kind) {
      case "previewed": {
        const { params, ...rest } = effect(outcome);
        return { ...coded("exams.regradePreview", params), ...rest };
      }
      case "regraded":
      case "repeated":
        throw new Error("A preview makes no correction.");
      default:
        throw examinerRefusal(outcome);
    }
  });
  handle(app, regrade, async (request) => {
    const input = { ...request.body, slug: request.params.slug, userId: request.session.id };
    const outcome = await regradeExam(keyDeps, { ...input, apply: true });
    switch (outcome.kind) {
      case "regraded": {
        const { params, ...rest } = effect(outcome);
        return { ...coded("exams.regraded", params), ...rest, corrections: outcome.corrections };
      }
      case "repeated": {
        const nothing = { candidates: 0, changed: 0, marks_changed: 0, moves: [] };
        return { ...coded("exams.regradeRepeated"), ...nothing, corrections: outcome.corrections };
      }
      case "previewed":
        throw new Error("A regrade is not a preview.");
      default:
        throw examinerRefusal(outcome);
    }
  });
}
