import * as z from "zod/mini";

/**
 * A whole number with two messages: one when it is not a number at all, one when it has a
 * fraction (classic zod's `z.number({ error }).int(message)`, written for zod/mini).
 */
export const wholeNumber = (notANumber: string, notWhole: string) =>
  z.number({ error: notANumber }).check(z.refine(Number.isSafeInteger, notWhole));
