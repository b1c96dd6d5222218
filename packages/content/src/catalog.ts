import { z } from "zod";
import { questionSchema } from "@tayari/contracts/question";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slugs are lower-case words joined by hyphens");

/** A unit: a chapter with its quiz questions. */
export const catalogUnitSchema = z.object({
  slug,
  name: z.string().min(1),
  questions: z.array(questionSchema),
});

export const catalogItemSchema = z.object({
  slug,
  name: z.string().min(1),
  units: z.array(catalogUnitSchema),
});
export const catalogCategorySchema = z.object({
  slug,
  name: z.string().min(1),
  items: z.array(catalogItemSchema),
});
export const catalogSubjectSchema = z.object({
  slug,
  name: z.string().min(1),
  categories: z.array(catalogCategorySchema),
});

/** One file per level: `catalog/<level-slug>.json`. Level and subject slugs are unique across files. */
export const catalogLevelFileSchema = z.object({
  level: z.object({ slug, name: z.string().min(1), position: z.number().int() }),
  subjects: z.array(catalogSubjectSchema),
});
export type CatalogLevelFile = z.infer<typeof catalogLevelFileSchema>;

export const entranceUnitSchema = z.object({
  slug,
  title: z.string().min(1),
  type: z.literal("mcq"),
  questions: z.array(questionSchema),
});
export const entranceSubjectSchema = z.object({
  slug,
  title: z.string().min(1),
  type: z.literal("mcq"),
  units: z.array(entranceUnitSchema),
});

/** `catalog/entrances.json`: entrances (csit, bca, ...) with their subjects and units. */
export const entrancesFileSchema = z.object({
  entrances: z.array(
    z.object({ slug, name: z.string().min(1), subjects: z.array(entranceSubjectSchema) }),
  ),
});
export type EntrancesFile = z.infer<typeof entrancesFileSchema>;
