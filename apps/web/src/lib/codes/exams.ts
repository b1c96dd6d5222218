import type { examsMessages } from "@tayari/contracts/messages/exams";
import { formatDateTime } from "../bikram-sambat";
import { defineCodes, formatValues } from "../codes";

defineCodes<typeof examsMessages>("exams", () => import("./exams.ne").then((m) => m.exams));

/** An instant as the API sends it: "2030-12-01T04:15:00.000Z". */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

// The exams' messages carry their moments as ISO values ({when}, {opens}, {closes}): shown on
// Nepal's clock and named so, in either language (decision 107), never as the raw string.
formatValues((_name, value, language, message) => {
  if (!message.code.startsWith("exams.") || typeof value !== "string" || !ISO_INSTANT.test(value))
    return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? value
    : formatDateTime(instant, language, { nameZone: true });
});
