import type { RouteObject } from "react-router";
import type { FrameKey } from "./messages";

/** A page that is there: its address and its title (a key of the frame's messages). */
export interface NearestPage {
  to: string;
  title: FrameKey;
}

/** Every page whose address has no variable part, with its title ("/csit" → "csitMcq"). */
function fixedPages(list: readonly RouteObject[], base = ""): NearestPage[] {
  return list.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
    const title = (route.handle as { title?: FrameKey } | undefined)?.title;
    const own = title && path && !route.children && !/[:*]/.test(path) ? [{ to: path, title }] : [];
    return [...own, ...fixedPages(route.children ?? [], path)];
  });
}

/**
 * The nearest page above an address that leads nowhere: the longest part of it, cut at a slash,
 * that is a page's whole address (`/csit/entrance/xyz` → `/csit`); null when only the home page is
 * above it (decision 220). Read by the not-found page, in its own chunk: no first load carries it.
 */
export function nearestPage(routes: readonly RouteObject[], pathname: string): NearestPage | null {
  const fixed = new Map(fixedPages(routes).map((page) => [page.to, page]));
  const parts = pathname.split("/").filter(Boolean);
  for (let end = parts.length - 1; end > 0; end--) {
    const page = fixed.get(`/${parts.slice(0, end).join("/")}`);
    if (page) return page;
  }
  return null;
}
