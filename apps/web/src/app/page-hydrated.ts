import { startTransition, useEffect, useState } from "react";

let settle: () => void = () => {};

/**
 * Resolves once the page's own part of a prerendered screen has hydrated. The top bar hydrates
 * first and answers taps while the page below it waits for its code; a language chosen then waits
 * for this, so the page's English markup is never hydrated as Nepali (main.tsx, lib/i18n).
 */
export const pageHydrated = new Promise<void>((resolve) => (settle = resolve));

/** Rendered inside the boundary that holds the page: its effect runs when that boundary commits. */
export function PageHydrated() {
  useEffect(() => settle(), []);
  return null;
}

// At the build there is no document: every page is rendered as its HTML.
let hydratingHtml = typeof document === "undefined";

/** main.tsx, before it hydrates a prerendered page: what mounts until the page has hydrated is its HTML's. */
export function hydratingTheHtml(): void {
  hydratingHtml = true;
  void pageHydrated.then(() => (hydratingHtml = false));
}

/**
 * True while the markup is a prerendered page's: at the build and while the app hydrates it, then
 * false in a transition (React draws what replaces it in slices, not in one long task); false from
 * the start on a page the app draws itself. A screen whose right variant only the browser knows
 * (signed in or not) is prerendered as all of them, src/boot.js showing the one that applies until
 * the app draws it alone (decision 293).
 */
export function useFromHtml(): boolean {
  const [fromHtml, setFromHtml] = useState(() => hydratingHtml);
  useEffect(() => {
    if (fromHtml) startTransition(() => setFromHtml(false));
  }, [fromHtml]);
  return fromHtml;
}
