import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  categoryItemsResponseSchema,
  entranceQuestionsResponseSchema,
  entranceSubjectsResponseSchema,
  entranceUnitsResponseSchema,
  entrancesResponseSchema,
  idParam,
  levelsResponseSchema,
  slugParam,
  subjectsResponseSchema,
} from "@tayari/contracts/catalog";
import { errorResponses, HttpError } from "../../lib/http-errors";
import { ResponseCache } from "../../lib/response-cache";
import * as repo from "./repository";

const typeParam = z.literal("mcq", { error: "Only MCQ units exist." });

/** The browsing API: levels, subjects, categories, items and units; entrances and their subjects. */
export const catalogRoutes: FastifyPluginAsyncZod<{ cache: ResponseCache }> = async (
  app,
  { cache },
) => {
  const notFound = (what: string) => () => new HttpError(404, `${what} was not found.`);

  app.get(
    "/levels",
    { schema: { response: { 200: levelsResponseSchema, ...errorResponses } } },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        async () => ({ levels: await repo.listLevels(app.db) }),
        notFound("The list of levels"),
      ),
  );

  app.get(
    "/subjects/:slug",
    {
      schema: {
        params: z.object({ slug: slugParam }),
        response: { 200: subjectsResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        async () => {
          const level = await repo.findLevel(app.db, request.params.slug);
          return level
            ? { level, subjects: await repo.listSubjectsWithCategories(app.db, level.id) }
            : null;
        },
        notFound(`The level '${request.params.slug}'`),
      ),
  );

  app.get(
    "/subject/:subject_slug/category/:category_slug",
    {
      schema: {
        params: z.object({ subject_slug: slugParam, category_slug: slugParam }),
        response: { 200: categoryItemsResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        async () => {
          const found = await repo.findSubjectCategory(
            app.db,
            request.params.subject_slug,
            request.params.category_slug,
          );
          if (!found) return null;
          return {
            level: { id: found.levelId, slug: found.levelSlug, name: found.levelName },
            subject: { id: found.subjectId, slug: found.subjectSlug, name: found.subjectName },
            category: { id: found.id, slug: found.slug, name: found.name },
            items: await repo.listItemsWithUnits(app.db, found.id),
          };
        },
        notFound(
          `The category '${request.params.category_slug}' of '${request.params.subject_slug}'`,
        ),
      ),
  );

  app.get(
    "/entrance/subjects",
    { schema: { response: { 200: entrancesResponseSchema, ...errorResponses } } },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        async () => ({ entrances: await repo.listEntrances(app.db) }),
        notFound("The list of entrances"),
      ),
  );

  const loadEntranceSubjects = async (slug: string, type: string) => {
    const entrance = await repo.findEntrance(app.db, slug);
    return entrance
      ? { entrance, subjects: await repo.listEntranceSubjects(app.db, entrance.id, type) }
      : null;
  };
  const entranceNotFound = (slug: string) => notFound(`The entrance '${slug}'`);

  // The specification gives both `/entrance/subjects/{sub_slug}/{sub_type}` (an entrance's subjects,
  // e.g. csit/mcq) and `/entrance/subjects/{id}/mcq` (a subject's units). They share a shape, so one
  // route tells them apart: a number is a subject id, a slug names an entrance.
  app.get(
    "/entrance/subjects/:key/mcq",
    {
      schema: {
        params: z.object({ key: z.union([idParam, slugParam]) }),
        response: {
          200: z.union([entranceUnitsResponseSchema, entranceSubjectsResponseSchema]),
          ...errorResponses,
        },
      },
    },
    (request, reply) => {
      const { key } = request.params;
      if (typeof key !== "number")
        return cache.send(
          request,
          reply.code(200),
          () => loadEntranceSubjects(key, "mcq"),
          entranceNotFound(key),
        );
      return cache.send(
        request,
        reply.code(200),
        async () => {
          const found = await repo.findEntranceSubject(app.db, key);
          return found
            ? { ...found, units: await repo.listEntranceUnits(app.db, found.subject.id) }
            : null;
        },
        notFound(`Entrance subject ${key}`),
      );
    },
  );

  app.get(
    "/entrance/subjects/:sub_slug/:sub_type",
    {
      schema: {
        params: z.object({ sub_slug: slugParam, sub_type: typeParam }),
        response: { 200: entranceSubjectsResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        () => loadEntranceSubjects(request.params.sub_slug, request.params.sub_type),
        entranceNotFound(request.params.sub_slug),
      ),
  );

  app.get(
    "/entrance/subjects/:id/mcq/:uid/:utype",
    {
      schema: {
        params: z.object({ id: idParam, uid: idParam, utype: typeParam }),
        response: { 200: entranceQuestionsResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply.code(200),
        async () => {
          const { id, uid, utype } = request.params;
          const found = await repo.findEntranceSubject(app.db, id);
          const unit = found
            ? await repo.findEntranceUnit(app.db, found.subject.id, uid, utype)
            : undefined;
          if (!found || !unit) return null;
          return { ...found, unit: unit.summary, questions: unit.questions };
        },
        notFound(`Unit ${request.params.uid} of entrance subject ${request.params.id}`),
      ),
  );
};
