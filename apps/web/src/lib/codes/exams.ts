import { formatDateTime } from "../bikram-sambat";
import { formatValues } from "../codes";

// The exams' Nepali catalogue is registered with the others (lib/codes.ts); this module adds only
// how their moments are shown, imported by the pages that show exam messages (features/exams and
// features/examiner's text.tsx), so the date tables load with those pages.

/** An instant as the API sends it: "2030-12-01T04:15:00.000Z". */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

// The exams' messages carry their moments as ISO values ({when}, {opens}, {closes}): shown on
// Nepal's clock and named so, in either language (decision 107), never as the raw string.
formatValues((_name, value, language, message) => {
  // The live mocks' messages (decision 257) are exams' too.
  const timed = message.code.startsWith("exams.") || message.code.startsWith("mocks.live");
  if (!timed || typeof value !== "string" || !ISO_INSTANT.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? value
    : formatDateTime(instant, language, { nameZone: true });
});
