import type { RouteObject } from "react-router";

/**
 * The routes an address can match, out of a route table: the ones whose path begins with the
 * address's first segment, and those that begin with a parameter, a splat or nothing (an index or
 * a layout). React Router flattens and ranks every route of the table it is given on each match;
 * on a phone, the first match of the whole table at start-up cost as long as the rest of the
 * hydration's slices (issue 34). Given this subset, it finds the same route: no route left out could
 * have matched. Layout routes are copied with their children filtered; the copies are made once per
 * first segment, so the router sees the same objects on every render of a page.
 */
export function routesByFirstSegment(table: readonly RouteObject[]) {
  const cache = new Map<string, RouteObject[]>();
  // The static first segments the table names; any other address shares one subset. Found on the
  // first call, not when the table is made: the table is made as the entry's modules are evaluated,
  // a task a slow phone already spends long on (issue 71).
  let known: Set<string> | null = null;
  const visit = (list: readonly RouteObject[], base: string, into: Set<string>) => {
    for (const route of list) {
      const path = join(base, route.path);
      const first = firstSegment(path);
      if (first && !dynamic(first)) into.add(first.toLowerCase());
      visit(route.children ?? [], path, into);
    }
  };

  const subset = (list: readonly RouteObject[], base: string, first: string): RouteObject[] =>
    list.flatMap((route) => {
      const path = join(base, route.path);
      const own = firstSegment(path);
      if (own !== "" && own.toLowerCase() !== first && !dynamic(own)) return [];
      if (!route.children) return [route];
      const children = subset(route.children, path, first);
      // A layout whose children all begin elsewhere matches nothing here (it has no page of its own).
      if (children.length === 0 && !route.path && !route.index) return [];
      const same = children.every((child, i) => child === route.children![i]);
      return [same && children.length === route.children.length ? route : { ...route, children }];
    });

  return (pathname: string): RouteObject[] => {
    if (!known) visit(table, "", (known = new Set()));
    let first = decodeSegment(firstSegment(pathname)).toLowerCase();
    if (!known.has(first)) first = "";
    let routes = cache.get(first);
    if (!routes) cache.set(first, (routes = subset(table, "", first)));
    return routes;
  };
}

const join = (base: string, path: string | undefined) =>
  path ? `${base}/${path}`.replace(/\/+/g, "/") : base;

const firstSegment = (path: string) => path.split("/").find((s) => s !== "") ?? "";

/** A parameter, a splat or an optional segment: it can match what a static segment cannot. */
const dynamic = (segment: string) => /^[:*]|\?$/.test(segment);

/** A segment as React Router matches it: percent-decoded when it can be (case is ignored above). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
