import type { FastifyInstance } from "fastify";
import { MERIT_DEFAULT_ZONE } from "@tayari/contracts/exam-results";
import { EXAM_MAX_REOPEN_PAST_CLOSE_HOURS } from "@tayari/contracts/limits";
import {
  freeRoll,
  getExamCandidates,
  getExamLog,
  LIST_BODY_LIMIT,
  previewExamList,
  putExamList,
  reopenAttempt,
  setExtraTime,
} from "@tayari/contracts/examiner-candidates";
import { coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import * as changeRepo from "../exams/candidate-change-repository";
import * as candidateRepo from "../exams/candidate-repository";
import { GRACE_MS } from "../exams/deadline";
import { readPool, type PoolCache } from "../exams/papers";
import { previewListCase } from "./preview-list";
import { giveExtraTimeCase, type GiveExtraTimeOutcome } from "./give-extra-time";
import { readExamLog } from "./read-exam-log";
import { examinerRefusal, type ExaminerRefusal } from "./refusals";
import { replaceListCase } from "./replace-list";
import { logCsv } from "./exam-log";
import { ownExam } from "./own-exam";

/** A change of extra time, made or previewed, as the examiner reads it; undefined: a refusal. */
function extraTimeNotice(outcome: GiveExtraTimeOutcome) {
  switch (outcome.kind) {
    case "set": {
      const { who, minutes } = outcome;
      return minutes
        ? coded("exams.extraTimeSet", { who, minutes })
        : coded("exams.extraTimeRemoved", { who });
    }
    case "wouldWaiting": {
      const { who, before, after } = outcome;
      return coded("exams.extraTimeWouldWaiting", { who, before, after });
    }
    case "wouldSitting":
    case "wouldShorten": {
      const { who, before, after, until } = outcome;
      const params = { who, before, after, until: (until ?? new Date()).toISOString() };
      return outcome.kind === "wouldSitting"
        ? coded("exams.extraTimeWouldSitting", params)
        : coded("exams.extraTimeWouldShorten", params);
    }
  }
  return undefined;
}

/**
 * One exam's candidates (issue 46 points 3 and 4): its allow-list, extra time and reopening for
 * one candidate, and the log. Only the exam's own examiner: another's is not found.
 */
export async function examinerCandidateRoutes(
  app: FastifyInstance,
  { pools }: { pools: PoolCache },
) {
  noStore(app);

  handle(app, getExamCandidates, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const rows = await candidateRepo.listCandidates(app.db, exam.id);
    return {
      list_in_force: rows.some((r) => r.listed),
      candidates: rows.map((r) => ({
        email: r.email,
        roll: r.roll,
        name: r.name,
        listed: r.listed,
        extra_minutes: r.extra_minutes,
        extra_percent: r.extra_percent,
        account:
          r.account_email !== null ? { name: r.account_name ?? "", email: r.account_email } : null,
      })),
    };
  });

  handle(
    app,
    previewExamList,
    async (request) => {
      const { slug } = request.params;
      const input = { ownerId: request.session.id, slug, text: request.body.text };
      const outcome = await previewListCase({ db: app.db, now: () => app.now() }, input);
      if (outcome.kind !== "preview") throw examinerRefusal(outcome);
      return outcome.preview;
    },
    { bodyLimit: LIST_BODY_LIMIT },
  );

  handle(
    app,
    putExamList,
    async (request) => {
      const { slug } = request.params;
      const input = { ownerId: request.session.id, slug, ...request.body };
      const outcome = await replaceListCase({ db: app.db, now: () => app.now() }, input);
      if (outcome.kind === "saved")
        return coded("exams.listSaved", { count: outcome.count, title: outcome.title });
      if (outcome.kind === "lifted") return coded("exams.listLifted", { title: outcome.title });
      throw examinerRefusal(outcome);
    },
    { bodyLimit: LIST_BODY_LIMIT },
  );

  handle(app, setExtraTime, async (request) => {
    const input = { ownerId: request.session.id, slug: request.params.slug, body: request.body };
    const outcome = await giveExtraTimeCase({ db: app.db, now: () => app.now(), pools }, input);
    const notice = extraTimeNotice(outcome);
    if (notice) return notice;
    throw examinerRefusal(outcome as ExaminerRefusal);
  });

  handle(app, reopenAttempt, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const { who, reason, minutes } = request.body;
    const done = await changeRepo.reopenAttempt(app.db, exam.id, {
      who,
      reason,
      minutes,
      now: app.now(),
      by: session.id,
      graceMs: GRACE_MS,
      pastCloseMs: EXAM_MAX_REOPEN_PAST_CLOSE_HOURS * 60 * 60_000,
    });
    if (done === "missing") throw fail(404, "exams.noCandidate", { who });
    if (done === "running") throw fail(409, "exams.stillSitting", { who });
    if (done === "fixed") throw fail(409, "exams.resultsFixedNoReopen");
    if (done === "no-time") throw fail(422, "exams.reopenNoTime", { who });
    if (done.kind === "past-close")
      throw fail(422, "exams.reopenPastClose", { who, latest: done.latest.toISOString() });
    pools.forgetSlug(exam.slug);
    return coded("exams.reopened", { who, when: done.deadline.toISOString() });
  });

  handle(app, freeRoll, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const { roll, reason } = request.body;
    const done = await changeRepo.freeRoll(app.db, exam.id, {
      roll,
      reason,
      now: app.now(),
      by: session.id,
    });
    if (done === "missing") throw fail(404, "exams.noCandidate", { who: roll });
    if (done === "unclaimed") throw fail(409, "exams.rollNotClaimed", { roll });
    if (done === "fixed") throw fail(409, "exams.resultsFixedNoFree");
    return coded("exams.rollFreed", { roll: done.roll });
  });

  handle(app, getExamLog, async (request, reply) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const now = app.now();
    // The exam's questions letter its key corrections' keys (read only when it has any).
    const poolOf = () => pools.get(exam.id, () => readPool(app.db, exam.id), exam.version);
    const log = await readExamLog(app.db, exam, now, poolOf);
    if (request.query.format === "csv")
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${exam.slug}-log.csv"`)
        .serializer((payload: string) => payload)
        .send(logCsv(log.candidates, request.query.tz ?? MERIT_DEFAULT_ZONE, log.exam_events));
    return log;
  });
}
