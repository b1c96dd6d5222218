import type { FastifyInstance } from "fastify";
import { getExamResult } from "@tayari/contracts/exam-results";
import {
  getAttemptStatus,
  listOpenExams,
  saveExamAnswer,
  startExamAttempt,
  submitExamAttempt,
} from "@tayari/contracts/exam-sitting";
import { randomInt } from "node:crypto";
import { SEED_LIMIT } from "@tayari/quiz/shuffle";
import type { Config } from "../../config";
import { coded } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { turn } from "../../lib/sliced";
import type { LimitRule } from "../../plugins/rate-limit";
import { handle } from "../../plugins/contract";
import { bearerTokenHash, idleSince } from "../auth/authenticate";
import * as answerRepo from "./answer-repository";
import { sealedResumeBody, sendAttempt } from "./attempt-body";
import { attemptStatus } from "./attempt-status";
import * as eventRepo from "./event-repository";
import { examResult } from "./exam-result";
import * as examRepo from "./exam-repository";
import type { HoldOf } from "./holds";
import { interpretSave } from "./interpret-save";
import { openExams } from "./open-exams";
import { preparePaperPieces } from "./paper-json";
import { candidatePaper, readPassages, readPool, type PoolCache } from "./papers";
import { examRefusal, when } from "./refusals";
import { fixedResults } from "./results";
import { saveExamAnswer as saveAnswerCase, type SaveAnswerDeps } from "./save-answer";
import { startAttempt, type StartAttemptDeps } from "./start-attempt";
import { sealCacheOf } from "./seal-cache";
import { sealedPaperRoutes } from "./seal-routes";
import { resumeWithSeal } from "./sealed-resume";
import { sealedClaim, sealedStart } from "./sealed-start";
import { submitAttempt, type Submitted } from "./submit-attempt";

/**
 * Per account, far above what a student clicking through a paper does (a 100-question paper in two
 * hours is under one save a minute on average), far below what a script sends (docs/exam-day.md).
 */
export const EXAM_LIMITS = {
  /** Starting or resuming (each page load), across exams: also caps access-code guesses. */
  start: { limit: 30, windowMs: 10 * 60 * 1000 },
  /** Saving answers, across exams. */
  answer: { limit: 300, windowMs: 5 * 60 * 1000 },
} satisfies Record<string, LimitRule>;

/** A submitted attempt in the contract's words: when its results come out, and what it holds. */
function submittedBody({ resultsAt, submittedAt, answered }: Submitted) {
  return {
    ...(resultsAt
      ? coded("exams.answersInAt", { when: when(resultsAt) })
      : coded("exams.answersInManual")),
    submitted_at: submittedAt.toISOString(),
    answered,
    results_at: resultsAt?.toISOString() ?? null,
  };
}

/**
 * The student's side: open exams, one attempt each, answers saved one by one, the result after
 * release. Each handler parses, calls its use case and says the outcome in HTTP.
 */
export async function examRoutes(
  app: FastifyInstance,
  { pools, holdOf, config }: { pools: PoolCache; holdOf: HoldOf; config: Config },
) {
  noStore(app);
  const db = app.db;
  const now = () => app.now();
  const sessionIdleSince = (at: Date) => idleSince(at, config.sessionIdleDays);
  // The paper's pieces of every pool question are made as the pool is read, in slices (papers.ts).
  const poolOf = (examId: number, version?: number) =>
    pools.get(
      examId,
      async () => {
        const pool = await readPool(db, examId);
        await preparePaperPieces(pool, turn);
        return pool;
      },
      version,
    );
  const passagesOfExam = (examId: number, version?: number) =>
    pools.passagesOf(examId, () => readPassages(db, examId), version);
  const paperOf = (examId: number, version?: number) =>
    Promise.all([poolOf(examId, version), passagesOfExam(examId, version)]);
  const examOf = (slug: string) => pools.examOf(slug, () => examRepo.findExam(db, slug));
  // Saves that arrive while others are in flight share a transaction (decision 299).
  const saveAnswer = answerRepo.answerSaver(db, {
    lanes: Math.max(1, Math.floor(config.dbPoolMax / 2)),
    most: config.dbSavesTogether,
    onBatchFailed: (error, size) =>
      app.log.warn({ err: error, size }, "answer saves run alone after their batch failed"),
  });

  const startDeps: StartAttemptDeps = {
    db,
    now,
    idleSince: sessionIdleSince,
    limit: EXAM_LIMITS.start,
    examOf,
    forgetSlug: (slug) => pools.forgetSlug(slug),
    paperOf,
    /**
     * This student's paper: one seed orders the questions (kept as `paper`) and each question's
     * options. A turn of the event loop before and after: on the embedded database the statements
     * answer through promises alone, so the session, the checks, the draw, the insert and the
     * first slice of the answer ran as one piece (about 50 ms over a whole bank's paper, issue 47).
     */
    drawPaper: async (exam) => {
      const [pool] = await paperOf(exam.id, exam.version);
      await turn();
      const made = candidatePaper(pool, exam, randomInt(SEED_LIMIT));
      await turn();
      return made;
    },
  };
  sealedPaperRoutes(app, { pools, startDeps });
  const seals = sealCacheOf(pools, db);
  const sealDeps = {
    ...startDeps,
    sealKeys: (examId: number, version: number) => seals.keysOf(examId, version),
  };
  // A seal checked in memory, and the sealed start for what the statements cannot start.
  const sealedSteps = {
    claim: (slug: string, seal: string) => sealedClaim(sealDeps, slug, seal),
    start: (sealedInput: Parameters<typeof sealedStart>[1]) => sealedStart(sealDeps, sealedInput),
  };
  const resultDeps = { db, now, paperOf, holdOf, ensureFixed: fixedResults(app, pools) };

  handle(app, listOpenExams, (request) => openExams({ db, now }, request.session.id));

  handle(
    app,
    startExamAttempt,
    async (request, reply) => {
      // The session is checked inside the start's own statement (decision 290): at the opening of
      // an exam thousands of starts arrive in the same seconds, and each round trip is queued.
      const input = {
        tokenHash: bearerTokenHash(request),
        slug: request.params.slug,
        accessCode: request.body?.access_code,
        roll: request.body?.roll,
        device: eventRepo.deviceKind(request.headers["user-agent"]),
      };
      const seal = request.body?.seal;
      // A device holding its sealed copy resumes without the paper (decision 0463).
      const outcome = seal
        ? await resumeWithSeal(sealDeps, { ...input, seal })
        : await startAttempt(startDeps, input);
      if (outcome.kind === "sealedResume") return sealedResumeBody(outcome);
      if (outcome.kind !== "attempt") throw examRefusal(outcome);
      if (outcome.created) reply.status(201);
      return sendAttempt(reply, outcome);
    },
    { session: "in-handler" },
  );

  handle(
    app,
    getAttemptStatus,
    async (request) => {
      const { slug } = request.params;
      const tokenHash = bearerTokenHash(request);
      const outcome = await attemptStatus(
        { db, now, idleSince: sessionIdleSince },
        { tokenHash, slug },
      );
      if (outcome.kind !== "status") throw examRefusal(outcome);
      return outcome.status;
    },
    { session: "in-handler" },
  );

  const saveDeps: SaveAnswerDeps = {
    now: () => app.now(),
    idleSince: (now) => idleSince(now, config.sessionIdleDays),
    limit: EXAM_LIMITS.answer,
    examOf,
    questionOf: async (examId, questionId) =>
      (await poolOf(examId)).find((q) => q.id === questionId),
    forgetSlug: (slug) => pools.forgetSlug(slug),
    store: saveAnswer,
    findKept: (attemptId, questionId) => answerRepo.findKeptAnswer(app.db, attemptId, questionId),
    sealed: sealedSteps,
    recordLateTry: (late) => eventRepo.recordLateTry(app.db, { ...late, what: "answer" }),
  };
  handle(
    app,
    saveExamAnswer,
    async (request) => {
      const outcome = await saveAnswerCase(saveDeps, {
        tokenHash: bearerTokenHash(request),
        slug: request.params.slug,
        questionId: request.params.question_id,
        ...request.body,
        device: eventRepo.deviceKind(request.headers["user-agent"]),
      });
      const reply = interpretSave(outcome);
      if (!reply.ok) throw reply.error;
      return reply.body;
    },
    { session: "in-handler" },
  );

  handle(
    app,
    submitExamAttempt,
    async (request) => {
      // The session is checked inside the hand-in's own statement (decision 0454): at the close
      // thousands of hand-ins arrive in the same minutes.
      const outcome = await submitAttempt(
        { db, now, idleSince: sessionIdleSince, sealed: sealedSteps },
        {
          slug: request.params.slug,
          tokenHash: bearerTokenHash(request),
          seal: request.body?.seal,
          device: eventRepo.deviceKind(request.headers["user-agent"]),
        },
      );
      if (outcome.kind !== "submitted") throw examRefusal(outcome);
      return submittedBody(outcome);
    },
    { session: "in-handler" },
  );

  handle(app, getExamResult, async (request) => {
    const { slug } = request.params;
    const outcome = await examResult(resultDeps, { slug, userId: request.session.id });
    if (outcome.kind !== "result") throw examRefusal(outcome);
    return outcome.result;
  });
}
