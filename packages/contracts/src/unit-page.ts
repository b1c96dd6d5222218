// A unit quiz's first screen in its page's HTML (decision 294): the build writes the page once as a
// template with a token in place of each of the unit's facts; the server fills it at request time
// from the catalog it caches, and the app draws the same screen from the facts it finds in the page.

/** What the student sees before starting a unit's quiz: where it is, its name, its length. */
export interface UnitIntro {
  level: { slug: string; name: string };
  subject: { slug: string; name: string };
  category: { slug: string; name: string };
  /** `id` as in the address. */
  unit: { id: string; name: string };
  questions: number;
}

/** The template, in the built web app's folder. */
export const UNIT_PAGE_TEMPLATE = "unit-page.html";

/** The element of the page that holds the unit's facts as JSON (`<script type="application/json">`). */
export const UNIT_INTRO_ELEMENT = "unit-intro";

/** The token the template holds in place of a fact: `__TAYARI_UNIT_NAME__`. */
export const unitPageToken = (name: string) => `__TAYARI_${name}__`;
export const UNIT_PAGE_TOKENS = /__TAYARI_([A-Z_]+)__/g;

/**
 * The number of questions the template is rendered with, replaced by the unit's: a number, since
 * the sentence that holds it is chosen by it (one question, or several). The server fills only
 * units of two questions or more, whose sentence is this one's.
 */
export const TEMPLATE_QUESTIONS = 9_876_543_210;

/** The template's facts: each a token, the number of questions `TEMPLATE_QUESTIONS`. */
export const TEMPLATE_INTRO: UnitIntro = {
  level: { slug: unitPageToken("LEVEL_SLUG"), name: unitPageToken("LEVEL_NAME") },
  subject: { slug: unitPageToken("SUBJECT_SLUG"), name: unitPageToken("SUBJECT_NAME") },
  category: { slug: unitPageToken("CATEGORY_SLUG"), name: unitPageToken("CATEGORY_NAME") },
  unit: { id: unitPageToken("UNIT_ID"), name: unitPageToken("UNIT_NAME") },
  questions: TEMPLATE_QUESTIONS,
};
