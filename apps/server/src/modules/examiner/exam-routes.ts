import type { FastifyInstance } from "fastify";
import { isPublicExamBank } from "@tayari/contracts/exam-banks";
import type { output } from "zod/v4/core";
import {
  MERIT_DEFAULT_ZONE,
  type MeritRow,
  getCandidateAnswers,
  getMerit,
} from "@tayari/contracts/exam-results";
import {
  closeExamNow,
  createExam,
  editExam,
  examinerExamSchema,
  extendExam,
  type EditExamRequest,
  listExaminerExams,
  releaseResults,
} from "@tayari/contracts/examiner-exams";
import { profileFor, scorePaper, toMarks, type ProfileName } from "@tayari/quiz/marking";
import type { Config } from "../../config";
import { AppError, coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import * as bankRepo from "../exams/bank-repository";
import * as candidateRepo from "../exams/candidate-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import { examBasics } from "../exams/exam-basics";
import * as attemptRepo from "../exams/attempt-repository";
import * as examRepo from "../exams/exam-repository";
import { GRACE_MS, type ExamChanges, type ExamRow } from "../exams/exam-repository";
import type { Hold, HoldOf } from "../exams/holds";
import * as answerRepo from "../exams/answer-repository";
import { currentCorrections } from "../exams/correction-repository";
import { maxScore, meritList, tieBreakOf } from "../exams/merit";
import {
  passagesOf,
  planPaper,
  readPassages,
  readPool,
  type PoolCache,
  type PublicBank,
} from "../exams/papers";
import * as resultRepo from "../exams/result-repository";
import { endsAt, fixedResults, isOver, resultsAt } from "../exams/results";
import { resultsMail } from "../exams/results-mail";
import { reviewOf } from "../exams/review";
import { isoOrNull, meritCsv, meritRows, sectionMarks } from "./merit-list";
import { ownExam } from "./own-exam";

type ExamListRow = Awaited<ReturnType<typeof examRepo.listOwnExams>>[number];

/**
 * `outAtClose`: the exam releases at its close, is over and no running exam holds it back, so its
 * results are out though nobody pressed Release (its `released_at` stays unset).
 */
function examSummary(
  row: ExamListRow,
  hold: Hold | null,
  outAtClose = false,
  sourceSize: (row: ExamListRow) => number | null = () => null,
): output<typeof examinerExamSchema> {
  const size = sourceSize(row);
  return {
    ...examBasics(row),
    profile: row.profile,
    release: row.release_mode,
    released: row.released_at !== null || outAtClose,
    released_at: row.released_at?.toISOString() ?? null,
    shuffle_questions: row.shuffle_questions,
    shuffle_options: row.shuffle_options,
    held_by: hold && {
      title: hold.title,
      opens: hold.opens?.toISOString() ?? null,
      until: hold.until.toISOString(),
      closes: hold.closes.toISOString(),
      another_examiner: hold.anotherExaminer,
      limit_days: hold.limitDays,
    },
    source: row.source,
    access_code: row.access_code,
    started: Number(row.started),
    submitted: Number(row.submitted),
    // A code: the page words it in the examiner's language.
    warning: row.source.startsWith("public:") ? ("exams.publicBank" as const) : null,
    version: row.version,
    quotas:
      row.selection.mode === "quota"
        ? row.selection.quotas.map(([category, count]) => ({ category, count }))
        : null,
    // A fixed list of some of the source's questions (made through the API): the edit keeps it.
    question_ids:
      row.selection.mode === "fixed" && size !== null && row.selection.ids.length < size
        ? row.selection.ids
        : null,
    per_question_seconds: row.per_question_seconds,
    custom_marks: row.custom_marks,
    tie_break: row.tie_break,
  };
}

/** College staff's exams: set, listed with live counts, the merit list, closed early, released. */
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
  /**
   * How many questions the exam's source holds (the private bank's count, the site's bank's);
   * unknown (null) for a site's bank an exam is not made from (a BCA live mock's, decision 296).
   */
  const sourceSize = (row: ExamListRow) =>
    isPublicExamBank(row.source)
      ? publicBank(row.source.slice("public:".length) as PublicBank).length
      : row.source.startsWith("public:") || row.bank_size === null
        ? null
        : Number(row.bank_size);
  const ensureFixed = fixedResults(app, pools);
  const results = resultsMail(app, config.publicUrl, holdOf);
  app.mail.addProducer((now) => results.queueDue(now));

  /** The examiner's exam `slug` as the list shows it. */
  async function summaryOf(ownerId: number, slug: string, now: Date) {
    const [row] = (await examRepo.listOwnExams(app.db, ownerId, now)).filter(
      (e) => e.slug === slug,
    );
    return examSummary(row!, null, false, sourceSize);
  }

  /**
   * What a create or an edit form makes of an exam: its questions checked against the bank (or the
   * site's bank), its marks, its tie-break order and its time; the window's close in the future.
   * Refused (409 `exams.repeatsAnother`) when it repeats another of the examiner's exams and the
   * examiner has not confirmed (decision 206).
   */
  async function examOfForm(
    ownerId: number,
    body: EditExamRequest,
    now: Date,
    exceptId: number | null,
  ): Promise<ExamChanges> {
    let source: ReadonlyArray<{ id: number; category: string }>;
    let sourceName: string;
    let bankId: number | null = null;
    if ("bank_id" in body.source) {
      const bank = await bankRepo.findOwnBankRow(app.db, ownerId, body.source.bank_id);
      if (!bank) throw fail(404, "exams.noBank", { id: body.source.bank_id });
      // Ids and categories are all the selection is checked against (decision 97).
      source = await bankRepo.bankOutline(app.db, bank.id);
      sourceName = `bank:${bank.id}`;
      bankId = bank.id;
    } else {
      source = publicBank(body.source.public_bank);
      sourceName = `public:${body.source.public_bank}`;
    }
    const plan = planPaper(source, body.selection);
    const categories = [...new Set(plan.pool.map((q) => q.category.toLowerCase()))];
    if (body.profile === "custom") {
      const rows = new Set(Object.keys(body.custom_marks ?? {}).map((c) => c.toLowerCase()));
      const missing = categories.filter((c) => !rows.has(c));
      if (missing.length) {
        const categories = missing.join(", ");
        throw new AppError(422, coded("exams.customMarksMissing", { categories }), {
          custom_marks: [coded("exams.customMarksGive", { categories })],
        });
      }
    }
    const tieBreak = body.tie_break?.map((c) => c.toLowerCase()) ?? null;
    for (const [i, category] of (tieBreak ?? []).entries()) {
      if (!categories.includes(category))
        throw invalidField("tie_break", "exams.tieBreakSection", { category });
      if (tieBreak!.indexOf(category) !== i)
        throw invalidField("tie_break", "exams.tieBreakTwice", { category });
    }
    const closesAt = new Date(body.closes_at);
    if (closesAt <= now)
      throw new AppError(422, coded("exams.closesBeforeCreated"), {
        closes_at: [coded("exams.closingInFuture")],
      });
    const opensAt = new Date(body.opens_at);
    if (!body.confirm_repeat) {
      const repeated = await examRepo.findRepeatedExam(
        app.db,
        { ownerId, title: body.title, source: sourceName, opensAt, closesAt },
        exceptId,
      );
      if (repeated)
        throw fail(409, "exams.repeatsAnother", {
          title: repeated.title,
          opens: repeated.opens_at.toISOString(),
          closes: repeated.closes_at.toISOString(),
        });
    }
    const perQuestion = body.timing.mode === "per_question" ? body.timing.seconds : null;
    return {
      title: body.title,
      source: sourceName,
      // A private bank is never edited, and never deleted once an exam is made from it: the exam
      // reads its questions from the bank's parts (decision 97); the site's banks are copied.
      pool: bankId === null ? (plan.pool as StoredQuestion[]) : { bankId },
      selection: plan.selection,
      questionCount: plan.questionCount,
      durationSeconds:
        body.timing.mode === "per_question"
          ? body.timing.seconds * plan.questionCount
          : body.timing.minutes * 60,
      opensAt,
      closesAt,
      profile: body.profile,
      customMarks: body.profile === "custom" ? (body.custom_marks ?? null) : null,
      accessCode: body.access_code || null,
      releaseMode: body.release,
      shuffleQuestions: body.shuffle_questions ?? true,
      shuffleOptions: body.shuffle_options ?? true,
      perQuestionSeconds: perQuestion,
      tieBreak,
    };
  }

  handle(app, createExam, async (request, reply) => {
    const session = request.session;
    const body = request.body;
    const now = app.now();
    const key = body.idempotency_key ?? null;
    // A repeat (a double tap, a retry after a lost answer): the exam the first request made.
    const made = key && (await examRepo.findExamByCreateKey(app.db, session.id, key));
    if (made) return reply.status(200).send(await summaryOf(session.id, made, now));
    const exam = await examOfForm(session.id, { ...body, version: 1 }, now, null);
    const created = await examRepo.insertExam(app.db, {
      ...exam,
      ownerId: session.id,
      slug: body.slug,
      createKey: key,
    });
    if (!created) {
      // Two requests with one key at the same moment: the other one made it.
      const other = key && (await examRepo.findExamByCreateKey(app.db, session.id, key));
      if (other) return reply.status(200).send(await summaryOf(session.id, other, now));
      throw invalidField("slug", "exams.slugTaken");
    }
    return reply.status(201).send(await summaryOf(session.id, body.slug, now));
  });

  /** An exam that has opened may only be extended: said with its title and opening. */
  const openedAlready = (exam: ExamRow) =>
    fail(409, "exams.editAfterOpen", { title: exam.title, opens: exam.opens_at.toISOString() });
  const changedMeanwhile = (exam: ExamRow) =>
    fail(409, "exams.editedMeanwhile", { title: exam.title });

  handle(app, editExam, async (request) => {
    const session = request.session;
    const body = request.body;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    if (exam.opens_at <= now) throw openedAlready(exam);
    if (exam.version !== body.version) throw changedMeanwhile(exam);
    const changes = await examOfForm(session.id, body, now, exam.id);
    const done = await examRepo.updateExamBeforeOpening(
      app.db,
      exam.id,
      body.version,
      changes,
      now,
    );
    // This process's copies are read again (the others notice the version when a student starts).
    pools.forgetSlug(exam.slug);
    if (!done) {
      const current = await ownExam(app.db, session.id, exam.slug);
      throw current.opens_at <= now ? openedAlready(current) : changedMeanwhile(current);
    }
    return summaryOf(session.id, exam.slug, now);
  });

  handle(app, extendExam, async (request) => {
    const session = request.session;
    const body = request.body;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    const params = { title: exam.title, when: exam.closes_at.toISOString() };
    if (exam.closes_at <= now) throw fail(409, "exams.extendClosed", params);
    if (exam.opens_at > now) throw fail(409, "exams.extendNotOpen", params);
    if (exam.version !== body.version) throw changedMeanwhile(exam);
    if (body.closes_at === undefined && body.add_minutes === undefined)
      throw fail(422, "exams.extendNothing");
    const closesAt = body.closes_at === undefined ? exam.closes_at : new Date(body.closes_at);
    if (closesAt < exam.closes_at || (body.add_minutes === undefined && closesAt <= exam.closes_at))
      throw invalidField("closes_at", "exams.extendLater", { when: params.when });
    const extended = await attemptRepo.extendRunningExam(app.db, {
      examId: exam.id,
      version: body.version,
      closesAt,
      addSeconds: (body.add_minutes ?? 0) * 60,
      now,
    });
    pools.forgetSlug(exam.slug);
    if (!extended) {
      const current = await ownExam(app.db, session.id, exam.slug);
      if (current.closes_at <= now)
        throw fail(409, "exams.extendClosed", {
          title: current.title,
          when: current.closes_at.toISOString(),
        });
      throw changedMeanwhile(current);
    }
    return coded("exams.extended", {
      title: exam.title,
      when: extended.closesAt.toISOString(),
      count: extended.moved,
    });
  });

  handle(app, listExaminerExams, async (request) => {
    const now = app.now();
    const rows = await examRepo.listOwnExams(app.db, request.session.id, now);
    // An exam over whose results are not out yet: is another unclosed exam holding them back?
    const unclosed = await examRepo.listUnclosedExams(app.db, now);
    const over = (row: ExamListRow) => isOver(row, now);
    const holds = await Promise.all(
      rows.map((row) =>
        over(row) && !row.released_at ? holdOf(row.id, now, unclosed) : Promise.resolve(null),
      ),
    );
    return {
      exams: rows.map((row, i) =>
        examSummary(
          row,
          holds[i]!,
          row.release_mode === "at_close" && over(row) && !holds[i],
          sourceSize,
        ),
      ),
    };
  });

  handle(app, getMerit, async (request, reply) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    // Over: the list fixed once (the students' results read the same rows). Running: as it
    // stands now, from the answers saved so far.
    const final = isOver(exam, now);
    const pool = await pools.get(exam.id, () => readPool(app.db, exam.id), exam.version);
    // The paper's sections in the order of its questions, for the list's columns (decision 187).
    const sections = [...new Set(pool.map((q) => q.category.toLowerCase()))];
    let rows: MeritRow[];
    if (final) {
      await ensureFixed(exam, now);
      rows = (await resultRepo.listFixedMerit(app.db, exam.id)).map((row) => ({
        ...row,
        score: toMarks(row.score),
        submitted_at: row.submitted_at?.toISOString() ?? null,
        last_answer_at: isoOrNull(row.last_answer_at),
        sections: sectionMarks(row.sections),
      }));
    } else {
      rows = meritRows(
        meritList(exam, pool, await resultRepo.listAttemptsForMarking(app.db, exam.id)),
      );
    }
    // Roll numbers beside the names when the exam's list names candidates by them (decision 215).
    const rolls = new Map(
      (await candidateRepo.listCandidates(app.db, exam.id)).flatMap((c) =>
        c.roll && c.account_email ? [[c.account_email, c.roll] as const] : [],
      ),
    );
    if (rolls.size) rows = rows.map((row) => ({ ...row, roll: rolls.get(row.email) ?? null }));
    if (request.query.format === "csv") {
      // The CSV goes out as text, past the JSON serializer.
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${exam.slug}-merit.csv"`)
        .serializer((payload: string) => payload)
        .send(meritCsv(rows, request.query.tz ?? MERIT_DEFAULT_ZONE, sections));
    }
    return {
      exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
      final,
      rows,
      sections,
      tie_break: [...tieBreakOf(exam)],
    };
  });

  // One candidate's paper, opened from their row of the merit list (issues 44 and 46): live as
  // the answers stand, after the close as marked; the student's review and the merit list's
  // marking are the reading (decision 210).
  handle(app, getCandidateAnswers, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const user = request.params.user;
    const attempt = await attemptRepo.findCandidateAttempt(app.db, exam.id, user);
    if (!attempt) throw fail(404, "exams.noCandidate", { who: String(user) });
    const [pool, passages, picks, corrections] = await Promise.all([
      pools.get(exam.id, () => readPool(app.db, exam.id), exam.version),
      pools.passagesOf(exam.id, () => readPassages(app.db, exam.id), exam.version),
      answerRepo.listAnswers(app.db, attempt.id),
      currentCorrections(app.db, exam.id),
    ]);
    const byId = new Map(pool.map((q) => [q.id, q]));
    const pickOf = new Map(picks.map((a) => [a.question_id, a.pick]));
    const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
    const questions = attempt.paper.map((id) => byId.get(id)!);
    const score = scorePaper(questions, pickOf, profile, corrections);
    return {
      exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
      candidate: {
        user_id: user,
        name: attempt.name,
        email: attempt.email,
        submitted_at: attempt.submitted_at?.toISOString() ?? null,
      },
      final: isOver(exam, app.now()),
      score: toMarks(score.total),
      max_score: maxScore(exam, pool, attempt.paper),
      correct: score.correct,
      wrong: score.wrong,
      unanswered: score.unanswered,
      dropped: score.dropped,
      review: reviewOf(attempt, byId, pickOf, corrections, profile),
      ...passagesOf(passages, questions),
    };
  });

  handle(app, releaseResults, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    const opensUntil = endsAt(exam);
    if (now < opensUntil)
      throw fail(409, "exams.openUntil", {
        when: new Date(opensUntil.getTime() - GRACE_MS).toISOString(),
      });
    // No key out while another exam not closed yet (running or opening later) holds any of the
    // questions.
    const hold = exam.released_at ? null : await holdOf(exam.id, now);
    // Bounded (decision 142): the hold ends before that exam closes.
    if (hold && hold.until < hold.closes)
      throw fail(409, "exams.heldBackLimit", {
        title: hold.title,
        when: hold.until.toISOString(),
        closes: hold.closes.toISOString(),
        count: hold.limitDays,
      });
    if (hold)
      throw fail(409, "exams.heldBack", {
        title: hold.title,
        when: hold.until.toISOString(),
        ...(hold.opens && { opens: hold.opens.toISOString() }),
      });
    // Scores, ranks and percentiles fixed before anyone can read them (once: a second release
    // changes nothing).
    await ensureFixed(exam, now);
    await examRepo.releaseExam(app.db, exam.id, now);
    const release = resultsAt({ ...exam, released_at: exam.released_at ?? now });
    await results.released(exam, now);
    return coded("exams.released", { when: release!.toISOString() });
  });

  handle(app, closeExamNow, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const now = app.now();
    const closed = await examRepo.closeExamNow(app.db, exam.id, now);
    if (!closed) throw fail(409, "exams.notRunning");
    // This process's copy of the exam ends now too (the others read the end from the database).
    pools.forgetSlug(exam.slug);
    if (closed.cancelled) return coded("exams.cancelled", { when: now.toISOString() });
    return coded("exams.closedNow", { when: now.toISOString(), count: closed.cut });
  });
}
