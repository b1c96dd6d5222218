import { z } from "zod";
import { questionSchema as question } from "./question";

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

/** A unit as the specification has it: id, name and json_data, the question list as text. */
export const unitSchema = z.object({ id: z.number(), name: z.string(), json_data: z.string() });
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
});
export type EntranceQuestionsResponse = z.infer<typeof entranceQuestionsResponseSchema>;

/** Path parameters: slugs and ids, checked before any query runs. */
export const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a valid address.")
  .max(100, "Not a valid address.");
export const idParam = z.coerce
  .number({ error: "Not a valid address." })
  .int("Not a valid address.")
  .positive("Not a valid address.")
  .max(2_147_483_647, "Not a valid address.");
