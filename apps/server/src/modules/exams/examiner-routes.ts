import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PUBLIC_BANK_WARNING,
  bankSummarySchema,
  banksResponseSchema,
  createBankRequestSchema,
  createExamRequestSchema,
  examinerExamSchema,
  examinerExamsResponseSchema,
  meritResponseSchema,
  slugParams,
} from "@tayari/contracts/exams";
import { messageResponseSchema } from "@tayari/contracts/auth";
import { validateExamBank } from "@tayari/content/validate";
import { importQuestions } from "@tayari/content/import";
import type { Config } from "../../config";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { noStore } from "../../lib/no-store";
import { authenticateExaminer } from "../auth/authenticate";
import { meritCsv, meritList, meritRows } from "./merit";
import { planPaper, type PoolCache, type PublicBank } from "./papers";
import * as repo from "./repository";
import { resultsMail } from "./results-mail";
import { GRACE_MS, type ExamRow, type StoredQuestion } from "./repository";
import { examBasics, resultsAt } from "./routes";

/** A bank file may be far larger than an ordinary request. */
const BANK_BODY_LIMIT = 5 * 1024 * 1024;

function categoryCounts(questions: readonly StoredQuestion[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of questions) counts[q.category] = (counts[q.category] ?? 0) + 1;
  return counts;
}

/** The validator's problems as the API's per-field errors: `question 12` or `bank`. */
function bankErrors(problems: ReturnType<typeof validateExamBank>) {
  const errors: Record<string, string[]> = {};
  for (const p of problems)
    (errors[p.id === null ? "bank" : `question ${p.id}`] ??= []).push(p.reason);
  return errors;
}

const faults = (n: number) =>
  `The bank has ${n} problem${n === 1 ? "" : "s"}; nothing was saved. Fix each and upload it again.`;

/** A bank in the bank format, with every fault of the validator or none. */
function checkedBank(name: string, questions: unknown[]): StoredQuestion[] {
  const problems = validateExamBank(name, { questions });
  if (problems.length) throw new HttpError(422, faults(problems.length), bankErrors(problems));
  return questions as StoredQuestion[];
}

/** A CSV, Aiken or GIFT file: all or nothing, each rejected question named by its line. */
function importedBank(name: string, result: ReturnType<typeof importQuestions>): StoredQuestion[] {
  if (result.rejected.length) {
    const errors: Record<string, string[]> = {};
    for (const r of result.rejected) (errors[`line ${r.line}`] ??= []).push(r.reason);
    throw new HttpError(422, faults(result.rejected.length), errors);
  }
  if (!result.questions.length)
    throw new HttpError(422, faults(1), { bank: ["holds no questions"] });
  return result.questions;
}

type ExamListRow = Awaited<ReturnType<typeof repo.listOwnExams>>[number];

function examSummary(row: ExamListRow): z.output<typeof examinerExamSchema> {
  return {
    ...examBasics(row),
    profile: row.profile,
    release: row.release_mode,
    released: row.released_at !== null,
    source: row.source,
    access_code: row.access_code,
    started: Number(row.started),
    submitted: Number(row.submitted),
    warning: row.source.startsWith("public:") ? PUBLIC_BANK_WARNING : null,
  };
}

/** College staff: private banks, exams, live counts, the merit list and the release of results. */
export const examinerRoutes: FastifyPluginAsyncZod<{
  pools: PoolCache;
  publicBank: (name: PublicBank) => StoredQuestion[];
  config: Config;
}> = async (app, { pools, publicBank, config }) => {
  noStore(app);
  const results = resultsMail(app, config.publicUrl);
  app.mail.addProducer((now) => results.queueDue(now));
  const examiner = (request: Parameters<typeof authenticateExaminer>[0]) =>
    authenticateExaminer(request, config.sessionIdleDays);

  /** This examiner's exam; another examiner's is not found, as if it did not exist. */
  async function ownExam(ownerId: number, slug: string): Promise<ExamRow> {
    const exam = await repo.findExam(app.db, slug);
    if (!exam || exam.owner_id !== ownerId)
      throw new HttpError(404, `You have no exam at /exams/${slug}.`);
    return exam;
  }

  app.post(
    "/examiner/banks",
    {
      bodyLimit: BANK_BODY_LIMIT,
      schema: {
        body: createBankRequestSchema,
        response: { 201: bankSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await examiner(request);
      const { name, questions, format, text, category } = request.body;
      const stored = format
        ? importedBank(
            name,
            importQuestions(
              text!,
              format,
              { allowed: null, existing: [], category: category || null },
              name,
            ),
          )
        : checkedBank(name, questions!);
      const bank = await repo.insertBank(app.db, { ownerId: session.id, name, questions: stored });
      return reply.status(201).send({
        id: bank.id,
        name: bank.name,
        question_count: bank.question_count,
        categories: categoryCounts(stored),
        created_at: bank.created_at.toISOString(),
      });
    },
  );

  app.get(
    "/examiner/banks",
    { schema: { response: { 200: banksResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await examiner(request);
      const banks = await repo.listBanks(app.db, session.id);
      return {
        banks: banks.map((bank) => ({
          id: bank.id,
          name: bank.name,
          question_count: bank.question_count,
          categories: categoryCounts(bank.questions),
          created_at: bank.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    "/examiner/exams",
    {
      schema: {
        body: createExamRequestSchema,
        response: { 201: examinerExamSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await examiner(request);
      const body = request.body;
      const now = app.now();
      let source: StoredQuestion[];
      let sourceName: string;
      if ("bank_id" in body.source) {
        const bank = await repo.findOwnBank(app.db, session.id, body.source.bank_id);
        if (!bank) throw new HttpError(404, `You have no bank with id ${body.source.bank_id}.`);
        source = bank.questions;
        sourceName = `bank:${bank.id}`;
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
        if (missing.length)
          throw new HttpError(422, `The custom marks have no row for ${missing.join(", ")}.`, {
            custom_marks: [`Give marks and a penalty for ${missing.join(", ")}.`],
          });
      }
      const closesAt = new Date(body.closes_at);
      if (closesAt <= now)
        throw new HttpError(422, "The exam would close before it is created.", {
          closes_at: ["Choose a closing time in the future."],
        });
      const durationSeconds =
        body.timing.mode === "per_question"
          ? body.timing.seconds * plan.questionCount
          : body.timing.minutes * 60;
      const created = await repo.insertExam(app.db, {
        ownerId: session.id,
        slug: body.slug,
        title: body.title,
        source: sourceName,
        pool: plan.pool,
        selection: plan.selection,
        questionCount: plan.questionCount,
        durationSeconds,
        opensAt: new Date(body.opens_at),
        closesAt,
        profile: body.profile,
        customMarks: body.profile === "custom" ? (body.custom_marks ?? null) : null,
        accessCode: body.access_code || null,
        releaseMode: body.release,
      });
      if (!created)
        throw new HttpError(422, "The slug has already been taken.", {
          slug: ["The slug has already been taken."],
        });
      const [row] = (await repo.listOwnExams(app.db, session.id, now)).filter(
        (e) => e.slug === body.slug,
      );
      return reply.status(201).send(examSummary(row!));
    },
  );

  app.get(
    "/examiner/exams",
    { schema: { response: { 200: examinerExamsResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await examiner(request);
      const rows = await repo.listOwnExams(app.db, session.id, app.now());
      return { exams: rows.map(examSummary) };
    },
  );

  app.get(
    "/examiner/exams/:slug/merit",
    {
      schema: {
        params: slugParams,
        querystring: z.object({
          format: z.enum(["json", "csv"], { error: "format is json or csv." }).default("json"),
        }),
        // The CSV goes out as text, past the JSON serializer.
        response: { 200: z.union([meritResponseSchema, z.string()]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await examiner(request);
      const exam = await ownExam(session.id, request.params.slug);
      const pool = await pools.get(exam.id, () => repo.findPool(app.db, exam.id));
      const rows = meritRows(
        meritList(exam, pool, await repo.listAttemptsForMarking(app.db, exam.id)),
      );
      if (request.query.format === "csv") {
        return reply
          .type("text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${exam.slug}-merit.csv"`)
          .serializer((payload: string) => payload)
          .send(meritCsv(rows));
      }
      const final = app.now().getTime() > exam.closes_at.getTime() + GRACE_MS;
      return {
        exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
        final,
        rows,
      };
    },
  );

  app.post(
    "/examiner/exams/:slug/release",
    { schema: { params: slugParams, response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) => {
      const session = await examiner(request);
      const exam = await ownExam(session.id, request.params.slug);
      const now = app.now();
      const opensUntil = new Date(exam.closes_at.getTime() + GRACE_MS);
      if (now < opensUntil)
        throw new HttpError(
          409,
          `The exam is open until ${exam.closes_at.toISOString()}; its results can be released after it closes.`,
        );
      await repo.releaseExam(app.db, exam.id, now);
      const release = resultsAt({ ...exam, released_at: exam.released_at ?? now });
      await results.released(exam, now);
      return {
        message: `Results are released (${release?.toISOString()}). Students can see their score, rank and review; those with a verified e-mail address get a mail.`,
      };
    },
  );
};
