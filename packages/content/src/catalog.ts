import { z } from "zod";
import { contentQuestionSchema, passageSchema } from "./question";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slugs are lower-case words joined by hyphens");
/**
 * The name in Nepali, beside `name` (or `title`) in the language the file writes it: what the API
 * serves a reader who chose Nepali. `content:check` asks for one wherever the name is not already
 * in Devanagari (`catalog-names.ts`); without one the API serves the name as it is.
 */
const nameNe = z.string().min(1).optional();

/**
 * A unit's passages (decision 172): reading passages, tables or figures that a run of its questions
 * share; each such question names its passage's id.
 */
const passages = z.array(passageSchema).optional();

/** What names every level, subject, category, item and unit of the catalog. */
const named = { slug, name: z.string().min(1), name_ne: nameNe };

/** A unit: a chapter with its quiz questions. */
export const catalogUnitSchema = z.object({
  ...named,
  passages,
  questions: z.array(contentQuestionSchema),
});

export const catalogItemSchema = z.object({
  ...named,
  units: z.array(catalogUnitSchema),
});
export const catalogCategorySchema = z.object({
  ...named,
  items: z.array(catalogItemSchema),
});
export const catalogSubjectSchema = z.object({
  ...named,
  categories: z.array(catalogCategorySchema),
});

/** One file per level: `catalog/<level-slug>.json`. Level and subject slugs are unique across files. */
export const catalogLevelFileSchema = z.object({
  level: z.object({ ...named, position: z.number().int() }),
  subjects: z.array(catalogSubjectSchema),
});
export type CatalogLevelFile = z.infer<typeof catalogLevelFileSchema>;

export const entranceUnitSchema = z.object({
  slug,
  title: z.string().min(1),
  title_ne: nameNe,
  type: z.literal("mcq"),
  passages,
  questions: z.array(contentQuestionSchema),
});
export const entranceSubjectSchema = z.object({
  slug,
  title: z.string().min(1),
  title_ne: nameNe,
  type: z.literal("mcq"),
  units: z.array(entranceUnitSchema),
});

/** `catalog/entrances.json`: entrances (csit, bca, ...) with their subjects and units. */
export const entrancesFileSchema = z.object({
  entrances: z.array(
    z.object({
      slug,
      name: z.string().min(1),
      name_ne: nameNe,
      subjects: z.array(entranceSubjectSchema),
    }),
  ),
});
export type EntrancesFile = z.infer<typeof entrancesFileSchema>;
