import { readdirSync } from "node:fs";
import path from "node:path";
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { uploadBank } from "@tayari/contracts/bank-upload";
import {
  deleteExaminerBank,
  getExaminerBank,
  getPublicExamBank,
  listExaminerBanks,
} from "@tayari/contracts/exam-banks";
import { AnswerCache } from "../../lib/answer-cache";
import { coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import { JSON_READER, refusal } from "../../plugins/input-guard";
import { BankChecker, WORKER_BODY_BYTES, type WorkerOutcome } from "../bank-check/bank-checker";
import { QUESTIONS_CHECKED_BY_SCHEMA, type BankUploadBody } from "../bank-check/bank-prepare";
import * as bankRepo from "../exams/bank-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import type { PublicBank } from "../exams/papers";
import { refusalError } from "../bank-check/refused";
import { publicBankPage } from "./public-bank-page";
import { readBank } from "./read-bank";
import { uploadPrivateBank } from "./upload-bank";

/** A bank file may be far larger than an ordinary request. */
const BANK_BODY_LIMIT = 5 * 1024 * 1024;

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

  /** JSON the bank worker wrote, sent as it is. */
  const sendBytes = (reply: FastifyReply, json: Uint8Array) =>
    reply
      .type("application/json; charset=utf-8")
      .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));
  handle(
    app,
    uploadBank,
    async (request, reply) => {
      const body = request.body as BankUploadBody;
      const input = { ownerId: request.session.id, body, checked: checked.get(request) };
      const outcome = await uploadPrivateBank({ db: app.db, figures }, input);
      if (outcome.kind === "refused") throw refusalError(outcome.refused);
      if (outcome.kind === "reportBytes") return sendBytes(reply.status(200), outcome.json);
      if (outcome.kind === "report") return reply.status(200).send(outcome.report);
      return reply.status(201).send(outcome.bank);
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

  // A bank read back, its large answers kept as bytes (read-bank.ts).
  const bankAnswers = new AnswerCache<number>(BANK_ANSWERS_BYTES);
  const readDeps = { db: app.db, checker, answers: bankAnswers };
  handle(app, getExaminerBank, async (request, reply) => {
    const outcome = await readBank(readDeps, {
      ownerId: request.session.id,
      id: request.params.id,
    });
    if (outcome.kind === "noBank") throw fail(404, "exams.noBank", { id: outcome.id });
    return outcome.kind === "bank" ? outcome.bank : sendBytes(reply, outcome.json);
  });

  handle(app, getPublicExamBank, async (request) =>
    publicBankPage(publicBank, { name: request.params.name, ...request.query }),
  );
}
