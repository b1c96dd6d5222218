import { matchRoutes, type RouteObject } from "react-router";

type Preloadable = { preload?: () => Promise<unknown> };

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
    for (const match of matchRoutes(routesFor(link.pathname), link.pathname) ?? []) {
      const page = match.route.Component as Preloadable | null | undefined;
      void page?.preload?.().catch(() => done.delete(link.pathname));
    }
  };
  const events = ["pointerdown", "pointerover", "focusin"] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
