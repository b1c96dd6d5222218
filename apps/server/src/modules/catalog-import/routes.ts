import type { FastifyInstance, FastifyReply } from "fastify";
import {
  IMPORT_MAX_BYTES,
  getImportTargets,
  previewCatalogImport,
  publishCatalogImport,
  listPublishedQuestions,
  unpublishCatalogQuestion,
  rewordCatalogOptions,
} from "@tayari/contracts/catalog-import";
import { coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import type { ResponseCache } from "../../lib/response-cache";
import { handle, type HandleOptions } from "../../plugins/contract";
import * as repo from "./repository";
import { importTargets } from "./import-targets";
import { previewImport } from "./preview-import";
import { publishImport } from "./publish-import";
import { publishedQuestions } from "./published-questions";
import { refusalError } from "../bank-check/refused";
import { type BankChecker } from "../bank-check/bank-checker";
import { inTransaction } from "../../db/db";

/**
 * The request's room: the file's text as a JSON string, where a quote, backslash or line break
 * takes two bytes. A larger body is refused by its Content-Length before it is read.
 */
const BODY_LIMIT = 3 * IMPORT_MAX_BYTES;

const upload: HandleOptions = {
  bodyLimit: BODY_LIMIT,
  onRequest: [
    async (request) => {
      if (Number(request.headers["content-length"]) > BODY_LIMIT)
        throw fail(413, "imports.tooLarge");
    },
  ],
};

/**
 * The worker's answer with the unit's page: a publish that starts a unit learns its id only when
 * it writes it, and the worker wrote `"path":null`. The report's first key named "path" is its
 * target's (`file` comes before it, and a quote inside a string is always escaped).
 */
function withPath(json: Uint8Array, path: string): Buffer {
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  const blank = Buffer.from('"path":null');
  const at = bytes.indexOf(blank);
  const first = bytes.indexOf('"path":');
  if (at < 0 || at !== first) return bytes;
  return Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from(`"path":${JSON.stringify(path)}`),
    bytes.subarray(at + blank.length),
  ]);
}

/** /examiner/import: a CSV, Aiken, GIFT or Moodle XML file into a catalog unit, previewed, then published. */
export async function catalogImportRoutes(
  app: FastifyInstance,
  { cache, worker }: { cache: ResponseCache; worker: BankChecker },
) {
  noStore(app);
  const db = app.db;
  const publishDeps = { db, checker: worker, catalogChanged: () => cache.clear() };
  /** JSON the bank worker wrote, sent as it is. */
  const sendBytes = (reply: FastifyReply, json: Uint8Array) =>
    reply
      .type("application/json; charset=utf-8")
      .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));

  handle(app, getImportTargets, () => importTargets(db));

  handle(
    app,
    previewCatalogImport,
    async (request, reply) => {
      const outcome = await previewImport({ db, checker: worker }, request.body);
      if (outcome.kind === "refused") throw refusalError(outcome.refused);
      return outcome.kind === "report" ? outcome.report : sendBytes(reply, outcome.json);
    },
    upload,
  );

  handle(
    app,
    publishCatalogImport,
    async (request, reply) => {
      const input = { ownerId: request.session.id, body: request.body };
      const outcome = await publishImport(publishDeps, input);
      if (outcome.kind === "refused") throw refusalError(outcome.refused);
      const { made, path } = outcome;
      reply.status(201);
      if ("answer" in made) return { ...made.answer, target: { ...made.answer.target, path } };
      return reply.type("application/json; charset=utf-8").send(withPath(made.json, path));
    },
    upload,
  );

  // What this examiner published, for the import page's list with its "Unpublish" buttons.
  handle(app, listPublishedQuestions, (request) =>
    publishedQuestions(db, { ownerId: request.session.id, page: request.query.page }),
  );

  // Undo (decision 0082): a question this examiner published, taken out of its unit and recorded.
  handle(app, unpublishCatalogQuestion, async (request) => {
    const { unit, question } = request.params;
    const done = await inTransaction(app.db, (trx) =>
      repo.unpublishQuestion(trx, {
        unitId: unit,
        questionId: question,
        ownerId: request.session.id,
      }),
    );
    if (!done) throw fail(404, "imports.notYourQuestion", { id: question, unit });
    cache.clear();
    return coded("imports.questionUnpublished", { id: question, unit: done.unitName });
  });

  // A question's words mended in place (decision 350): answers given to the words before stay,
  // marked "reworded"; the change is recorded.
  handle(app, rewordCatalogOptions, async (request) => {
    const { unit, question } = request.params;
    const done = await inTransaction(app.db, (trx) =>
      repo.rewordOptions(trx, {
        unitId: unit,
        questionId: question,
        ownerId: request.session.id,
        options: request.body.options,
      }),
    );
    if (!done) throw fail(404, "imports.notYourQuestion", { id: question, unit });
    switch (done.kind) {
      case "count":
        throw invalidField("options", "imports.rewordOptionCount", {
          id: question,
          count: done.count,
        });
      case "twice":
        throw invalidField("options", "imports.rewordOptionTwice", {
          first: done.first,
          second: done.second,
        });
      case "format":
        throw invalidField("options", "imports.rewordOptionFormat", {
          n: done.n,
          reason: done.reason,
        });
      case "unchanged":
        return coded("imports.optionsUnchanged", { id: question, unit: done.unitName });
      case "reworded":
        cache.clear();
        return coded("imports.optionsReworded", { id: question, unit: done.unitName });
    }
  });
}
