import { matchRoutes, type RouteObject } from "react-router";
import { nextTask } from "../lib/next-task";

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * Fetches the code of every lazy part of the page at `pathname` at once: its page, the layouts
 * around it (the query layout) and a gate's (`handle.preload`). Left to React, each waits for the one
 * around it to load and render: three round trips one after the other on the first load of a page
 * that is not prerendered, each a few hundred milliseconds on a slow phone connection (issue 50).
 * Resolves once all have come; a part that fails is left to its page's own loading to say so.
 * The route is matched in the caller's task, the parts asked for in the next (decision 0529).
 */
export async function preloadPage(
  routesFor: (pathname: string) => RouteObject[],
  pathname: string,
): Promise<PromiseSettledResult<unknown>[]> {
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  // The parts asked for in the next task: at 8x CPU the router's first match (its routes ranked,
  // their patterns compiled) and the parts' imports were one task of 60-110 ms at start-up.
  if (matches.length) await nextTask();
  const loads = matches.flatMap((match) => {
    const page = match.route.Component as Preloadable | null | undefined;
    const handle = match.route.handle as Preloadable | undefined;
    return [page?.preload?.(), handle?.preload?.()].filter(Boolean);
  });
  return Promise.allSettled(loads);
}

/**
 * Fetches a page's code as soon as the student shows the intent to open it: a finger touching a
 * link (some 100 ms before the tap ends), a pointer resting on it, or keyboard focus. On a slow
 * connection that time is most of what the next page would otherwise wait for.
 */
export function preloadOnIntent(
  routesFor: (pathname: string) => RouteObject[],
  root: Document = document,
): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (done.has(link.pathname)) return;
    done.add(link.pathname);
    void preloadPage(routesFor, link.pathname).then((results) => {
      if (results.some((result) => result.status === "rejected")) done.delete(link.pathname);
    });
  };
  const events = ["pointerdown", "pointerover", "focusin"] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
