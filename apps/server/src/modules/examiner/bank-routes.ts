import { readdirSync } from "node:fs";
import path from "node:path";
import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";
import { uploadBank } from "@tayari/contracts/bank-upload";
import {
  deleteExaminerBank,
  getExaminerBank,
  getPublicExamBank,
  listExaminerBanks,
} from "@tayari/contracts/exam-banks";
import { withMath } from "@tayari/content/math-tree";
import { AnswerCache } from "../../lib/answer-cache";
import { keepsOptionOrder } from "@tayari/quiz/shuffle";
import { AppError, coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { runSliced } from "../../lib/sliced";
import { handle } from "../../plugins/contract";
import { JSON_READER, refusal } from "../../plugins/input-guard";
import { BankChecker, WORKER_BODY_BYTES, type WorkerOutcome } from "./bank-checker";
import {
  prepareUpload,
  QUESTIONS_CHECKED_BY_SCHEMA,
  unpackParts,
  type BankUploadBody,
  type Prepared,
} from "./bank-prepare";
import * as bankRepo from "../exams/bank-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import type { PublicBank } from "../exams/papers";
import { categoryCounts } from "./categories";
import { bankAnswer } from "./large-answers";

/** A bank file may be far larger than an ordinary request. */
const BANK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * A saved bank of this many questions or more is read back by the bank worker (a few hundred
 * questions with formulas take the event loop some tens of milliseconds; fewer are made here).
 */
export const WORKER_BANK_QUESTIONS = 500;

/** The most bytes of banks' answers kept made (`AnswerCache`): a 7,400-question bank's is 7.5 MB. */
const BANK_ANSWERS_BYTES = 16 * 1024 * 1024;

/** The figures the site serves (the banks' figures/ folder): the only ones a bank may name. */
export function siteFigures(banksDir: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(path.join(banksDir, "figures")).filter((f) => f.endsWith(".svg")));
  } catch {
    return new Set();
  }
}

/**
 * College staff's banks: their private banks (`POST /api/examiner/banks` checks a file first if they
 * like, then saves it whole), each read as students will see it, deleted while no exam uses it; and
 * the public practice banks an exam can be made from, page by page.
 */
export async function examinerBankRoutes(
  app: FastifyInstance,
  {
    figures,
    publicBank,
    worker: checker,
  }: {
    figures: ReadonlySet<string>;
    publicBank: (name: PublicBank) => StoredQuestion[];
    worker: BankChecker;
  },
) {
  noStore(app);
  // A bank whose upload a stopped server left unfinished is removed as the next one starts.
  const unfinished = await bankRepo.removeUnfinishedBanks(
    app.db,
    app.databaseKind === "pglite" ? "all" : "stale",
  );
  if (unfinished) app.log.warn({ banks: unfinished }, "removed banks left unfinished by a stop");

  // A body of WORKER_BODY_BYTES or more is read and checked by the bank worker (bank-worker.ts):
  // parsed and walked on the event loop, a 5 MB bank held it 30-100 ms at a time (the parse and
  // the garbage collections of its heap) while /api/health waited (issue 29). The route's schema
  // then judges a stand-in of the body, and the handler takes the worker's outcome.
  const checked = new WeakMap<FastifyRequest, Extract<WorkerOutcome, { kind: "checked" }>>();
  const jsonReader = app.getDefaultJsonParser(
    JSON_READER.onProtoPoisoning,
    JSON_READER.onConstructorPoisoning,
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer" },
    (request, body: Buffer, done) => {
      if (body.length < WORKER_BODY_BYTES) return jsonReader(request, body.toString("utf8"), done);
      checker.check(body).then((outcome) => {
        if (outcome.kind === "json") return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
        if (outcome.kind === "guard") return done(refusal(outcome.found));
        checked.set(request, outcome);
        done(null, outcome.standIn);
      }, done);
    },
  );

  handle(
    app,
    uploadBank,
    async (request, reply) => {
      const fromWorker = checked.get(request);
      let prepared: Prepared;
      if (!fromWorker)
        prepared = await prepareUpload(request.body as BankUploadBody, figures, runSliced);
      else if (fromWorker.reportJson) {
        const json = fromWorker.reportJson;
        return reply
          .status(200)
          .type("application/json; charset=utf-8")
          .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));
      } else if (!fromWorker.prepared)
        // The stand-in passed the schema and the text rule, the body itself did not: never so.
        throw new Error("the bank worker and the schema disagree about a body");
      else {
        const from = fromWorker.prepared;
        prepared =
          "bank" in from ? { bank: { ...from.bank, parts: unpackParts(from.bank.parts) } } : from;
      }
      if ("refused" in prepared) {
        const { statusCode, body, errors } = prepared.refused;
        throw new AppError(statusCode, body, errors);
      }
      if ("report" in prepared) return reply.status(200).send(prepared.report);
      const { questionCount, parts, categories, report, passages } = prepared.bank;
      const bank = await bankRepo.insertBank(app.db, {
        ownerId: request.session.id,
        name: request.body.name,
        questionCount,
        parts,
        passages,
        categories,
      });
      return reply.status(201).send({
        id: bank.id,
        name: bank.name,
        question_count: bank.question_count,
        categories,
        created_at: bank.created_at.toISOString(),
        ...(report ? { report } : {}),
      });
    },
    {
      bodyLimit: BANK_BODY_LIMIT,
      // Each question's texts are checked by the bank's schema, every fault of every question
      // said at once with its number (issue 46), not the first one found by the input guard.
      textCheckedByRoute: QUESTIONS_CHECKED_BY_SCHEMA,
      // The text rule's fault the worker found in a large body, after the input guard's checks of
      // the address and of the stand-in.
      preHandler: [
        async (request) => {
          const text = checked.get(request)?.text;
          if (text) throw refusal(text);
        },
      ],
    },
  );

  // Undo (decision 0082): a bank no exam was made from, deleted and recorded.
  handle(app, deleteExaminerBank, async (request) => {
    const outcome = await bankRepo.deleteBank(app.db, {
      bankId: request.params.id,
      ownerId: request.session.id,
    });
    bankAnswers.delete(request.params.id);
    if (outcome === "missing") throw fail(404, "exams.noBank", { id: request.params.id });
    if ("inUse" in outcome) throw fail(409, "exams.bankInUse", { title: outcome.inUse });
    return coded("exams.bankDeleted", { name: outcome.deleted });
  });

  handle(app, listExaminerBanks, async (request) => {
    const session = request.session;
    const banks = await bankRepo.listBanks(app.db, session.id);
    return {
      banks: banks.map((bank) => ({
        id: bank.id,
        name: bank.name,
        question_count: bank.question_count,
        categories: bank.categories,
        created_at: bank.created_at.toISOString(),
      })),
    };
  });

  // A bank read back (the examiner checks its questions as students will see them: formulas as
  // MathML trees, and the passages they stand on, decision 221). One of WORKER_BANK_QUESTIONS or
  // more is made by the bank worker from its parts' JSON and kept as the bytes of its answer: made
  // here, a bank of 7,400 questions held the event loop for 0.2 s at each reading (issue 47).
  const bankAnswers = new AnswerCache<number>(BANK_ANSWERS_BYTES);
  handle(app, getExaminerBank, async (request, reply) => {
    const session = request.session;
    const bank = await bankRepo.findOwnBankRow(app.db, session.id, request.params.id);
    // Another examiner's bank is as unknown as one that does not exist.
    if (!bank) throw fail(404, "exams.noBank", { id: request.params.id });
    if (bank.question_count < WORKER_BANK_QUESTIONS) {
      const { parts, passages } = await bankRepo.bankPartTexts(app.db, bank.id);
      return bankAnswer({ kind: "bank", id: bank.id, name: bank.name, parts, passages });
    }
    const json = await bankAnswers.get(bank.id, async () => {
      const { parts, passages } = await bankRepo.bankPartTexts(app.db, bank.id);
      const made = await checker.answer({
        kind: "bank",
        id: bank.id,
        name: bank.name,
        parts,
        passages,
      });
      if ("refused" in made) throw new Error("the bank worker refused a saved bank");
      return made.json;
    });
    return reply
      .type("application/json; charset=utf-8")
      .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));
  });

  handle(app, getPublicExamBank, async (request) => {
    const { name } = request.params;
    const { offset, limit } = request.query;
    const questions = publicBank(name);
    const page = questions.slice(offset, offset + limit);
    // Read as students will see them (formulas as MathML trees), a page at a time: the entrance
    // bank alone holds over a thousand questions.
    return {
      name,
      total: questions.length,
      offset,
      categories: categoryCounts(questions),
      questions: withMath(page),
      written_order: page.filter((q) => keepsOptionOrder(q.options)).map((q) => q.id),
    };
  });
}
