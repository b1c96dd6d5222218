/** Nepal's offset from UTC: +05:45 all year (no daylight saving). */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/** The calendar day in Nepal of an instant, as YYYY-MM-DD. */
export const nepalDay = (at: Date) =>
  new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);

/** The last millisecond of an instant's calendar day in Nepal. */
export const nepalDayEnd = (at: Date) => new Date(Date.parse(`${nepalDay(at)}T23:59:59.999+05:45`));
