import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { en } from "./messages";
import { pageTitle, routePatterns, routes } from "./router";

/** Every page route with the title it shows (a parent's title serves a child without its own). */
function pages(list: readonly RouteObject[], base = "", inherited?: string): [string, string?][] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
    const title = (route.handle as { title?: string } | undefined)?.title ?? inherited;
    const own: [string, string?][] =
      route.index || (route.path && !route.children) ? [[path || "/", title]] : [];
    return [...own, ...pages(route.children ?? [], path, title)];
  });
}

describe("the route table", () => {
  it("gives every page but the home page its own title", () => {
    const untitled = pages(routes).filter(([path, title]) => path !== "/" && !title);
    expect(untitled).toEqual([]);
  });

  it("names every title by a key of the frame's messages, shown with the site's name", () => {
    const unknown = pages(routes).filter(([, title]) => title && !Object.hasOwn(en, title));
    expect(unknown).toEqual([]);
    expect(pageTitle([{ handle: { title: "notFound" } }])).toBe("Page not found · Tayari");
    expect(pageTitle([])).toBe("Tayari");
  });

  it("declares each address once (a second entry would never be reached)", () => {
    const all = routePatterns();
    expect(all.filter((path, i) => all.indexOf(path) !== i)).toEqual([]);
  });
});
