import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { en } from "./messages";
import { pageTitle, routePatterns, routes } from "./router";
import { nearestPage as nearestIn } from "./nearest-page-walk";

const nearestPage = (pathname: string) => nearestIn(routes, pathname);

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

/** Every page route with who may see it (a gate's `access`, declared on the route around it). */
function access(list: readonly RouteObject[], base = "", inherited?: string): [string, string?][] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
    const own = (route.handle as { access?: string } | undefined)?.access ?? inherited;
    const here: [string, string?][] =
      route.index || (route.path && !route.children) ? [[path || "/", own]] : [];
    return [...here, ...access(route.children ?? [], path, own)];
  });
}

describe("the route table", () => {
  it("declares who may see each page: the examiner's pages examiners, the student's own pages the signed-in", () => {
    const gated = Object.fromEntries(access(routes).filter(([, who]) => who));
    expect(gated).toEqual({
      "/account": "signedIn",
      "/progress/:practice": "signedIn",
      "/exams": "signedIn",
      "/exams/:slug": "signedIn",
      "/examiner": "examiner",
      "/examiner/archive": "examiner",
      "/examiner/exams/:slug": "examiner",
      "/examiner/exams/:slug/candidates": "examiner",
      "/examiner/exams/:slug/merit": "examiner",
      "/examiner/exams/:slug/analysis": "examiner",
      "/examiner/exams/:slug/log": "examiner",
      "/examiner/banks/:id": "examiner",
      "/examiner/exams/:slug/preview": "examiner",
      "/examiner/import": "examiner",
      "/progress/attempts/:id": "signedIn",
    });
    // "Practise next" is a guest's too (decision 229).
    expect(access(routes)).toContainEqual(["/progress/next-step", undefined]);
    // The progress page is a student's or a guest's by itself: prerendered as both (decision 293).
    expect(access(routes)).toContainEqual(["/progress", undefined]);
  });

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

describe("the nearest page above an address that leads nowhere (decision 220)", () => {
  it("is the longest part of the address, cut at a slash, that is a page's whole address", () => {
    expect(nearestPage("/csit/entrance/xyz")).toEqual({ to: "/csit", title: "csitMcq" });
    expect(nearestPage("/csit/entrance-preparation/more")).toEqual({
      to: "/csit/entrance-preparation",
      title: "csitPrep",
    });
    expect(nearestPage("/exam/science/start/again")).toEqual({
      to: "/exam/science/start",
      title: "sciExamOn",
    });
  });

  it("is never an address with a variable part, nor the address itself; none above the home page", () => {
    // /school/:slug is a pattern: "/school/grade-x" may not be there.
    expect(nearestPage("/school/grade-x/mcq/1/more")).toBeNull();
    expect(nearestPage("/csit")).toBeNull();
    expect(nearestPage("/no/such/page")).toBeNull();
  });
});
