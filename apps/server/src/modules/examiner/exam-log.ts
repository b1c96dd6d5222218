import type { LogCandidate, LogEvent } from "@tayari/contracts/examiner-candidates";
import { csvField, spreadsheetTime } from "./merit-list";

/** What an event says beyond its kind and time, in the CSV's `detail` column (English, plain). */
function detailOf(event: LogEvent): string {
  switch (event.kind) {
    case "gap":
      return `no answer saved for ${event.minutes} min, until ${event.until}`;
    case "late":
      return event.what === "answer" ? "an answer after the end" : "a start after the end";
    case "refused":
      return `start refused: ${event.refusal ?? ""}${event.roll ? ` (roll ${event.roll})` : ""}`;
    case "extra_time": {
      const now = event.percent
        ? `${event.percent}%`
        : event.minutes
          ? `${event.minutes} min`
          : "none";
      const before =
        typeof event.before_minutes === "number" ? `${event.before_minutes} min -> ` : "";
      return `${before}${now}${event.by ? ` (by ${event.by})` : ""}`;
    }
    case "reopened":
      return `+${event.minutes ?? 0} min: ${event.reason ?? ""}`;
    case "roll_freed":
      return `roll ${event.roll ?? ""} freed${
        event.answered === null || event.answered === undefined
          ? ""
          : `, attempt removed (${event.answered} answers)`
      }: ${event.reason ?? ""}`;
    case "list_replaced": {
      const l = event.list;
      const by = event.by ? ` (by ${event.by})` : "";
      return l
        ? `list of ${l.before} replaced by ${l.after}: ${l.added} added, ${l.removed} taken off (${l.removed_started} started)${by}`
        : "";
    }
    default:
      return "";
  }
}

/**
 * The log as a CSV file, one event a row (a candidate with none: one row with the state only):
 * the time in ISO UTC and beside it on the examiner's clock, as the merit CSV has it (decision 84).
 */
export function logCsv(
  candidates: LogCandidate[],
  zone: string,
  /** The examiner's acts on the whole exam: rows of their own, before the candidates'. */
  examEvents: LogEvent[] = [],
): string {
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
  for (const e of examEvents)
    lines.push(
      ["", "", "", "exam", e.kind, e.at, spreadsheetTime(e.at, zone), "", detailOf(e)]
        .map(csvField)
        .join(","),
    );
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
