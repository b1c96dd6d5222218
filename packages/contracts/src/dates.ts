import * as z from "zod/mini";
import type { Code } from "./messages/all";
import { code } from "./messages/code";

/**
 * The dates a request may carry (issue 67, point 1): from 2000 to 2100, a range every date column
 * stores and every sum of a date and a duration the API makes stays within. Year 0000 or 9999 (or a
 * time zone's edge there) would pass an ISO check and be refused by the database as a 500.
 */
export const EARLIEST_DATE = Date.UTC(2000, 0, 1);
export const LATEST_DATE = Date.UTC(2101, 0, 1) - 1;

/** A time in the site's range, given as ISO 8601 text (any offset). */
export const isDateInRange = (text: string): boolean => {
  const time = Date.parse(text);
  return time >= EARLIEST_DATE && time <= LATEST_DATE;
};

/** An ISO date and time with an offset, from 2000 to 2100: `notADate` when it is no such text. */
export const dateTime = (notADate: Code) =>
  z.iso
    .datetime({ offset: true, error: notADate })
    .check(z.refine(isDateInRange, code("input.dateOutOfRange")));

/** A whole number from `min` to `max`, refused with the range said out. */
export const inRange = (min: number, max: number) =>
  z.refine<number>((value) => value >= min && value <= max, {
    message: code("input.numberOutOfRange"),
    params: { min, max },
  });
