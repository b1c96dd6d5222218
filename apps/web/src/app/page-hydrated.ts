import { useEffect, useSyncExternalStore } from "react";

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

const never = () => () => {};

/**
 * True while the markup is a prerendered page's: at the build and while the app hydrates it; false
 * from the render after, and on a page the app draws itself. A screen whose right variant only the
 * browser knows (signed in or not) is prerendered as all of them, src/boot.js showing the one that
 * applies until the app draws it alone (decision 293).
 */
export function useFromHtml(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
