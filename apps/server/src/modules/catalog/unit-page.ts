import { getCategoryItems, slugParam, type CategoryItemsResponse } from "@tayari/contracts/catalog";
import { questionSchema } from "@tayari/contracts/question";
import { TEMPLATE_QUESTIONS, UNIT_PAGE_TOKENS, type UnitIntro } from "@tayari/contracts/unit-page";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../lib/escape-html";
import type { ResponseCache } from "../../lib/response-cache";
import { loadCategoryItems } from "./routes";

// A unit quiz's page sent with its first screen (decision 294): the build's template filled with the
// unit's facts, read from the catalog answer the API gives for its category (the same cached body).

// The last body read of each category, as read: a body is the same string until the cache makes
// it again (after a publish), so each unit's page does not parse its whole category again.
const read = new Map<string, { body: string; found: CategoryItemsResponse }>();

function parsed(path: string, body: string): CategoryItemsResponse {
  const kept = read.get(path);
  if (kept?.body === body) return kept.found;
  // Made by the cache from the endpoint's schema: read as it is.
  const found = JSON.parse(body) as CategoryItemsResponse;
  if (read.size >= 100) read.clear(); // the catalog has a few dozen categories
  read.set(path, { body, found });
  return found;
}

/** A unit's questions as the app counts them (parseQuestions): each that fits the schema. */
function countQuestions(jsonData: string): number {
  let value: unknown;
  try {
    value = JSON.parse(jsonData);
  } catch {
    return 0;
  }
  return Array.isArray(value)
    ? value.filter((question) => questionSchema.safeParse(question).success).length
    : 0;
}

/**
 * The first screen's facts of the unit at `/school/<subject>/<category>/<id>`, in English (the
 * catalog's default, as the app asks for it in English); null when the address names no unit, or
 * one the template does not fit (no questions, or one: its sentence is another).
 */
export async function unitIntro(
  app: FastifyInstance,
  cache: ResponseCache,
  subject: string,
  category: string,
  id: string,
): Promise<UnitIntro | null> {
  if (!slugParam.safeParse(subject).success || !slugParam.safeParse(category).success) return null;
  const path = `/api${getCategoryItems.path}`
    .replace(":subject_slug", subject)
    .replace(":category_slug", category);
  const body = await cache.body(getCategoryItems, path, { lang: "en" }, () =>
    loadCategoryItems(app.db, subject, category, "en"),
  );
  if (body === null) return null;
  const found = parsed(path, body);
  const unit = found.items.flatMap((item) => item.content).find((u) => String(u.id) === id);
  if (!unit) return null;
  const questions = countQuestions(unit.json_data);
  if (questions < 2) return null;
  const { level, subject: s, category: c } = found;
  return {
    level: { slug: level.slug, name: level.name },
    subject: { slug: s.slug, name: s.name },
    category: { slug: c.slug, name: c.name },
    unit: { id, name: unit.name },
    questions,
  };
}

/** A name's language, as the app marks it (contentLanguage in the web app): Devanagari is Nepali. */
const languageOf = (text: string) => (/[\u0900-\u097F]/.test(text) ? "ne" : "en");

/**
 * The template (the build's `unit-page.html`) with `intro`'s facts in place of its tokens, every one
 * escaped: in the markup, and as JSON in the page's data element (where only `<` could end it). An
 * element the template marks English (`lang="en"`) whose text holds a name takes the name's language.
 */
export function fillUnitPage(template: string, intro: UnitIntro): string {
  const json = JSON.stringify(intro).replace(/</g, "\\u003c");
  const values: Record<string, string> = {
    LEVEL_SLUG: intro.level.slug,
    LEVEL_NAME: intro.level.name,
    SUBJECT_SLUG: intro.subject.slug,
    SUBJECT_NAME: intro.subject.name,
    CATEGORY_SLUG: intro.category.slug,
    CATEGORY_NAME: intro.category.name,
    UNIT_ID: intro.unit.id,
    UNIT_NAME: intro.unit.name,
  };
  const fill = (text: string, as: (value: string) => string) =>
    text.replace(UNIT_PAGE_TOKENS, (_, name: string) =>
      name === "INTRO" ? json : as(values[name] ?? ""),
    );
  const named = template
    .replaceAll(String(TEMPLATE_QUESTIONS), String(intro.questions))
    .replace(
      /lang="en"([^>]*)>([^<]*__TAYARI_[A-Z_]+__[^<]*)</g,
      (_, attributes: string, text: string) => {
        const language = languageOf(fill(text, (value) => value));
        return `lang="${language}"${attributes}>${fill(text, escapeHtml)}<`;
      },
    );
  return fill(named, escapeHtml);
}

/** The page of the unit at `/school/<subject>/<category>/<id>` (`template` filled), or null. */
export async function unitPage(
  app: FastifyInstance,
  cache: ResponseCache,
  template: string,
  subject: string,
  category: string,
  id: string,
): Promise<string | null> {
  const intro = await unitIntro(app, cache, subject, category, id);
  return intro && fillUnitPage(template, intro);
}
