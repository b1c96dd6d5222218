import type { FastifyInstance } from "fastify";
import {
  IMPORT_MAX_BYTES,
  getImportTargets,
  previewCatalogImport,
  publishCatalogImport,
  listPublishedQuestions,
  PUBLISHED_PAGE_SIZE,
  unpublishCatalogQuestion,
  type ImportTargetsResponse,
} from "@tayari/contracts/catalog-import";
import { questionMath, withMath } from "@tayari/content/math-tree";
import { AppError, coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import type { ResponseCache } from "../../lib/response-cache";
import { handle, type HandleOptions } from "../../plugins/contract";
import { planImport, publishRefusal, resolveTarget, subjectOf, unitPath } from "./plan";
import * as repo from "./repository";
import { WORKER_BODY_BYTES, type AnswerTask, type BankChecker } from "../examiner/bank-checker";
import { previewAnswer } from "../examiner/large-answers";

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

/** /examiner/import: a CSV, Aiken, GIFT or Moodle XML file into a catalog unit, previewed, then published. */
export async function catalogImportRoutes(
  app: FastifyInstance,
  { cache, worker }: { cache: ResponseCache; worker: BankChecker },
) {
  noStore(app);

  handle(app, getImportTargets, async () => {
    const levels: ImportTargetsResponse["levels"] = [];
    for (const row of await repo.listTargets(app.db)) {
      let level = levels.at(-1);
      if (level?.slug !== row.levelSlug)
        levels.push((level = { slug: row.levelSlug, name: row.levelName, subjects: [] }));
      let subject = level.subjects.at(-1);
      if (subject?.slug !== row.subjectSlug)
        level.subjects.push(
          (subject = { slug: row.subjectSlug, name: row.subjectName, items: [] }),
        );
      let item = subject.items.at(-1);
      if (item?.slug !== row.itemSlug || item.category !== row.categorySlug)
        subject.items.push(
          (item = {
            slug: row.itemSlug,
            name: row.itemName,
            category: row.categorySlug,
            units: [],
          }),
        );
      if (row.unitId !== null)
        item.units.push({
          id: row.unitId,
          slug: row.unitSlug!,
          name: row.unitName!,
          question_count: Number(row.questionCount),
        });
    }
    return { levels };
  });

  handle(
    app,
    previewCatalogImport,
    async (request, reply) => {
      const body = request.body;
      const found = await repo.findSubject(app.db, subjectOf(body.into));
      // An address that names no unit is refused here; the worker finds the same unit again.
      resolveTarget(found, body.into, body.unit_name || undefined);
      const taken = await repo.unpublishedIds(app.db, found?.units.map((u) => u.id) ?? []);
      // The examiner checks the questions as students will see them: formulas as MathML trees
      // (large-answers.ts `previewAnswer`). A file of WORKER_BODY_BYTES or more is read, its trees
      // made and its answer written by the bank worker: here, a CSV of 820 KB with formulas held
      // the event loop 1.0 s (issue 47).
      const task: AnswerTask = { kind: "preview", found: found!, body, taken: [...taken] };
      if (Buffer.byteLength(body.text) < WORKER_BODY_BYTES) return previewAnswer(task);
      const made = await worker.answer(task);
      if ("refused" in made) {
        const { statusCode, body: refusal, errors } = made.refused;
        throw new AppError(statusCode, refusal, errors);
      }
      return reply
        .type("application/json; charset=utf-8")
        .send(Buffer.from(made.json.buffer, made.json.byteOffset, made.json.byteLength));
    },
    upload,
  );

  handle(
    app,
    publishCatalogImport,
    async (request, reply) => {
      const { session } = request;
      const body = request.body;
      // Worked out again inside the transaction, with the subject locked: what another publish
      // wrote a moment ago counts (its questions are repeats, its ids are taken).
      const published = await repo.inTransaction(app.db, async (trx) => {
        const found = await repo.findSubject(trx, subjectOf(body.into), true);
        const target = resolveTarget(found, body.into, body.unit_name || undefined);
        const taken = await repo.unpublishedIds(trx, found?.units.map((u) => u.id) ?? []);
        const plan = await planImport(found!, target, body, taken);
        const refusal = publishRefusal(plan, body.skip_bad ?? false);
        if (refusal) throw refusal;
        const unitId =
          target.unit?.id ??
          (await repo.insertUnit(trx, {
            itemId: target.item.id,
            slug: target.slug,
            name: target.name,
          }));
        const { questions } = plan.result;
        await repo.recordPublication(trx, {
          unitId,
          ownerId: session.id,
          fileName: plan.report.file,
          questions: JSON.stringify(questions),
          questionCount: questions.length,
          // The seed makes the same text from the file and the publications (decision 0038).
          jsonData: JSON.stringify([...plan.unitQuestions, ...withMath(questions)]),
        });
        return { plan, path: unitPath(found!, target.item, unitId) };
      });
      // The catalog's cached answers name the unit and its questions: made again on next asking.
      cache.clear();
      const { report } = published.plan;
      const left = report.refused;
      const message =
        `${report.read} read from ${report.file}: ${report.accepted} written into ` +
        `${report.target.address} (${report.target.level} / ${report.target.subject})` +
        (left ? `, ${left} rejected and left out` : "");
      return reply.status(201).send({
        ...report,
        target: { ...report.target, path: published.path },
        lines: [...report.lines.slice(0, -1), message],
        message,
        written: report.accepted,
      });
    },
    upload,
  );

  // What this examiner published, for the import page's list with its "Unpublish" buttons.
  handle(app, listPublishedQuestions, async (request) => {
    const page = request.query.page;
    const listed = await repo.listPublished(app.db, {
      ownerId: request.session.id,
      page,
      pageSize: PUBLISHED_PAGE_SIZE,
    });
    return {
      questions: listed.questions.map(({ publication, question }) => {
        const math = questionMath({ question: question.question, options: [], explanation: "" });
        return {
          unit_id: publication.unit_id,
          unit_name: publication.unit_name,
          ...(publication.unit_name_ne ? { unit_name_ne: publication.unit_name_ne } : {}),
          question_id: question.id,
          question: question.question,
          ...(math ? { math } : {}),
          file_name: publication.file_name,
          published_at: publication.created_at.toISOString(),
        };
      }),
      total: listed.total,
      page,
      page_size: PUBLISHED_PAGE_SIZE,
    };
  });

  // Undo (decision 0082): a question this examiner published, taken out of its unit and recorded.
  handle(app, unpublishCatalogQuestion, async (request) => {
    const { unit, question } = request.params;
    const done = await repo.inTransaction(app.db, (trx) =>
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
}
