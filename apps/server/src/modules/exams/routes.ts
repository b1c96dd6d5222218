import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  answerParams,
  answerRequestSchema,
  answerResponseSchema,
  attemptResponseSchema,
  openExamsResponseSchema,
  resultResponseSchema,
  slugParams,
  startAttemptRequestSchema,
  submitResponseSchema,
} from "@tayari/contracts/exams";
import { isCorrect } from "@tayari/quiz/answer";
import type { Config } from "../../config";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { noStore } from "../../lib/no-store";
import { enforceLimit, type LimitRule } from "../../plugins/rate-limit";
import { authenticate } from "../auth/authenticate";
import { maxScore, meritList } from "./merit";
import { drawPaper, studentQuestions, type PoolCache } from "./papers";
import * as repo from "./repository";
import { GRACE_MS, type AttemptRow, type ExamRow } from "./repository";

const NOT_OPEN = "There is no open exam at this address. Check the link with your college.";
const NOT_STARTED = "You have not started this exam.";
const ONE_ATTEMPT = "You have already sat this exam. Each student has one attempt.";

const secondsLeft = (deadline: Date, now: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** Past the deadline and its grace, or submitted: the attempt takes no more answers. */
export const isClosed = (attempt: Pick<AttemptRow, "deadline" | "submitted_at">, now: Date) =>
  attempt.submitted_at !== null || now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** Results (and with them the keys) are out after release, never before the window and its grace end. */
export function resultsAt(exam: Pick<ExamRow, "release_mode" | "released_at" | "closes_at">) {
  if (exam.released_at) return exam.released_at;
  return exam.release_mode === "at_close" ? new Date(exam.closes_at.getTime() + GRACE_MS) : null;
}

/** What both sides show of an exam: its address, title, window and size. */
export function examBasics(
  row: Pick<
    ExamRow,
    "slug" | "title" | "opens_at" | "closes_at" | "duration_seconds" | "question_count"
  >,
) {
  return {
    slug: row.slug,
    title: row.title,
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    duration_seconds: row.duration_seconds,
    question_count: row.question_count,
  };
}

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

const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The student's side: open exams, one attempt each, answers saved one by one, the result after release. */
export const examRoutes: FastifyPluginAsyncZod<{ pools: PoolCache; config: Config }> = async (
  app,
  { pools, config },
) => {
  noStore(app);
  const signedIn = (request: Parameters<typeof authenticate>[0]) =>
    authenticate(request, config.sessionIdleDays);
  const poolOf = (examId: number) => pools.get(examId, () => repo.findPool(app.db, examId));

  /** The signed-in student's attempt at the exam at `slug`, or a 404 with `missing`. */
  async function sitting(request: Parameters<typeof signedIn>[0], slug: string, missing: string) {
    const session = await signedIn(request);
    const exam = await repo.findExam(app.db, slug);
    const attempt = exam && (await repo.findAttempt(app.db, exam.id, session.id));
    if (!exam || !attempt) throw new HttpError(404, missing);
    return { exam, attempt };
  }

  async function attemptBody(exam: ExamRow, attempt: AttemptRow, now: Date) {
    const pool = await poolOf(exam.id);
    const answers = await repo.listAnswers(app.db, attempt.id);
    const last = answers.at(-1);
    const lastIndex = last ? attempt.paper.indexOf(last.question_id) : -1;
    return {
      id: attempt.id,
      exam: { slug: exam.slug, title: exam.title },
      started_at: attempt.started_at.toISOString(),
      deadline: attempt.deadline.toISOString(),
      seconds_left: secondsLeft(attempt.deadline, now),
      resume_at: Math.min(lastIndex + 1, attempt.paper.length - 1),
      questions: studentQuestions(pool, attempt.paper),
      answers: Object.fromEntries(answers.map((a) => [String(a.question_id), a.pick])),
    };
  }

  app.get(
    "/exams",
    { schema: { response: { 200: openExamsResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await signedIn(request);
      const now = app.now();
      const rows = await repo.listOpenExams(app.db, session.id, now);
      return {
        exams: rows.map((row) => ({
          ...examBasics(row),
          needs_access_code: row.needs_access_code,
          attempt:
            row.attempt_id === null
              ? ("none" as const)
              : isClosed({ submitted_at: row.submitted_at, deadline: row.deadline! }, now)
                ? ("submitted" as const)
                : ("running" as const),
        })),
      };
    },
  );

  app.post(
    "/exams/:slug/attempt",
    {
      schema: {
        params: slugParams,
        body: startAttemptRequestSchema,
        response: { 200: attemptResponseSchema, 201: attemptResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await signedIn(request);
      await enforceLimit(app.limiter, `exam-start:${session.id}`, EXAM_LIMITS.start, reply);
      const now = app.now();
      const exam = await repo.findExam(app.db, request.params.slug);
      if (!exam) throw new HttpError(404, NOT_OPEN);
      const existing = await repo.findAttempt(app.db, exam.id, session.id);
      if (existing) {
        if (isClosed(existing, now)) throw new HttpError(409, ONE_ATTEMPT);
        return attemptBody(exam, existing, now);
      }
      if (now < exam.opens_at || now >= exam.closes_at) throw new HttpError(404, NOT_OPEN);
      if (exam.access_code !== null) {
        const given = request.body?.access_code?.trim() ?? "";
        if (!given)
          throw new HttpError(403, "This exam needs the access code your college gave you.");
        if (given !== exam.access_code)
          throw new HttpError(403, "That access code is not right. Check it with your college.");
      }
      const paper = drawPaper(await poolOf(exam.id), exam.selection);
      const deadline = new Date(
        Math.min(now.getTime() + exam.duration_seconds * 1000, exam.closes_at.getTime()),
      );
      const created = await repo.insertAttempt(app.db, {
        examId: exam.id,
        userId: session.id,
        paper,
        startedAt: now,
        deadline,
      });
      // Another device of this student started a moment earlier: that attempt is the one.
      const attempt = created ?? (await repo.findAttempt(app.db, exam.id, session.id))!;
      if (!created && isClosed(attempt, now)) throw new HttpError(409, ONE_ATTEMPT);
      reply.status(created ? 201 : 200);
      return attemptBody(exam, attempt, now);
    },
  );

  app.put(
    "/exams/:slug/attempt/answers/:question_id",
    {
      schema: {
        params: answerParams,
        body: answerRequestSchema,
        response: { 200: answerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await signedIn(request);
      await enforceLimit(app.limiter, `exam-answer:${session.id}`, EXAM_LIMITS.answer, reply);
      const now = app.now();
      const { slug, question_id: questionId } = request.params;
      const attempt = await repo.findAttemptBySlug(app.db, slug, session.id);
      if (!attempt) throw new HttpError(404, NOT_STARTED);
      const timeUp = () =>
        new HttpError(
          409,
          `Time is up: this exam ended at ${when(attempt.deadline)}, so the answer was not saved.`,
        );
      if (attempt.submitted_at !== null)
        throw new HttpError(409, "You have submitted this exam; its answers can no longer change.");
      if (isClosed(attempt, now)) throw timeUp();
      if (!attempt.paper.includes(questionId))
        throw new HttpError(404, `Question ${questionId} is not on your paper.`);
      const question = (await poolOf(attempt.exam_id)).find((q) => q.id === questionId)!;
      const { pick } = request.body;
      if (!question.options.includes(pick))
        throw new HttpError(422, "Choose one of the question's options.", {
          pick: ["Choose one of the question's options."],
        });
      const saved = await repo.saveAnswer(app.db, {
        attemptId: attempt.id,
        questionId,
        pick,
        now,
      });
      // Submitted or timed out between the read above and the write.
      if (!saved) throw timeUp();
      return {
        question_id: saved.question_id,
        pick: saved.pick,
        saved_at: new Date(saved.saved_at).toISOString(),
        seconds_left: secondsLeft(attempt.deadline, now),
      };
    },
  );

  app.post(
    "/exams/:slug/attempt/submit",
    { schema: { params: slugParams, response: { 200: submitResponseSchema, ...errorResponses } } },
    async (request) => {
      const { exam, attempt } = await sitting(request, request.params.slug, NOT_STARTED);
      const now = app.now();
      // Submitting twice (a retry after a lost answer) gives the same answer as the first time.
      const closed =
        attempt.submitted_at ??
        (await repo.submitAttempt(app.db, attempt.id, now))?.submitted_at ??
        now;
      const release = resultsAt(exam);
      return {
        message: release
          ? `Your answers are in. Results are out at ${when(release)}.`
          : "Your answers are in. Your college will release the results.",
        submitted_at: new Date(closed).toISOString(),
        answered: await repo.countAnswers(app.db, attempt.id),
        results_at: release?.toISOString() ?? null,
      };
    },
  );

  app.get(
    "/exams/:slug/result",
    { schema: { params: slugParams, response: { 200: resultResponseSchema, ...errorResponses } } },
    async (request) => {
      const { exam, attempt } = await sitting(
        request,
        request.params.slug,
        "You did not sit this exam.",
      );
      const now = app.now();
      const release = resultsAt(exam);
      if (!release || now < release)
        throw new HttpError(
          409,
          release
            ? `Results of this exam are out at ${when(release)}.`
            : "Results of this exam are not released yet.",
        );
      const pool = await poolOf(exam.id);
      const ranked = meritList(exam, pool, await repo.listAttemptsForMarking(app.db, exam.id));
      const mine = ranked.find((r) => r.candidate.id === attempt.id)!;
      const picks = await repo.listAnswers(app.db, attempt.id);
      const pickOf = new Map(picks.map((a) => [a.question_id, a.pick]));
      const byId = new Map(pool.map((q) => [q.id, q]));
      return {
        exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
        score: mine.score.total / 100,
        max_score: maxScore(exam, pool, attempt.paper),
        correct: mine.score.correct,
        wrong: mine.score.wrong,
        unanswered: mine.score.unanswered,
        rank: mine.rank,
        candidates: ranked.length,
        percentile: mine.percentile,
        review: attempt.paper.map((id) => {
          const q = byId.get(id)!;
          const pick = pickOf.get(id) ?? null;
          return { ...q, pick, correct: isCorrect(pick, q.answer) };
        }),
      };
    },
  );
};
