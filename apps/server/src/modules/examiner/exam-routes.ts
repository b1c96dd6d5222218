import type { FastifyInstance } from "fastify";
import {
  MERIT_DEFAULT_ZONE,
  getCandidateAnswers,
  getMerit,
  meritResponseSchema,
  meritRowSchema,
} from "@tayari/contracts/exam-results";
import {
  closeExamNow,
  createExam,
  editExam,
  extendExam,
  listExaminerExams,
  releaseResults,
} from "@tayari/contracts/examiner-exams";
import type { Config } from "../../config";
import { coded, fail } from "../../lib/app-error";
import { listJson } from "../../lib/list-json";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { StoredQuestion } from "../exams/bank-repository";
import * as eventRepo from "../exams/event-repository";
import * as examRepo from "../exams/exam-repository";
import type { HoldOf } from "../exams/holds";
import type { PoolCache, PublicBank } from "../exams/papers";
import { fixDueResults } from "../exams/fix-due-results";
import { fixedResults } from "../exams/results";
import { resultsMail } from "../exams/results-mail";
import { candidateAnswers } from "./candidate-answers";
import { createExamCase } from "./create-exam";
import { editExamCase } from "./edit-exam";
import type { ExamDeps } from "./exam-deps";
import { examMerit } from "./exam-merit";
import { sourceSizer } from "./exam-summary";
import { extendExamCase } from "./extend-exam";
import { listExams } from "./list-exams";
import { meritCsv } from "./merit-list";
import { ownExam } from "./own-exam";
import { examinerRefusal } from "./refusals";
import { releaseResultsCase } from "./release-results";

/**
 * College staff's exams: set, listed with live counts, the merit list, closed early, released.
 * Each handler parses, calls its use case and says the outcome in HTTP.
 */
export async function examinerExamRoutes(
  app: FastifyInstance,
  {
    pools,
    holdOf,
    publicBank,
    config,
  }: {
    pools: PoolCache;
    holdOf: HoldOf;
    publicBank: (name: PublicBank) => StoredQuestion[];
    config: Config;
  },
) {
  noStore(app);
  const results = resultsMail(app, config.publicUrl, holdOf);
  const deps: ExamDeps = {
    db: app.db,
    now: () => app.now(),
    pools,
    holdOf,
    publicBank,
    sourceSize: sourceSizer(publicBank),
    ensureFixed: fixedResults(app, pools),
  };
  const releaseDeps = {
    ...deps,
    mailResults: results.released,
    tellChanged: results.tellChanged,
  };
  // Marks and ranks fixed in the background round once an exam is over (issue 66 point 2), then
  // its results mail queued.
  app.mail.addProducer(fixDueResults(deps));
  app.mail.addProducer((now) => results.queueDue(now));

  handle(app, createExam, async (request, reply) => {
    const outcome = await createExamCase(deps, request.session.id, request.body);
    if (outcome.kind !== "exam") throw examinerRefusal(outcome);
    return reply.status(outcome.made ? 201 : 200).send(outcome.exam);
  });

  handle(app, editExam, async (request) => {
    const input = { ownerId: request.session.id, slug: request.params.slug, body: request.body };
    const outcome = await editExamCase(deps, input);
    if (outcome.kind !== "exam") throw examinerRefusal(outcome);
    return outcome.exam;
  });

  handle(app, extendExam, async (request) => {
    const input = { ownerId: request.session.id, slug: request.params.slug, body: request.body };
    const outcome = await extendExamCase(deps, input);
    if (outcome.kind !== "extended") throw examinerRefusal(outcome);
    const { title, closesAt, moved: count } = outcome;
    return coded("exams.extended", { title, when: closesAt.toISOString(), count });
  });

  handle(app, listExaminerExams, async (request) => ({
    exams: await listExams(deps, request.session.id),
  }));

  handle(app, getMerit, async (request, reply) => {
    const { slug } = request.params;
    const outcome = await examMerit(deps, { ownerId: request.session.id, slug });
    if (outcome.kind !== "merit") throw examinerRefusal(outcome);
    // Encoded a slice of rows at a time (2,000 candidates in one piece held the loop 71 ms).
    if (request.query.format !== "csv")
      return reply
        .type("application/json; charset=utf-8")
        .send(await listJson(meritResponseSchema, meritRowSchema, outcome.merit, "rows"));
    const { rows, sections } = outcome.merit;
    // The CSV goes out as text, past the JSON serializer.
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${slug}-merit.csv"`)
      .serializer((payload: string) => payload)
      .send(meritCsv(rows, request.query.tz ?? MERIT_DEFAULT_ZONE, sections));
  });

  handle(app, getCandidateAnswers, async (request) => {
    const { slug, user } = request.params;
    const outcome = await candidateAnswers(deps, { ownerId: request.session.id, slug, user });
    if (outcome.kind !== "paper") throw examinerRefusal(outcome);
    return outcome.paper;
  });

  handle(app, releaseResults, async (request) => {
    const input = { ownerId: request.session.id, slug: request.params.slug };
    const outcome = await releaseResultsCase(releaseDeps, input);
    if (outcome.kind === "told")
      return outcome.count
        ? coded("exams.correctionsTold", { count: outcome.count })
        : coded("exams.nothingToTell");
    if (outcome.kind !== "released") throw examinerRefusal(outcome);
    return coded("exams.released", { when: outcome.at.toISOString() });
  });

  handle(app, closeExamNow, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    const closed = await examRepo.closeExamNow(app.db, exam.id, now);
    if (!closed) throw fail(409, "exams.notRunning");
    await eventRepo.recordExamAct(app.db, {
      examId: exam.id,
      by: session.id,
      at: now,
      kind: "times_changed",
      how: closed.cancelled ? "cancel" : "close",
      before: exam,
      after: {
        opens_at: closed.cancelled ? now : exam.opens_at,
        closes_at: now,
        duration_seconds: exam.duration_seconds,
      },
      ...(closed.cancelled ? {} : { moved: closed.cut }),
    });
    // This process's copy of the exam ends now too (the others read the end from the database).
    pools.forgetSlug(exam.slug);
    if (closed.cancelled) return coded("exams.cancelled", { when: now.toISOString() });
    return coded("exams.closedNow", { when: now.toISOString(), count: closed.cut });
  });
}
