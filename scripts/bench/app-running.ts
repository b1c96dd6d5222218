import type { Page } from "@playwright/test";

/**
 * Whether the app runs the page on screen, not only its HTML (run in the page). A prerendered page
 * paints before its script has run; the app then hydrates the frame first and the page's own part
 * (its chunk, behind the layout's Suspense) after. Until then a tap on a button does nothing and a
 * link opens as a whole new document. Running: the menu toggle has settled (aria-expanded, in any
 * language) and React has claimed every link, button and field in the app.
 */
export const appIsRunning = () => {
  const root = document.getElementById("root");
  const toggle = document.getElementById("menu-toggle");
  const controls = root?.querySelectorAll("a[href], button, input, select, textarea, summary");
  // No named function inside: run through tsx, a named one is wrapped in esbuild's `__name`, which
  // the page does not have ("__name is not defined": every bench journey stopped at the home page).
  return (
    !!controls &&
    controls.length > 0 &&
    [...controls].every((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
    ) &&
    (toggle === null || toggle.hasAttribute("aria-expanded"))
  );
};

/**
 * From / to the first question of the timed entrance quiz as a student taps it, each tap once the
 * app runs the page (a tap on the prerendered home before then would load the next page as a whole
 * document: more bytes than the journey). At 360 px the menu starts closed (decision 0029): the
 * home page's own link leads on.
 */
export const TO_FIRST_ENTRANCE_QUESTION = {
  text: "Question 1 of 100",
  steps: async (page: Page) => {
    await page.waitForFunction(appIsRunning);
    await page.getByRole("link", { name: "Start preparing" }).click();
    await page.getByRole("link", { name: "Start Now" }).click();
  },
};
