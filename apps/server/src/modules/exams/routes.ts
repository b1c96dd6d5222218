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
import { enforceLimit, tooManyAttempts, type LimitRule } from "../../plugins/rate-limit";
import { authenticate, bearerTokenHash, idleSince, notSignedIn } from "../auth/authenticate";
import { maxScore, meritList } from "./merit";
import { drawPaper, studentQuestions, type FixedExam, type PoolCache } from "./papers";
import * as repo from "./repository";
import { GRACE_MS, type AttemptRow, type ExamRow, type StoredQuestion } from "./repository";

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

  const examOf = (slug: string) => pools.examOf(slug, () => repo.findExam(app.db, slug));

  function attemptBody(
    exam: FixedExam,
    pool: StoredQuestion[],
    attempt: AttemptRow,
    answers: Array<{ question_id: number; pick: string }>,
    now: Date,
  ) {
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
      const [rows, sat] = await Promise.all([
        repo.listOpenExams(app.db, session.id, now),
        repo.listSatExams(app.db, session.id, now),
      ]);
      return {
        sat: sat.map((row) => ({
          slug: row.slug,
          title: row.title,
          closes_at: row.closes_at.toISOString(),
          results_at: resultsAt(row)?.toISOString() ?? null,
        })),
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
      const { slug } = request.params;
      // The exam comes from this process's cache; one deleted since (its examiner's account
      // closed), perhaps made again under the slug, is noticed at the insert and looked up anew.
      for (let tries = 0; ; tries++) {
        const exam = await examOf(slug);
        if (!exam) throw new HttpError(404, NOT_OPEN);
        const existing = await repo.findAttemptWithAnswers(app.db, exam.id, session.id);
        if (existing) {
          if (isClosed(existing.attempt, now)) throw new HttpError(409, ONE_ATTEMPT);
          const pool = await poolOf(exam.id);
          return attemptBody(exam, pool, existing.attempt, existing.answers, now);
        }
        if (now < exam.opens_at || now >= exam.closes_at) throw new HttpError(404, NOT_OPEN);
        if (exam.access_code !== null) {
          const given = request.body?.access_code?.trim() ?? "";
          if (!given)
            throw new HttpError(403, "This exam needs the access code your college gave you.");
          if (given !== exam.access_code)
            throw new HttpError(403, "That access code is not right. Check it with your college.");
        }
        const pool = await poolOf(exam.id);
        const deadline = new Date(
          Math.min(now.getTime() + exam.duration_seconds * 1000, exam.closes_at.getTime()),
        );
        const created = await repo.insertAttempt(app.db, {
          examId: exam.id,
          userId: session.id,
          paper: drawPaper(pool, exam.selection),
          startedAt: now,
          deadline,
        });
        if (created === "gone") {
          pools.forgetSlug(slug);
          if (tries === 0) continue;
          throw new HttpError(404, NOT_OPEN);
        }
        if (created !== "exists") {
          reply.status(201);
          return attemptBody(exam, pool, created, [], now);
        }
        // Another device of this student started a moment earlier: that attempt is the one.
        const other = (await repo.findAttemptWithAnswers(app.db, exam.id, session.id))!;
        if (isClosed(other.attempt, now)) throw new HttpError(409, ONE_ATTEMPT);
        return attemptBody(exam, pool, other.attempt, other.answers, now);
      }
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
      // One statement checks the session, counts the save, finds the attempt and stores the
      // answer (decision 0050); the outcome is read in the order separate steps would take.
      const tokenHash = bearerTokenHash(request);
      const now = app.now();
      const { slug, question_id: questionId } = request.params;
      const { pick } = request.body;
      for (let tries = 0; ; tries++) {
        const examId = (await examOf(slug))?.id ?? 0;
        const question = examId
          ? (await poolOf(examId)).find((q) => q.id === questionId)
          : undefined;
        const outcome = await repo.saveAnswerInOneStatement(app.db, {
          tokenHash,
          idleSince: idleSince(now, config.sessionIdleDays),
          limitKey: "exam-answer:",
          limit: EXAM_LIMITS.answer.limit,
          limitWindowMs: EXAM_LIMITS.answer.windowMs,
          slug,
          examId,
          questionId,
          pick,
          pickIsOption: question?.options.includes(pick) ?? false,
          now,
        });
        if (outcome.user_id === null) throw notSignedIn();
        if (outcome.hits! > EXAM_LIMITS.answer.limit) {
          const retryAfterMs = Math.max(0, outcome.hits_reset_at!.getTime() - now.getTime());
          reply.header("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
          throw tooManyAttempts(retryAfterMs);
        }
        if (outcome.attempt_id === null) throw new HttpError(404, NOT_STARTED);
        // This process knew the slug by an exam since deleted and made again: look it up anew.
        if (outcome.exam_id !== examId) {
          pools.forgetSlug(slug);
          if (tries === 0) continue;
          throw new HttpError(404, NOT_STARTED);
        }
        const deadline = outcome.deadline!;
        const timeUp = () =>
          new HttpError(
            409,
            `Time is up: this exam ended at ${when(deadline)}, so the answer was not saved.`,
          );
        if (outcome.submitted_at !== null)
          throw new HttpError(
            409,
            "You have submitted this exam; its answers can no longer change.",
          );
        if (isClosed({ deadline, submitted_at: null }, now)) throw timeUp();
        if (!outcome.on_paper)
          throw new HttpError(404, `Question ${questionId} is not on your paper.`);
        if (!question?.options.includes(pick))
          throw new HttpError(422, "Choose one of the question's options.", {
            pick: ["Choose one of the question's options."],
          });
        // Submitted or timed out between the checks and the write (another request's commit).
        if (outcome.saved_at === null) throw timeUp();
        return {
          question_id: questionId,
          pick,
          saved_at: outcome.saved_at.toISOString(),
          seconds_left: secondsLeft(deadline, now),
        };
      }
    },
  );

  app.post(
    "/exams/:slug/attempt/submit",
    { schema: { params: slugParams, response: { 200: submitResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await signedIn(request);
      const now = app.now();
      // Submitting twice (a retry after a lost answer) gives the same answer as the first time.
      const closed = await repo.submitAttemptBySlug(app.db, request.params.slug, session.id, now);
      if (!closed) throw new HttpError(404, NOT_STARTED);
      const release = resultsAt(closed);
      return {
        message: release
          ? `Your answers are in. Results are out at ${when(release)}.`
          : "Your answers are in. Your college will release the results.",
        submitted_at: new Date(closed.closed_at ?? now).toISOString(),
        answered: Number(closed.answered ?? 0),
        results_at: release?.toISOString() ?? null,
      };
    },
  );

  app.get(
    "/exams/:slug/result",
    { schema: { params: slugParams, response: { 200: resultResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await signedIn(request);
      const exam = await repo.findExam(app.db, request.params.slug);
      const attempt = exam && (await repo.findAttempt(app.db, exam.id, session.id));
      if (!exam || !attempt) throw new HttpError(404, "You did not sit this exam.");
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
