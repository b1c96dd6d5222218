import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
import { HttpError } from "../../lib/http-errors";
import { ResponseCache } from "../../lib/response-cache";
import * as repo from "./repository";

const typeParam = z.literal("mcq", { error: "Only MCQ units exist." });

/** The browsing API: levels, subjects, categories, items and units; entrances and their subjects. */
export async function catalogRoutes(app: FastifyInstance, { cache }: { cache: ResponseCache }) {
  const notFound = (what: string) => () => new HttpError(404, `${what} was not found.`);

  app.get("/levels", { schema: { response: { 200: levelsResponseSchema } } }, (request, reply) =>
    cache.send(
      request,
      reply,
      levelsResponseSchema,
      async () => ({ levels: await repo.listLevels(app.db) }),
      notFound("The list of levels"),
    ),
  );

  app.get<{ Params: { slug: string } }>(
    "/subjects/:slug",
    {
      schema: { params: z.object({ slug: slugParam }), response: { 200: subjectsResponseSchema } },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        subjectsResponseSchema,
        async () => {
          const level = await repo.findLevel(app.db, request.params.slug);
          return level
            ? { level, subjects: await repo.listSubjectsWithCategories(app.db, level.id) }
            : null;
        },
        notFound(`The level '${request.params.slug}'`),
      ),
  );

  app.get<{ Params: { subject_slug: string; category_slug: string } }>(
    "/subject/:subject_slug/category/:category_slug",
    {
      schema: {
        params: z.object({ subject_slug: slugParam, category_slug: slugParam }),
        response: { 200: categoryItemsResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        categoryItemsResponseSchema,
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
    { schema: { response: { 200: entrancesResponseSchema } } },
    (request, reply) =>
      cache.send(
        request,
        reply,
        entrancesResponseSchema,
        async () => ({ entrances: await repo.listEntrances(app.db) }),
        notFound("The list of entrances"),
      ),
  );

  const entranceSubjects = (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    type: string,
  ) =>
    cache.send(
      request,
      reply,
      entranceSubjectsResponseSchema,
      async () => {
        const entrance = await repo.findEntrance(app.db, slug);
        return entrance
          ? { entrance, subjects: await repo.listEntranceSubjects(app.db, entrance.id, type) }
          : null;
      },
      notFound(`The entrance '${slug}'`),
    );

  const subjectUnits = (request: FastifyRequest, reply: FastifyReply, id: number) =>
    cache.send(
      request,
      reply,
      entranceUnitsResponseSchema,
      async () => {
        const subject = await repo.findEntranceSubject(app.db, id);
        return subject
          ? { subject, units: await repo.listEntranceUnits(app.db, subject.id) }
          : null;
      },
      notFound(`Entrance subject ${id}`),
    );

  // The specification gives both `/entrance/subjects/{sub_slug}/{sub_type}` (an entrance's subjects,
  // e.g. csit/mcq) and `/entrance/subjects/{id}/mcq` (a subject's units). They share a shape, so one
  // route tells them apart: a number is a subject id, a slug names an entrance.
  app.get<{ Params: { key: string } }>(
    "/entrance/subjects/:key/mcq",
    { schema: { params: z.object({ key: z.union([idParam, slugParam]) }) } },
    (request, reply) => {
      const { key } = request.params;
      return typeof key === "number"
        ? subjectUnits(request, reply, key)
        : entranceSubjects(request, reply, key, "mcq");
    },
  );

  app.get<{ Params: { sub_slug: string; sub_type: "mcq" } }>(
    "/entrance/subjects/:sub_slug/:sub_type",
    {
      schema: {
        params: z.object({ sub_slug: slugParam, sub_type: typeParam }),
        response: { 200: entranceSubjectsResponseSchema },
      },
    },
    (request, reply) =>
      entranceSubjects(request, reply, request.params.sub_slug, request.params.sub_type),
  );

  app.get<{ Params: { id: number; uid: number; utype: "mcq" } }>(
    "/entrance/subjects/:id/mcq/:uid/:utype",
    {
      schema: {
        params: z.object({ id: idParam, uid: idParam, utype: typeParam }),
        response: { 200: entranceQuestionsResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        entranceQuestionsResponseSchema,
        async () => {
          const { id, uid, utype } = request.params;
          const subject = await repo.findEntranceSubject(app.db, id);
          const unit = subject
            ? await repo.findEntranceUnit(app.db, subject.id, uid, utype)
            : undefined;
          if (!subject || !unit) return null;
          const { json_data, ...summary } = unit;
          return { subject, unit: summary, questions: JSON.parse(json_data) as unknown[] as never };
        },
        notFound(`Unit ${request.params.uid} of entrance subject ${request.params.id}`),
      ),
  );
}
