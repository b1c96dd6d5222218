import "./app/language-hook";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter, matchRoutes } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes, pageTitle, routePatterns, routes } from "./app/router";
import { FAMILIES } from "./features/mocks/papers";
import { provideUnitIntro } from "./features/catalog/unit-intro";
import { TEMPLATE_INTRO } from "@tayari/contracts/unit-page";

export { routePatterns };

/** The page title of `pathname`, as the app sets it once it runs. */
export function titleOf(pathname: string): string {
  return pageTitle((matchRoutes(routes, pathname) ?? []).map((match) => match.route));
}

/** Renders `pathname` to the markup that goes inside `<div id="root">`, waiting for its lazy page. */
export async function render(pathname: string): Promise<string> {
  const app = (
    <StrictMode>
      <Providers>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  const { prelude } = await prerenderToNodeStream(app);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The paths prerendered at build time; every other path gets the empty shell. A quiz is prerendered
 * as its title, its lines and the spinner: its questions are drawn in the browser. Forms are not
 * prerendered: typed before the app has loaded, their input would be lost or sent as a plain GET.
 * A mock paper is prerendered as its rules and Start, which waits for the paper (issue 50); the
 * progress page as a student's heading and a guest's page, one shown by src/boot.js (decision 293).
 */
export const PRERENDERED: readonly string[] = [
  "/",
  "/csit/entrance-preparation",
  "/plus-2-science/entrance-preparation",
  "/plus-2-management/entrance-preparation",
  "/exam/science",
  "/exam/management",
  "/csit/entrance-questions",
  "/exam-questions",
  "/progress",
  ...Object.values(FAMILIES).flatMap((family) =>
    family.papers.map((paper) => `${family.path}/${paper.slug}`),
  ),
];

/**
 * A unit quiz's page as the template the server fills for each unit (decision 294): its first
 * screen drawn from facts that are tokens (the page's address too). Rendered last: the tokens
 * match no other page's address.
 */
export async function renderUnitPage(): Promise<{ pathname: string; markup: string }> {
  provideUnitIntro(TEMPLATE_INTRO);
  const { subject, category, unit } = TEMPLATE_INTRO;
  const pathname = `/school/${subject.slug}/${category.slug}/${unit.id}`;
  return { pathname, markup: await render(pathname) };
}
