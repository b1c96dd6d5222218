/**
 * Whole seconds left on a question that started at `startTime`. A start in the future (a clock
 * that moved back, a start time from another device) counts as just started rather than
 * showing more time than a question has. Zero or less means expired; screens show Math.max(0, …).
 */
export function remainingSeconds(
  startTime: number,
  now: number,
  secondsPerQuestion: number,
): number {
  return Math.min(secondsPerQuestion, secondsPerQuestion - Math.floor((now - startTime) / 1000));
}
