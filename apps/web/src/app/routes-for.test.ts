import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject } from "react-router";
import { routePatterns, routes, routesFor } from "./router";
import { routesByFirstSegment } from "./routes-for";

/** The pages a match renders, by the route objects of the table (a copied layout counts as its original). */
const pagesOf = (table: RouteObject[], pathname: string) =>
  (matchRoutes(table, pathname) ?? []).map((m) => m.route.Component ?? m.route.element);

/** An address of each pattern: parameters filled in, a splat with two segments. */
const addressOf = (pattern: string) =>
  pattern.replace(/:[a-z]+/gi, (name) => `x-${name.slice(1)}1`).replace("*", "any/thing");

describe("the routes an address can match", () => {
  const addresses = [
    ...routePatterns().map(addressOf),
    "/",
    "/CSIT/Entrance-Questions",
    "/%63sit/entrance-questions",
    "/csit/entrance-questions/",
    "//csit//mock-tests",
    "/csit/mock-tests/2081",
    "/school",
    "/progress/attempts",
    "/exams/a%2Fb",
    "/nowhere/at/all",
    "/%E0%A4%A8",
    "/%E0%A4",
    "/csit-entrance",
  ];

  it.each(addresses)("matches %s as the whole table does", (pathname) => {
    const whole = pagesOf(routes, pathname);
    expect(whole.length).toBeGreaterThan(0);
    expect(pagesOf(routesFor(pathname), pathname)).toEqual(whole);
  });

  it("gives the router fewer routes, the same objects each time", () => {
    const subset = routesFor("/csit/entrance-questions");
    expect(routesFor("/CSIT/other")).toBe(subset);
    const count = (list: RouteObject[]): number =>
      list.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(subset)).toBeLessThan(count(routes) / 3);
  });

  it("keeps parameters, splats, optional segments and index routes for any address", () => {
    const page = (name: string) => ({ element: name });
    const table: RouteObject[] = [
      {
        path: "/",
        children: [
          { index: true, ...page("home") },
          { path: "a/b", ...page("ab") },
          { path: ":id", ...page("param") },
          { path: "opt?/c", ...page("optional") },
          { element: "layout", children: [{ path: "a", ...page("a") }] },
          { path: "*", ...page("splat") },
        ],
      },
    ];
    const forTable = routesByFirstSegment(table);
    for (const pathname of ["/", "/a", "/a/b", "/A/B", "/z", "/c", "/opt/c", "/a/b/c", "/%zz"])
      expect(pagesOf(forTable(pathname), pathname), pathname).toEqual(pagesOf(table, pathname));
    expect(pagesOf(forTable("/a"), "/a").at(-1)).toBe("a");
  });
});
