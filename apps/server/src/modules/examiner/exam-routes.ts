import type { FastifyInstance } from "fastify";
import type { output } from "zod/v4/core";
import { MERIT_DEFAULT_ZONE, type MeritRow, getMerit } from "@tayari/contracts/exam-results";
import {
  closeExamNow,
  createExam,
  examinerExamSchema,
  listExaminerExams,
  releaseResults,
} from "@tayari/contracts/examiner-exams";
import { profileFor, toMarks, type ProfileName } from "@tayari/quiz/marking";
import type { Config } from "../../config";
import { AppError, coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import * as bankRepo from "../exams/bank-repository";
import * as candidateRepo from "../exams/candidate-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import { examBasics } from "../exams/exam-basics";
import * as examRepo from "../exams/exam-repository";
import { GRACE_MS, type ExamRow } from "../exams/exam-repository";
import type { Hold, HoldOf } from "../exams/holds";
import { meritList } from "../exams/merit";
import { planPaper, readPool, type PoolCache, type PublicBank } from "../exams/papers";
import * as resultRepo from "../exams/result-repository";
import { endsAt, fixedResults, isOver, resultsAt } from "../exams/results";
import { resultsMail } from "../exams/results-mail";
import { isoOrNull, meritCsv, meritRows, sectionMarks } from "./merit-list";

type ExamListRow = Awaited<ReturnType<typeof examRepo.listOwnExams>>[number];

/**
 * `outAtClose`: the exam releases at its close, is over and no running exam holds it back, so its
 * results are out though nobody pressed Release (its `released_at` stays unset).
 */
function examSummary(
  row: ExamListRow,
  hold: Hold | null,
  outAtClose = false,
): output<typeof examinerExamSchema> {
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
  const ensureFixed = fixedResults(app, pools);
  const results = resultsMail(app, config.publicUrl, holdOf);
  app.mail.addProducer((now) => results.queueDue(now));

  /** This examiner's exam; another examiner's is not found, as if it did not exist. */
  async function ownExam(ownerId: number, slug: string): Promise<ExamRow> {
    const exam = await examRepo.findExam(app.db, slug);
    if (!exam || exam.owner_id !== ownerId) throw fail(404, "exams.noExam", { slug });
    return exam;
  }

  /** The examiner's exam `slug` as the list shows it. */
  async function summaryOf(ownerId: number, slug: string, now: Date) {
    const [row] = (await examRepo.listOwnExams(app.db, ownerId, now)).filter(
      (e) => e.slug === slug,
    );
    return examSummary(row!, null);
  }

  handle(app, createExam, async (request, reply) => {
    const session = request.session;
    const body = request.body;
    const now = app.now();
    const key = body.idempotency_key ?? null;
    // A repeat (a double tap, a retry after a lost answer): the exam the first request made.
    const made = key && (await examRepo.findExamByCreateKey(app.db, session.id, key));
    if (made) return reply.status(200).send(await summaryOf(session.id, made, now));
    let source: ReadonlyArray<{ id: number; category: string }>;
    let sourceName: string;
    let bankId: number | null = null;
    if ("bank_id" in body.source) {
      const bank = await bankRepo.findOwnBankRow(app.db, session.id, body.source.bank_id);
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
    if (body.profile === "custom") {
      const rows = new Set(Object.keys(body.custom_marks ?? {}).map((c) => c.toLowerCase()));
      const missing = [...new Set(plan.pool.map((q) => q.category.toLowerCase()))].filter(
        (c) => !rows.has(c),
      );
      if (missing.length) {
        const categories = missing.join(", ");
        throw new AppError(422, coded("exams.customMarksMissing", { categories }), {
          custom_marks: [coded("exams.customMarksGive", { categories })],
        });
      }
    }
    const closesAt = new Date(body.closes_at);
    if (closesAt <= now)
      throw new AppError(422, coded("exams.closesBeforeCreated"), {
        closes_at: [coded("exams.closingInFuture")],
      });
    const durationSeconds =
      body.timing.mode === "per_question"
        ? body.timing.seconds * plan.questionCount
        : body.timing.minutes * 60;
    const created = await examRepo.insertExam(app.db, {
      ownerId: session.id,
      slug: body.slug,
      title: body.title,
      source: sourceName,
      // A private bank is never edited, and never deleted once an exam is made from it: the exam
      // reads its questions from the bank's parts (decision 97); the site's banks are copied.
      pool: bankId === null ? (plan.pool as StoredQuestion[]) : { bankId },
      selection: plan.selection,
      questionCount: plan.questionCount,
      durationSeconds,
      opensAt: new Date(body.opens_at),
      closesAt,
      profile: body.profile,
      customMarks: body.profile === "custom" ? (body.custom_marks ?? null) : null,
      accessCode: body.access_code || null,
      releaseMode: body.release,
      shuffleQuestions: body.shuffle_questions ?? true,
      shuffleOptions: body.shuffle_options ?? true,
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
        examSummary(row, holds[i]!, row.release_mode === "at_close" && over(row) && !holds[i]),
      ),
    };
  });

  handle(app, getMerit, async (request, reply) => {
    const session = request.session;
    const exam = await ownExam(session.id, request.params.slug);
    const now = app.now();
    // Over: the list fixed once (the students' results read the same rows). Running: as it
    // stands now, from the answers saved so far.
    const final = isOver(exam, now);
    const pool = await pools.get(exam.id, () => readPool(app.db, exam.id));
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
      tie_break: [...profileFor(exam.profile as ProfileName, exam.custom_marks).tieBreak],
    };
  });

  handle(app, releaseResults, async (request) => {
    const session = request.session;
    const exam = await ownExam(session.id, request.params.slug);
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
    const exam = await ownExam(session.id, request.params.slug);
    const now = app.now();
    const closed = await examRepo.closeExamNow(app.db, exam.id, now);
    if (!closed) throw fail(409, "exams.notRunning");
    // This process's copy of the exam ends now too (the others read the end from the database).
    pools.forgetSlug(exam.slug);
    if (closed.cancelled) return coded("exams.cancelled", { when: now.toISOString() });
    return coded("exams.closedNow", { when: now.toISOString(), count: closed.cut });
  });
}
