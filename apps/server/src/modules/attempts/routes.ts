import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MIXED_MODES,
  attemptIdParam,
  attemptReviewResponseSchema,
  attemptsQuerySchema,
  attemptsResponseSchema,
  putAttemptRequestSchema,
  putAttemptResponseSchema,
  type AttemptMode,
  type AttemptSummary,
} from "@tayari/contracts/attempts";
import { isCorrect } from "@tayari/quiz/answer";
import { z } from "zod";
import { errorResponses, HttpError } from "../../lib/http-errors";
import type { Config } from "../../config";
import { noStore } from "../../lib/no-store";
import { authenticate } from "../auth/authenticate";
import { gradeAnswers } from "../review/schedule";
import { nepalDay } from "../progress/nepal-day";
import { addProgress, type ProgressRow } from "../progress/repository";
import { QuestionBanks } from "./question-banks";
import * as repo from "./repository";

/** A browser's clock may run a little ahead of ours; more than this is not a finished attempt. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const ATTEMPT_TAKEN = "This attempt id is already used by a different attempt.";

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;
type PutBody = z.output<typeof putAttemptRequestSchema>;

export function toSummary(row: Omit<Row, "user_id" | "fingerprint">): AttemptSummary {
  return {
    id: row.id,
    mode: row.mode as AttemptMode,
    source: row.source,
    title: row.title,
    score: row.score,
    total: row.total,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: new Date(row.finished_at).toISOString(),
  };
}

/** What the browser sent, in a form where the same attempt sent again gives the same text. */
function fingerprint(body: PutBody): string {
  const canonical = JSON.stringify([
    body.mode,
    body.source,
    new Date(body.started_at).toISOString(),
    new Date(body.finished_at).toISOString(),
    body.questions.map((q) => [q.bank ?? null, q.id, q.pick, q.seconds]),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/**
 * The attempt's answers summed per category, for the student's daily sums. A question left without
 * a pick (the time ran out, or the student finished early) was not answered: it counts in the
 * attempt's score, not in "answered", the accuracy or the seconds per answer.
 */
function progressRows(attempt: repo.NewAttempt): ProgressRow[] {
  const rows = new Map<string, ProgressRow>();
  for (const a of attempt.answers) {
    const row = rows.get(a.category) ?? {
      userId: attempt.userId,
      day: nepalDay(attempt.finishedAt),
      mode: attempt.mode,
      category: a.category,
      topic: attempt.mode === "english-topic" ? attempt.source : "",
      answered: 0,
      correct: 0,
      seconds: 0,
    };
    if (a.pick !== null) {
      row.answered += 1;
      row.correct += a.correct ? 1 : 0;
      row.seconds += a.seconds;
    }
    rows.set(a.category, row);
  }
  return [...rows.values()];
}

const invalid = (message: string, field = "questions") =>
  new HttpError(422, message, { [field]: [message] });

export const attemptRoutes: FastifyPluginAsyncZod<{
  banks: QuestionBanks;
  config: Config;
}> = async (app, { banks, config }) => {
  noStore(app);

  /** Each question of the attempt looked up in its bank, or a 422 naming the first that is not. */
  async function resolveQuestions(body: PutBody) {
    const mixed = MIXED_MODES.includes(body.mode);
    if (mixed && body.source !== body.mode)
      throw invalid(`The source of a ${body.mode} attempt is '${body.mode}'.`, "source");
    const single = mixed ? null : await banks.forAttempt(app.db, body.mode, body.source);
    if (!mixed && !single)
      throw invalid(`There is no ${body.mode} called '${body.source}'.`, "source");
    const find = banks.finder(app.db);
    const seen = new Set<string>();
    const resolved = [];
    for (const [i, answer] of body.questions.entries()) {
      const n = i + 1;
      let bank = single;
      if (mixed) {
        if (!answer.bank) throw invalid(`Question ${n} does not say which bank it is from.`);
        bank = await find(answer.bank);
        if (!bank)
          throw invalid(`Question ${n} names the bank '${answer.bank}', which we do not have.`);
      } else if (answer.bank !== undefined && answer.bank !== single!.key) {
        throw invalid(`Question ${n} is from '${answer.bank}', not from ${single!.title}.`);
      }
      const question = bank!.questions.get(answer.id);
      if (!question) throw invalid(`Question ${n} (id ${answer.id}) is not in ${bank!.title}.`);
      const key = `${bank!.key}\n${answer.id}`;
      if (seen.has(key)) throw invalid(`Question ${n} (id ${answer.id}) appears twice.`);
      seen.add(key);
      if (answer.pick !== null && !question.options.includes(answer.pick))
        throw invalid(`The pick for question ${n} is not one of its options.`);
      resolved.push({
        bank: bank!.key,
        questionId: answer.id,
        category: question.category,
        pick: answer.pick,
        correct: isCorrect(answer.pick, question.answer),
        seconds: answer.seconds,
      });
    }
    return { title: single?.title ?? QuestionBanks.mixedTitle(body.mode), answers: resolved };
  }

  app.put(
    "/attempts/:id",
    {
      schema: {
        params: z.object({ id: attemptIdParam }),
        body: putAttemptRequestSchema,
        response: {
          200: putAttemptResponseSchema,
          201: putAttemptResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticate(request, config.sessionIdleDays);
      const id = request.params.id.toLowerCase();
      const body = request.body;
      const print = fingerprint(body);
      const existing = await repo.findAttempt(app.db, id);
      if (existing) {
        if (existing.user_id !== user.id || existing.fingerprint !== print)
          throw new HttpError(409, ATTEMPT_TAKEN);
        return { message: "This attempt was already saved.", attempt: toSummary(existing) };
      }
      const startedAt = new Date(body.started_at);
      const finishedAt = new Date(body.finished_at);
      if (finishedAt < startedAt)
        throw invalid("An attempt cannot finish before it starts.", "finished_at");
      if (finishedAt.getTime() > app.now().getTime() + CLOCK_SKEW_MS)
        throw invalid("finished_at is in the future.", "finished_at");
      const { title, answers } = await resolveQuestions(body);
      const attempt: repo.NewAttempt = {
        id,
        userId: user.id,
        mode: body.mode,
        source: body.source,
        title,
        score: answers.filter((a) => a.correct).length,
        total: answers.length,
        startedAt,
        finishedAt,
        fingerprint: print,
        answers,
      };
      const inserted = await repo.inTransaction(app.db, async (trx) => {
        if (!(await repo.insertAttempt(trx, attempt))) return false;
        await addProgress(trx, progressRows(attempt));
        await gradeAnswers(trx, user.id, answers, body.mode === "review", finishedAt);
        return true;
      });
      if (!inserted) {
        // The same id arrived twice at once: the one that lost the race is answered like a resend.
        const winner = await repo.findAttempt(app.db, id);
        if (winner?.user_id !== user.id || winner.fingerprint !== print)
          throw new HttpError(409, ATTEMPT_TAKEN);
        return { message: "This attempt was already saved.", attempt: toSummary(winner) };
      }
      return reply.status(201).send({
        message: "Attempt saved.",
        attempt: toSummary({ ...attempt, started_at: startedAt, finished_at: finishedAt }),
      });
    },
  );

  app.get(
    "/me/attempts",
    {
      schema: {
        querystring: attemptsQuerySchema,
        response: { 200: attemptsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await authenticate(request, config.sessionIdleDays);
      const { before, limit } = request.query;
      const rows = await repo.listAttempts(
        app.db,
        user.id,
        before ? new Date(before) : null,
        limit + 1,
      );
      const page = rows.slice(0, limit).map(toSummary);
      return {
        attempts: page,
        next_before: rows.length > limit ? page[page.length - 1]!.finished_at : null,
      };
    },
  );

  app.get(
    "/me/attempts/:id",
    {
      schema: {
        params: z.object({ id: attemptIdParam }),
        response: { 200: attemptReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await authenticate(request, config.sessionIdleDays);
      const row = await repo.findAttempt(app.db, request.params.id.toLowerCase());
      // Another student's attempt is as unknown as one that does not exist.
      if (!row || row.user_id !== user.id)
        throw new HttpError(404, "This attempt was not found among yours.");
      const answers = await repo.listAnswers(app.db, row.id);
      const find = banks.finder(app.db);
      const questions = await Promise.all(
        answers.map(async (a) => {
          const question = (await find(a.bank))?.questions.get(a.question_id);
          return {
            id: a.question_id,
            bank: a.bank,
            category: a.category,
            question: question?.question ?? "This question has since been removed from the bank.",
            options: question?.options ?? [],
            answer: question?.answer ?? "",
            explanation: question?.explanation ?? "",
            pick: a.pick,
            correct: a.correct,
            seconds: a.seconds,
          };
        }),
      );
      return { attempt: toSummary(row), questions };
    },
  );
};
