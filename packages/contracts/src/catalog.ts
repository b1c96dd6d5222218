// zod/mini: the catalog pages parse these answers in the browser (decisions 12 and 60).
import * as z from "zod/mini";
import { route } from "./endpoint";
import { code } from "./messages/code";
import { wholeNumberParam } from "./numbers";
import { passageListSchema, questionSchema as question } from "./question";

export const levelSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type Level = z.infer<typeof levelSchema>;

export const levelsResponseSchema = z.object({ levels: z.array(levelSchema) });
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

export const categorySummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
});

export const subjectsResponseSchema = z.object({
  level: levelSchema,
  subjects: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      categories: z.array(categorySummarySchema),
    }),
  ),
});
export type SubjectsResponse = z.infer<typeof subjectsResponseSchema>;

/**
 * A unit as the specification has it: id, name and json_data, the question list as text; and,
 * where its questions stand on passages, the passages, each once (decision 174).
 */
export const unitSchema = z.object({
  id: z.number(),
  name: z.string(),
  json_data: z.string(),
  passages: z.optional(passageListSchema),
});
export type Unit = z.infer<typeof unitSchema>;

export const categoryItemsResponseSchema = z.object({
  /** The level the subject belongs to: the breadcrumb back to it. */
  level: levelSchema,
  subject: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  category: categorySummarySchema,
  items: z.array(
    z.object({ id: z.number(), slug: z.string(), name: z.string(), content: z.array(unitSchema) }),
  ),
});
export type CategoryItemsResponse = z.infer<typeof categoryItemsResponseSchema>;

export const entrancesResponseSchema = z.object({
  entrances: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});
export type EntrancesResponse = z.infer<typeof entrancesResponseSchema>;

const entranceSubject = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
});

export const entranceSubjectsResponseSchema = z.object({
  entrance: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  subjects: z.array(entranceSubject),
});
export type EntranceSubjectsResponse = z.infer<typeof entranceSubjectsResponseSchema>;

const entranceUnit = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
});

/** The entrance a subject belongs to: its page is `/{slug}` (the way back up from a subject). */
const entranceRef = z.object({ slug: z.string(), name: z.string() });

export const entranceUnitsResponseSchema = z.object({
  entrance: entranceRef,
  subject: entranceSubject,
  units: z.array(entranceUnit),
});
export type EntranceUnitsResponse = z.infer<typeof entranceUnitsResponseSchema>;

export const entranceQuestionsResponseSchema = z.object({
  entrance: entranceRef,
  subject: entranceSubject,
  unit: entranceUnit,
  questions: z.array(question),
  /** The passages its questions stand on, each once (decision 174); absent where there are none. */
  passages: z.optional(passageListSchema),
});
export type EntranceQuestionsResponse = z.infer<typeof entranceQuestionsResponseSchema>;

const notAnAddress = code("general.invalidAddress");

/** Path parameters: slugs and ids, checked before any query runs. */
// Checked with the same few zod checks as the banks' year (refine, minimum, maximum), so the
// catalog's endpoints add no zod code to what the quiz screens load (decision 60).
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugParam = z
  .string({ error: notAnAddress })
  .check(z.refine((slug) => slug.length <= 100 && SLUG.test(slug), notAnAddress));
export const idParam = wholeNumberParam(notAnAddress, 1);
const typeParam = z
  .string({ error: code("catalog.onlyMcq") })
  .check(z.refine((type) => type === "mcq", code("catalog.onlyMcq")));

/**
 * `?lang=ne`: the catalog's names (levels, subjects, categories, items, units, the entrances and
 * their subjects and units) in Nepali where the catalog has a Nepali name; English, the default,
 * as the files write them. Questions keep the language they are written in (decision 71).
 */
export const catalogLanguageQuery = z.object({
  lang: z._default(z.enum(["en", "ne"], { error: code("catalog.unknownLanguage") }), "en"),
});
export type CatalogLanguage = z.infer<typeof catalogLanguageQuery>["lang"];

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getLevels = route("GET /levels", "public", {
  query: catalogLanguageQuery,
  responses: { 200: levelsResponseSchema },
  errors: { 404: ["catalog.levelsNotFound"] },
});

export const getSubjects = route("GET /subjects/:slug", "public", {
  query: catalogLanguageQuery,
  params: z.object({ slug: slugParam }),
  responses: { 200: subjectsResponseSchema },
  errors: { 404: ["catalog.levelNotFound"] },
});

export const getCategoryItems = route(
  "GET /subject/:subject_slug/category/:category_slug",
  "public",
  {
    query: catalogLanguageQuery,
    params: z.object({ subject_slug: slugParam, category_slug: slugParam }),
    responses: { 200: categoryItemsResponseSchema },
    errors: { 404: ["catalog.categoryNotFound"] },
  },
);

export const getEntrances = route("GET /entrance/subjects", "public", {
  query: catalogLanguageQuery,
  responses: { 200: entrancesResponseSchema },
  errors: { 404: ["catalog.entrancesNotFound"] },
});

/**
 * The specification gives both `/entrance/subjects/{sub_slug}/{sub_type}` (an entrance's subjects,
 * e.g. csit/mcq) and `/entrance/subjects/{id}/mcq` (a subject's units). They share a shape, so one
 * route tells them apart: a number is a subject id (its units), a slug names an entrance (its subjects).
 */
export const getEntranceSubjectOrUnits = route("GET /entrance/subjects/:key/mcq", "public", {
  query: catalogLanguageQuery,
  params: z.object({ key: z.union([idParam, slugParam]) }),
  responses: { 200: z.union([entranceUnitsResponseSchema, entranceSubjectsResponseSchema]) },
  errors: { 404: ["catalog.entranceNotFound", "catalog.entranceSubjectNotFound"] },
});

export const getEntranceSubjects = route("GET /entrance/subjects/:sub_slug/:sub_type", "public", {
  query: catalogLanguageQuery,
  params: z.object({ sub_slug: slugParam, sub_type: typeParam }),
  responses: { 200: entranceSubjectsResponseSchema },
  errors: { 404: ["catalog.entranceNotFound"] },
});

export const getEntranceUnitQuestions = route(
  "GET /entrance/subjects/:id/mcq/:uid/:utype",
  "public",
  {
    query: catalogLanguageQuery,
    params: z.object({ id: idParam, uid: idParam, utype: typeParam }),
    responses: { 200: entranceQuestionsResponseSchema },
    errors: { 404: ["catalog.unitNotFound"] },
  },
);
