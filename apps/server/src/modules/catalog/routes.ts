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
  type CategoryItemsResponse,
} from "@tayari/contracts/catalog";
import { fail } from "../../lib/app-error";
import { ResponseCache } from "../../lib/response-cache";
import { handleCached } from "../../plugins/contract";
import * as repo from "./repository";

/** The browsing API: levels, subjects, categories, items and units; entrances and their subjects. */
export async function catalogRoutes(app: FastifyInstance, { cache }: { cache: ResponseCache }) {
  handleCached(app, cache, getLevels, (request) => ({
    load: async () => ({ levels: await repo.listLevels(app.db, request.query.lang) }),
    notFound: () => fail(404, "catalog.levelsNotFound"),
  }));

  handleCached(app, cache, getSubjects, (request) => {
    const { slug } = request.params;
    const { lang } = request.query;
    return {
      load: async () => {
        const level = await repo.findLevel(app.db, slug, lang);
        return level
          ? { level, subjects: await repo.listSubjectsWithCategories(app.db, level.id, lang) }
          : null;
      },
      notFound: () => fail(404, "catalog.levelNotFound", { slug }),
    };
  });

  handleCached(app, cache, getCategoryItems, (request) => {
    const { subject_slug: subject, category_slug: category } = request.params;
    return {
      load: () => loadCategoryItems(app.db, subject, category, request.query.lang),
      notFound: () => fail(404, "catalog.categoryNotFound", { category, subject }),
    };
  });

  handleCached(app, cache, getEntrances, (request) => ({
    load: async () => ({ entrances: await repo.listEntrances(app.db, request.query.lang) }),
    notFound: () => fail(404, "catalog.entrancesNotFound"),
  }));

  const loadEntranceSubjects = async (slug: string, type: string, lang: CatalogLanguage) => {
    const entrance = await repo.findEntrance(app.db, slug, lang);
    return entrance
      ? { entrance, subjects: await repo.listEntranceSubjects(app.db, entrance.id, type, lang) }
      : null;
  };

  // A number is a subject id (its units), a slug names an entrance (its subjects).
  handleCached(app, cache, getEntranceSubjectOrUnits, (request) => {
    const { key } = request.params;
    const { lang } = request.query;
    if (typeof key !== "number")
      return {
        load: () => loadEntranceSubjects(key, "mcq", lang),
        notFound: () => fail(404, "catalog.entranceNotFound", { slug: key }),
      };
    return {
      load: async () => {
        const found = await repo.findEntranceSubject(app.db, key, lang);
        return found
          ? { ...found, units: await repo.listEntranceUnits(app.db, found.subject.id, lang) }
          : null;
      },
      notFound: () => fail(404, "catalog.entranceSubjectNotFound", { id: key }),
    };
  });

  handleCached(app, cache, getEntranceSubjects, (request) => {
    const { sub_slug: slug, sub_type: type } = request.params;
    return {
      load: () => loadEntranceSubjects(slug, type, request.query.lang),
      notFound: () => fail(404, "catalog.entranceNotFound", { slug }),
    };
  });

  handleCached(app, cache, getEntranceUnitQuestions, (request) => {
    const { id, uid, utype } = request.params;
    const { lang } = request.query;
    return {
      load: async () => {
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
      notFound: () => fail(404, "catalog.unitNotFound", { unit: uid, subject: id }),
    };
  });
}

/** A category's answer: its level, subject and items with their units; null if there is none. */
export async function loadCategoryItems(
  db: FastifyInstance["db"],
  subject: string,
  category: string,
  lang: CatalogLanguage,
): Promise<CategoryItemsResponse | null> {
  const found = await repo.findSubjectCategory(db, subject, category, lang);
  if (!found) return null;
  return {
    level: { id: found.levelId, slug: found.levelSlug, name: found.levelName },
    subject: { id: found.subjectId, slug: found.subjectSlug, name: found.subjectName },
    category: { id: found.id, slug: found.slug, name: found.name },
    items: await repo.listItemsWithUnits(db, found.id, lang),
  };
}
