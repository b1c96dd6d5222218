import type { LogCandidate, LogEvent } from "@tayari/contracts/examiner-candidates";
import { csvField, spreadsheetTime } from "./merit-list";

/** What an event says beyond its kind and time, in the CSV's `detail` column (English, plain). */
function detailOf(event: LogEvent): string {
  switch (event.kind) {
    case "gap":
      return `no answer saved for ${event.minutes} min, until ${event.until}`;
    case "late":
      return event.what === "answer" ? "an answer after the end" : "a start after the end";
    case "extra_time":
      return event.percent ? `${event.percent}%` : event.minutes ? `${event.minutes} min` : "none";
    case "reopened":
      return `+${event.minutes ?? 0} min: ${event.reason ?? ""}`;
    case "roll_freed":
      return `roll ${event.roll ?? ""} freed${
        event.answered === null || event.answered === undefined
          ? ""
          : `, attempt removed (${event.answered} answers)`
      }: ${event.reason ?? ""}`;
    default:
      return "";
  }
}

/**
 * The log as a CSV file, one event a row (a candidate with none: one row with the state only):
 * the time in ISO UTC and beside it on the examiner's clock, as the merit CSV has it (decision 84).
 */
export function logCsv(candidates: LogCandidate[], zone: string): string {
  const lines = [
    [
      "name",
      "email",
      "roll",
      "state",
      "event",
      "at",
      `at_local (${zone})`,
      "device",
      "detail",
    ].join(","),
  ];
  for (const c of candidates) {
    const events: (LogEvent | null)[] = c.events.length ? c.events : [null];
    for (const e of events)
      lines.push(
        [
          c.name,
          c.email,
          c.roll,
          c.state,
          e?.kind ?? "",
          e?.at ?? "",
          e ? spreadsheetTime(e.at, zone) : "",
          e?.device ?? "",
          e ? detailOf(e) : "",
        ]
          .map(csvField)
          .join(","),
      );
  }
  return lines.join("\r\n") + "\r\n";
}
