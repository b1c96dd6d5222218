import { readdirSync } from "node:fs";
import path from "node:path";
import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";
import { uploadBank } from "@tayari/contracts/bank-upload";
import { deleteExaminerBank } from "@tayari/contracts/exam-banks";
import { AppError, coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { runSliced } from "../../lib/sliced";
import { handle } from "../../plugins/contract";
import { JSON_READER, refusal } from "../../plugins/input-guard";
import { BankChecker, WORKER_BODY_BYTES, type WorkerOutcome } from "./bank-checker";
import { prepareUpload, unpackParts, type BankUploadBody, type Prepared } from "./bank-prepare";
import * as repo from "./repository";
import { deleteBank } from "./undo-repository";

/** A bank file may be far larger than an ordinary request. */
const BANK_BODY_LIMIT = 5 * 1024 * 1024;

/** The figures the site serves (the banks' figures/ folder): the only ones a bank may name. */
export function siteFigures(banksDir: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(path.join(banksDir, "figures")).filter((f) => f.endsWith(".svg")));
  } catch {
    return new Set();
  }
}

/** `POST /api/examiner/banks`: an examiner's private bank, checked first if they like, then saved whole. */
export async function bankUploadRoutes(
  app: FastifyInstance,
  { figures }: { figures: ReadonlySet<string> },
) {
  noStore(app);
  // A bank whose upload a stopped server left unfinished is removed as the next one starts.
  const unfinished = await repo.removeUnfinishedBanks(
    app.db,
    app.databaseKind === "pglite" ? "all" : "stale",
  );
  if (unfinished) app.log.warn({ banks: unfinished }, "removed banks left unfinished by a stop");

  // A body of WORKER_BODY_BYTES or more is read and checked by the bank worker (bank-worker.ts):
  // parsed and walked on the event loop, a 5 MB bank held it 30-100 ms at a time (the parse and
  // the garbage collections of its heap) while /api/health waited (issue 29). The route's schema
  // then judges a stand-in of the body, and the handler takes the worker's outcome.
  const checker = new BankChecker(figures);
  app.addHook("onClose", async () => checker.close());
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
      else if (!fromWorker.prepared)
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
      const { questionCount, parts, categories, report } = prepared.bank;
      const bank = await repo.insertBank(app.db, {
        ownerId: request.session.id,
        name: request.body.name,
        questionCount,
        parts,
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
    const outcome = await deleteBank(app.db, {
      bankId: request.params.id,
      ownerId: request.session.id,
    });
    if (outcome === "missing") throw fail(404, "exams.noBank", { id: request.params.id });
    if ("inUse" in outcome) throw fail(409, "exams.bankInUse", { title: outcome.inUse });
    return coded("exams.bankDeleted", { name: outcome.deleted });
  });
}
