import type { FastifyInstance } from "fastify";
import {
  getCategoryItems,
  getEntranceSubjectOrUnits,
  getEntranceSubjects,
  getEntranceUnitQuestions,
  getEntrances,
  getLevels,
  getSubjects,
  type CatalogLanguage,
} from "@tayari/contracts/catalog";
import { fail } from "../../lib/app-error";
import { ResponseCache } from "../../lib/response-cache";
import { handle } from "../../plugins/contract";
import * as repo from "./repository";

/** The browsing API: levels, subjects, categories, items and units; entrances and their subjects. */
export async function catalogRoutes(app: FastifyInstance, { cache }: { cache: ResponseCache }) {
  handle(app, getLevels, (request, reply) =>
    cache.send(
      getLevels,
      request,
      reply,
      async () => ({ levels: await repo.listLevels(app.db, request.query.lang) }),
      () => fail(404, "catalog.levelsNotFound"),
    ),
  );

  handle(app, getSubjects, (request, reply) => {
    const { slug } = request.params;
    const { lang } = request.query;
    return cache.send(
      getSubjects,
      request,
      reply,
      async () => {
        const level = await repo.findLevel(app.db, slug, lang);
        return level
          ? { level, subjects: await repo.listSubjectsWithCategories(app.db, level.id, lang) }
          : null;
      },
      () => fail(404, "catalog.levelNotFound", { slug }),
    );
  });

  handle(app, getCategoryItems, (request, reply) => {
    const { subject_slug: subject, category_slug: category } = request.params;
    const { lang } = request.query;
    return cache.send(
      getCategoryItems,
      request,
      reply,
      async () => {
        const found = await repo.findSubjectCategory(app.db, subject, category, lang);
        if (!found) return null;
        return {
          level: { id: found.levelId, slug: found.levelSlug, name: found.levelName },
          subject: { id: found.subjectId, slug: found.subjectSlug, name: found.subjectName },
          category: { id: found.id, slug: found.slug, name: found.name },
          items: await repo.listItemsWithUnits(app.db, found.id, lang),
        };
      },
      () => fail(404, "catalog.categoryNotFound", { category, subject }),
    );
  });

  handle(app, getEntrances, (request, reply) =>
    cache.send(
      getEntrances,
      request,
      reply,
      async () => ({ entrances: await repo.listEntrances(app.db, request.query.lang) }),
      () => fail(404, "catalog.entrancesNotFound"),
    ),
  );

  const loadEntranceSubjects = async (slug: string, type: string, lang: CatalogLanguage) => {
    const entrance = await repo.findEntrance(app.db, slug, lang);
    return entrance
      ? { entrance, subjects: await repo.listEntranceSubjects(app.db, entrance.id, type, lang) }
      : null;
  };

  // A number is a subject id (its units), a slug names an entrance (its subjects).
  handle(app, getEntranceSubjectOrUnits, (request, reply) => {
    const { key } = request.params;
    const { lang } = request.query;
    if (typeof key !== "number")
      return cache.send(
        getEntranceSubjectOrUnits,
        request,
        reply,
        () => loadEntranceSubjects(key, "mcq", lang),
        () => fail(404, "catalog.entranceNotFound", { slug: key }),
      );
    return cache.send(
      getEntranceSubjectOrUnits,
      request,
      reply,
      async () => {
        const found = await repo.findEntranceSubject(app.db, key, lang);
        return found
          ? { ...found, units: await repo.listEntranceUnits(app.db, found.subject.id, lang) }
          : null;
      },
      () => fail(404, "catalog.entranceSubjectNotFound", { id: key }),
    );
  });

  handle(app, getEntranceSubjects, (request, reply) => {
    const { sub_slug: slug, sub_type: type } = request.params;
    return cache.send(
      getEntranceSubjects,
      request,
      reply,
      () => loadEntranceSubjects(slug, type, request.query.lang),
      () => fail(404, "catalog.entranceNotFound", { slug }),
    );
  });

  handle(app, getEntranceUnitQuestions, (request, reply) => {
    const { id, uid, utype } = request.params;
    const { lang } = request.query;
    return cache.send(
      getEntranceUnitQuestions,
      request,
      reply,
      async () => {
        const found = await repo.findEntranceSubject(app.db, id, lang);
        const unit = found
          ? await repo.findEntranceUnit(app.db, found.subject.id, uid, utype, lang)
          : undefined;
        if (!found || !unit) return null;
        return {
          ...found,
          unit: unit.summary,
          questions: unit.questions,
          ...(unit.passages ? { passages: unit.passages } : {}),
        };
      },
      () => fail(404, "catalog.unitNotFound", { unit: uid, subject: id }),
    );
  });
}
