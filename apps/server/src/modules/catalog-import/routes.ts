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
import { questionMath } from "@tayari/content/math-tree";
import { AppError, coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import type { ResponseCache } from "../../lib/response-cache";
import { handle, type HandleOptions } from "../../plugins/contract";
import { resolveTarget, subjectOf, unitPath, type FoundSubject } from "./plan";
import * as repo from "./repository";
import { WORKER_BODY_BYTES, type AnswerTask, type BankChecker } from "../examiner/bank-checker";
import { previewAnswer, publishMade, type PublishMade } from "../examiner/large-answers";

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

/** A subject with its items and units, with or without the units' questions. */
type Subject = Pick<FoundSubject, "subject" | "items"> & {
  units: Array<Pick<FoundSubject["units"][number], "id" | "itemId" | "slug" | "name">>;
};

/** A publish's answer as bytes from the bank worker, and what it writes. */
interface PublishedBytes {
  json: Uint8Array;
  writes: Omit<PublishMade, "answer">;
}

/** Whether two values read from the database are the same: records, lists and plain values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

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
      // A file of WORKER_BODY_BYTES or more is worked out by the bank worker first (its plan, the
      // new questions' MathML trees, what is written and the answer's bytes), against the subject
      // as it is read now, outside the transaction: the trees of a file of thousands of formulas
      // held the event loop for a second (issue 47), and on the embedded database an open
      // transaction keeps every other query waiting.
      let ahead: { stamp: unknown; taken: number[]; made: PublishedBytes } | null = null;
      if (Buffer.byteLength(body.text) >= WORKER_BODY_BYTES) {
        // The stamp first: whatever changes after it read, the stamp inside the transaction shows.
        const stamp = await repo.subjectStamp(app.db, subjectOf(body.into));
        const found = await repo.findSubject(app.db, subjectOf(body.into));
        resolveTarget(found, body.into, body.unit_name || undefined);
        const taken = await repo.unpublishedIds(app.db, found?.units.map((u) => u.id) ?? []);
        const made = await worker.answer({ kind: "publish", found: found!, body, taken });
        if ("refused" in made) {
          const { statusCode, body: refusal, errors } = made.refused;
          throw new AppError(statusCode, refusal, errors);
        }
        if (!made.writes)
          throw new Error("the bank worker sent a publish's answer without its writes");
        ahead = { stamp, taken, made: { json: made.json, writes: made.writes } };
      }
      // Worked out again inside the transaction, with the subject locked: what another publish
      // wrote a moment ago counts (its questions are repeats, its ids are taken). The worker's
      // work stands only where the subject (its units' questions by digest) and its taken ids are
      // as it read them; the units' questions, megabytes, are then not read again.
      const published = await repo.inTransaction(app.db, async (trx) => {
        const slug = subjectOf(body.into);
        let worked: { made: PublishedBytes | PublishMade; place: Subject } | null = null;
        if (ahead) {
          const stamp = await repo.subjectStamp(trx, slug, true);
          const taken = await repo.unpublishedIds(trx, stamp?.units.map((u) => u.id) ?? []);
          if (stamp && sameValue(ahead.stamp, stamp) && sameValue(ahead.taken, taken))
            worked = { made: ahead.made, place: stamp };
        }
        if (!worked) {
          const found = await repo.findSubject(trx, slug, true);
          resolveTarget(found, body.into, body.unit_name || undefined);
          const taken = await repo.unpublishedIds(trx, found?.units.map((u) => u.id) ?? []);
          worked = {
            made: await publishMade({ kind: "publish", found: found!, body, taken }),
            place: found!,
          };
        }
        const { made, place } = worked!;
        const target = resolveTarget(place, body.into, body.unit_name || undefined);
        const writes = "writes" in made ? made.writes : made;
        const unitId =
          target.unit?.id ??
          (await repo.insertUnit(trx, {
            itemId: target.item.id,
            slug: target.slug,
            name: target.name,
          }));
        await repo.recordPublication(trx, {
          unitId,
          ownerId: session.id,
          fileName: body.file_name || "import",
          questions: writes.questions,
          questionCount: writes.questionCount,
          jsonData: writes.jsonData,
        });
        return { made, path: unitPath(place, target.item, unitId) };
      });
      // The catalog's cached answers name the unit and its questions: made again on next asking.
      cache.clear();
      const { made, path } = published;
      reply.status(201);
      if ("answer" in made) return { ...made.answer, target: { ...made.answer.target, path } };
      return reply.type("application/json; charset=utf-8").send(withPath(made.json, path));
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
