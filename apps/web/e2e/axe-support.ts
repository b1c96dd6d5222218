import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now. With
 * the clock paused (a quiz), axe's own timers need time to move: a millisecond at a time, so the
 * quiz stays in the state under test.
 *
 * In axe's single-frame ("legacy") run: the app has no frames, and the default run's partial
 * results gathered in a blank page of their own took twice as long for the same rules (a page at
 * 360 px, 8.5-15.6 s against 3.8-9.5 s at load 23, the same violations), which made the
 * accessibility journeys the second longest part of CI.
 */
export async function seriousViolations(
  page: Page,
  pausedClock = false,
  /** Parts left out: of a long list drawn by one component, the first few stand for the rest. */
  exclude?: string,
): Promise<string[]> {
  let settled = false;
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const analysis = (exclude ? builder.exclude(exclude) : builder).analyze();
  analysis.then(
    () => (settled = true),
    () => (settled = true),
  );
  // The clock is the context's; a step that fails as the run ends is no failure of ours.
  while (pausedClock && !settled) await page.clock.runFor(1).catch(() => {});
  const { violations } = await analysis;
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
