import { expect, type Page } from "@playwright/test";

/**
 * Words a Nepali page may still show in Latin letters: names of the site, the programmes and the
 * exams, which students write in Latin letters in Nepali too, and "Alt" and "Enter", printed on the
 * keys (the toasts' region is named "सूचनाहरू Alt+T" after its shortcut; the pace's stay hint says
 * "‘अर्को’ (वा Enter)").
 */
const ALLOWED = new Set([
  "Tayari",
  "CSIT",
  "BSc",
  "Sc",
  "BCA",
  "NEB",
  "SEE",
  "MCQ",
  "TU",
  "BScCSIT",
  "Alt",
  "Enter",
]);

/**
 * The interface text still in English inside `root` (a CSS selector; the whole page by default):
 * every visible text node and every accessible name in attributes (aria-label, title, placeholder,
 * alt), outside content marked as written in another language (`lang="en"` on a question, a unit's
 * title from the catalog, an address). Screen-reader-only text counts. Returns each with its tag.
 */
export async function englishLeftOn(page: Page, root = "body"): Promise<string[]> {
  const found = await page.evaluate((rootSelector) => {
    const isContent = (element: Element | null) => {
      const lang = element?.closest("[lang]")?.getAttribute("lang");
      return lang !== undefined && lang !== null && lang !== "ne";
    };
    const visible = (element: Element) => {
      if (element.closest("[hidden], [aria-hidden='true'], script, style, noscript, template"))
        return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        (box.width > 0 || box.height > 0) &&
        style.visibility !== "hidden" &&
        style.display !== "none"
      );
    };
    const out: string[] = [];
    // The roots, less any inside another (a dialog inside main is read once).
    const roots = [...document.querySelectorAll(rootSelector)].filter(
      (root, _, all) => !all.some((other) => other !== root && other.contains(root)),
    );
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? "";
        if (!parent || !/[A-Za-z]{2,}/.test(text) || isContent(parent)) continue;
        // Screen-reader-only text is clipped to 1 px but still read: it counts.
        if (!parent.closest(".visually-hidden") && !visible(parent)) continue;
        out.push(`${parent.tagName.toLowerCase()}: ${text.trim()}`);
      }
      for (const element of root.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
        if (isContent(element) || !visible(element)) continue;
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = element.getAttribute(name);
          if (value && /[A-Za-z]{2,}/.test(value)) out.push(`${name}: ${value}`);
        }
      }
    }
    return out;
  }, root);
  return found.filter((line) => {
    const text = line.slice(line.indexOf(": ") + 2);
    const words = text.match(/[A-Za-z][A-Za-z.]*[A-Za-z]/g) ?? [];
    return words.some((word) => !ALLOWED.has(word.replace(/\./g, "")));
  });
}

/**
 * Fails with the English left on the page, if any: the whole page by default (top bar, menu, the
 * page and any dialog), or only inside `root`.
 */
export async function expectAllNepali(page: Page, root = "body") {
  await expect.poll(() => englishLeftOn(page, root), { timeout: 10_000 }).toEqual([]);
}

/** Chooses Nepali with the top bar's switch and waits for the page to show it. */
export async function chooseNepali(page: Page) {
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
}

/**
 * The words of every button shown lie inside the button, within its padding: a Nepali verb is one
 * word that cannot break, and one too wide for its box runs over the border (the quiz's bottom
 * bar at 360 px did). Returns the buttons whose words overflow, with their widths.
 */
export async function wordsPastTheirButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>("button, .button")) {
      if (!button.offsetParent) continue;
      const outer = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      const left = outer.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right =
        outer.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const range = document.createRange();
      range.selectNodeContents(button);
      const words = range.getBoundingClientRect();
      if (words.width > 0 && (words.left < left - 0.5 || words.right > right + 0.5))
        out.push(
          `"${button.textContent?.trim()}": ${Math.round(words.width)} px of words in ${Math.round(right - left)}`,
        );
    }
    return out;
  });
}
