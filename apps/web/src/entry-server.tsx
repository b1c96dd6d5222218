import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { Providers } from "./app/providers";
import { routes } from "./app/router";

/**
 * How a path is prerendered at build time:
 * - `page`: the frame and the whole page, waiting for the page's lazy chunk (static pages);
 * - `frame`: the frame with the page left to the browser (screens that read browser storage,
 *   such as a running quiz), so the frame paints before any JavaScript has run.
 */
export type PrerenderMode = "page" | "frame";

/** Renders `pathname` to the markup that goes inside `<div id="root">`. */
export async function render(pathname: string, mode: PrerenderMode): Promise<string> {
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
  // renderToString does not wait for a lazy page: it sends the page's fallback, marked for the
  // browser to render, while the frame around it is hydrated.
  if (mode === "frame") return renderToString(app);
  const { prelude } = await prerenderToNodeStream(app);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The paths prerendered at build time and how; every other path gets the empty shell. Forms are not
 * prerendered: typed before the app has loaded, their input would be lost or sent as a plain GET.
 */
export const PRERENDERED: Readonly<Record<string, PrerenderMode>> = {
  "/": "page",
  "/csit/entrance-preparation": "page",
  "/plus-2-science/entrance-preparation": "page",
  "/plus-2-management/entrance-preparation": "page",
  "/exam/science": "page",
  "/exam/management": "page",
  "/csit/entrance-questions": "frame",
  "/exam-questions": "frame",
};
