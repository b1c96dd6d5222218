import type { Passage } from "@tayari/contracts/question";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  MIXED_MODES,
  getAttemptReview,
  getAttempts,
  putAttempt,
  type AttemptMode,
  type AttemptSummary,
  type PutAttemptRequest,
} from "@tayari/contracts/attempts";
import { isCorrect } from "@tayari/quiz/answer";
import { withOptionOrder } from "@tayari/quiz/shuffle";
import { coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { gradeAnswers } from "../review/schedule";
import { nepalDay } from "../progress/nepal-day";
import { addProgress, type ProgressRow } from "../progress/repository";
import { applyAnswers } from "../learner/repository";
import type { MockSittings } from "../mocks/sittings";
import { QuestionBanks } from "./question-banks";
import * as repo from "./repository";

/** A browser's clock may run a little ahead of ours; more than this is not a finished attempt. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;
type PutBody = PutAttemptRequest;

export function toSummary(row: Omit<Row, "user_id" | "fingerprint" | "seed">): AttemptSummary {
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
    // Only when sent, so an attempt kept before seeds and sent again matches its fingerprint.
    ...(body.seed === undefined ? [] : [body.seed]),
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

/**
 * The answers that move the learner model (decision 190): those given (a question left blank says
 * nothing of what the student knows) to questions still in their banks (a withdrawn question may
 * have been wrong).
 */
function modelAnswers(
  answers: ReadonlyArray<repo.NewAttempt["answers"][number] & { withdrawn: boolean }>,
) {
  return answers
    .filter((a) => a.pick !== null && !a.withdrawn)
    .map((a) => ({
      bank: a.bank,
      questionId: a.questionId,
      subject: a.category,
      right: a.correct,
    }));
}

export async function attemptRoutes(
  app: FastifyInstance,
  {
    banks,
    mocks,
    attemptsPerHour,
  }: { banks: QuestionBanks; mocks: MockSittings; attemptsPerHour: number },
) {
  noStore(app);
  // Recording attempts costs the database and every later export: bounded per account like the
  // other writes (issue 47), far above what a student makes. A week offline of heavy practice is a
  // few hundred attempts, synced at once when the phone is back; a 429 leaves the rest queued in
  // the browser, which sends them when the hour is over (decision 141).
  const recordLimit = app.limit({
    name: "attempts",
    limit: attemptsPerHour,
    windowMs: 60 * 60_000,
    key: (request) => String(request.session!.id),
  });

  /** Each question of the attempt looked up in its bank, or a 422 naming the first that is not. */
  async function resolveQuestions(body: PutBody) {
    const mixed = MIXED_MODES.includes(body.mode);
    if (mixed && body.source !== body.mode)
      throw invalidField("source", "attempts.mixedSource", { mode: body.mode });
    const single = mixed ? null : await banks.forAttempt(app.db, body.mode, body.source);
    if (!mixed && !single)
      throw invalidField("source", "attempts.noSuchSource", {
        mode: body.mode,
        source: body.source,
      });
    const find = banks.finder(app.db);
    const seen = new Set<string>();
    const resolved = [];
    for (const [i, answer] of body.questions.entries()) {
      const n = i + 1;
      let bank = single;
      if (mixed) {
        if (!answer.bank) throw invalidField("questions", "attempts.questionWithoutBank", { n });
        bank = await find(answer.bank);
        if (!bank)
          throw invalidField("questions", "attempts.questionUnknownBank", {
            n,
            bank: answer.bank,
          });
      } else if (answer.bank !== undefined && answer.bank !== single!.key) {
        throw invalidField("questions", "attempts.questionOtherBank", {
          n,
          bank: answer.bank,
          title: single!.title,
        });
      }
      // A question withdrawn from its unit after the student answered it (an attempt kept in the
      // browser while offline): marked by the question as it was, never asked for review again.
      const withdrawn = bank!.questions.has(answer.id)
        ? null
        : await banks.withdrawn(app.db, bank!.key, answer.id);
      const question = bank!.questions.get(answer.id) ?? withdrawn;
      if (!question)
        throw invalidField("questions", "attempts.questionNotInBank", {
          n,
          id: answer.id,
          title: bank!.title,
        });
      const key = `${bank!.key}\n${answer.id}`;
      if (seen.has(key))
        throw invalidField("questions", "attempts.questionTwice", { n, id: answer.id });
      seen.add(key);
      if (answer.pick !== null && !question.options.includes(answer.pick))
        throw invalidField("questions", "attempts.pickNotOption", { n });
      resolved.push({
        bank: bank!.key,
        questionId: answer.id,
        category: question.category,
        pick: answer.pick,
        correct: isCorrect(answer.pick, question.answer),
        seconds: answer.seconds,
        withdrawn: withdrawn !== null,
      });
    }
    return { title: single?.title ?? QuestionBanks.mixedTitle(body.mode), answers: resolved };
  }

  handle(
    app,
    putAttempt,
    async (request, reply) => {
      const user = request.session;
      const id = request.params.id.toLowerCase();
      const body = request.body;
      const print = fingerprint(body);
      const existing = await repo.findAttempt(app.db, id);
      if (existing) {
        if (existing.user_id !== user.id || existing.fingerprint !== print)
          throw fail(409, "attempts.idTaken");
        return { ...coded("attempts.alreadySaved"), attempt: toSummary(existing) };
      }
      const startedAt = new Date(body.started_at);
      const finishedAt = new Date(body.finished_at);
      if (finishedAt < startedAt) throw invalidField("finished_at", "attempts.finishedBeforeStart");
      if (finishedAt.getTime() > app.now().getTime() + CLOCK_SKEW_MS)
        throw invalidField("finished_at", "attempts.finishedInFuture");
      const { title, answers } = await resolveQuestions(body);
      // A mock sitting is the whole paper within its time (decision 64).
      const mockPaper =
        body.mode === "mock"
          ? mocks.check({ source: body.source, startedAt, finishedAt, questions: body.questions })
          : null;
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
        seed: body.seed ?? null,
        answers,
      };
      const inserted = await repo.inTransaction(app.db, async (trx) => {
        if (!(await repo.insertAttempt(trx, attempt))) return false;
        await addProgress(trx, progressRows(attempt));
        await gradeAnswers(
          trx,
          user.id,
          answers.filter((a) => !a.withdrawn),
          // "Practise next" mixes due reviews in (decision 193): its answers grade their cards.
          body.mode === "review" || body.mode === "next-step",
          finishedAt,
        );
        if (mockPaper) await mocks.record(trx, attempt, mockPaper);
        // The learner model last: it locks the questions' rows to the commit (decision 190).
        await applyAnswers(trx, user.id, modelAnswers(answers), finishedAt);
        return true;
      });
      if (inserted && mockPaper) mocks.standings.touched(mockPaper.ref.slug);
      if (!inserted) {
        // The same id arrived twice at once: the one that lost the race is answered like a resend.
        const winner = await repo.findAttempt(app.db, id);
        if (winner?.user_id !== user.id || winner.fingerprint !== print)
          throw fail(409, "attempts.idTaken");
        return { ...coded("attempts.alreadySaved"), attempt: toSummary(winner) };
      }
      return reply.status(201).send({
        ...coded("attempts.saved"),
        attempt: toSummary({ ...attempt, started_at: startedAt, finished_at: finishedAt }),
      });
    },
    { preHandler: [recordLimit] },
  );

  handle(app, getAttempts, async (request) => {
    const user = request.session;
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
  });

  handle(app, getAttemptReview, async (request) => {
    const user = request.session;
    const row = await repo.findAttempt(app.db, request.params.id.toLowerCase());
    // Another student's attempt is as unknown as one that does not exist.
    if (!row || row.user_id !== user.id) throw fail(404, "attempts.notFound");
    const answers = await repo.listAnswers(app.db, row.id);
    const find = banks.finder(app.db);
    const mixed = MIXED_MODES.includes(row.mode as AttemptMode);
    // The passages the questions stand on, each sent once (decision 174).
    const passages = new Map<string, Passage>();
    const questions = await Promise.all(
      answers.map(async (a) => {
        const bank = await find(a.bank);
        const question = bank?.questions.get(a.question_id);
        const passage = question?.passage ? bank?.passages?.get(question.passage) : undefined;
        if (passage) passages.set(passage.id, passage);
        const written = { id: a.question_id, options: question?.options ?? [] };
        // In the order the student saw them: from the attempt's seed and the question's
        // address in it (its bank too where the attempt mixes banks, as the browser had it).
        const { options } =
          row.seed === null
            ? written
            : withOptionOrder({ ...written, bank: mixed ? a.bank : undefined }, row.seed);
        return {
          id: a.question_id,
          bank: a.bank,
          category: a.category,
          question:
            question?.question ?? "This question was withdrawn from its bank after the attempt.",
          options,
          answer: question?.answer ?? "",
          explanation: question?.explanation ?? "",
          // The formulas' trees and the figure, so the review draws them as the quiz did.
          ...(question?.math ? { math: question.math } : {}),
          ...(question?.figure ? { figure: question.figure } : {}),
          ...(passage ? { passage: passage.id } : {}),
          pick: a.pick,
          correct: a.correct,
          seconds: a.seconds,
          ...(question ? {} : { withdrawn: true as const }),
        };
      }),
    );
    return {
      attempt: toSummary(row),
      questions,
      ...(passages.size ? { passages: [...passages.values()] } : {}),
    };
  });
}
