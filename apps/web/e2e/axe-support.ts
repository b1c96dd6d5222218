import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now. With
 * the clock paused (a quiz), axe's own timers need time to move: a millisecond at a time, so the
 * quiz stays in the state under test.
 */
export async function seriousViolations(
  page: Page,
  pausedClock = false,
  /** Parts left out: of a long list drawn by one component, the first few stand for the rest. */
  exclude?: string,
): Promise<string[]> {
  let settled = false;
  const builder = new AxeBuilder({ page });
  const analysis = (exclude ? builder.exclude(exclude) : builder).analyze();
  analysis.then(
    () => (settled = true),
    () => (settled = true),
  );
  // The clock is the context's: it also moves the blank page axe opens to finish its run, and
  // fails when axe closes that page under it, which is no failure of ours.
  while (pausedClock && !settled) await page.clock.runFor(1).catch(() => {});
  const { violations } = await analysis;
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
