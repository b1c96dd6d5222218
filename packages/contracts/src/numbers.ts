import * as z from "zod/mini";

/**
 * A whole number with two messages: one when it is not a number at all, one when it has a
 * fraction (classic zod's `z.number({ error }).int(message)`, written for zod/mini).
 */
export const wholeNumber = (notANumber: string, notWhole: string) =>
  z.number({ error: notANumber }).check(z.refine(Number.isSafeInteger, notWhole));

/** The largest id a database row has (a PostgreSQL integer). */
export const ID_MAX = 2 ** 31 - 1;

/**
 * A whole number from `min` to `max` read from an address or a query (its text made a number),
 * with one message for every fault.
 */
export const wholeNumberParam = (fault: string, min: number, max = ID_MAX) =>
  z.coerce
    .number({ error: fault })
    .check(z.refine(Number.isSafeInteger, fault), z.minimum(min, fault), z.maximum(max, fault));
