import "./app/language-hook";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from "react-router";
import { Providers } from "./app/providers";
import { pageTitle, routePatterns, routes } from "./app/router";

export { routePatterns };

/** The page title of `pathname`, as the app sets it once it runs. */
export function titleOf(pathname: string): string {
  return pageTitle((matchRoutes(routes, pathname) ?? []).map((match) => match.route));
}

/** Renders `pathname` to the markup that goes inside `<div id="root">`, waiting for its lazy page. */
export async function render(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.local")));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers>
        {/* No inline hydration script: the routes have no loaders, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
];
