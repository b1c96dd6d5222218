import { UNIT_INTRO_ELEMENT, type UnitIntro } from "@tayari/contracts/unit-page";
import { currentLanguage } from "../../lib/i18n";

// A unit's page as the server sends it holds the unit's first screen, drawn from these facts, which
// it also carries as JSON (decision 294): the app draws the same screen from them while the
// category's questions are on their way, so it takes over the page without a visible change.

let given: UnitIntro | null | undefined;

/** The facts the page was sent with (read once), or those the build renders its template with. */
function pageIntro(): UnitIntro | null {
  if (given === undefined) {
    const text =
      typeof document === "undefined"
        ? null
        : document.getElementById(UNIT_INTRO_ELEMENT)?.textContent;
    try {
      given = text ? (JSON.parse(text) as UnitIntro) : null;
    } catch {
      given = null;
    }
  }
  return given;
}

/** The template's facts (entry-server.tsx): the page is rendered once with tokens in their place. */
export function provideUnitIntro(intro: UnitIntro): void {
  given = intro;
}

/**
 * The facts of the unit at this address, if its page came with them: in English only (the page's
 * names are the catalog's English ones; a device showing Nepali draws the page afresh).
 */
export function unitIntroFor(subject: string, category: string, id: string): UnitIntro | null {
  const intro = pageIntro();
  if (!intro || currentLanguage() !== "en") return null;
  const same =
    intro.subject.slug === subject && intro.category.slug === category && intro.unit.id === id;
  return same ? intro : null;
}
