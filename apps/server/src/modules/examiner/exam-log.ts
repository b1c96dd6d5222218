import type { LogCandidate, LogEvent } from "@tayari/contracts/examiner-candidates";
import { csvField, spreadsheetTime } from "./merit-list";

/** A length as the form takes it: minutes when whole, else seconds. */
const length = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);

/** What a times change moved, each as before -> after on the examiner's clock (decision 0478). */
function timesDetail(times: NonNullable<LogEvent["times"]>, zone: string): string {
  const { before: b, after: a } = times;
  const parts = [
    b.opens_at !== a.opens_at &&
      `opens ${spreadsheetTime(b.opens_at, zone)} -> ${spreadsheetTime(a.opens_at, zone)}`,
    b.closes_at !== a.closes_at &&
      `closes ${spreadsheetTime(b.closes_at, zone)} -> ${spreadsheetTime(a.closes_at, zone)}`,
    b.duration_seconds !== a.duration_seconds &&
      `time allowed ${length(b.duration_seconds)} -> ${length(a.duration_seconds)}`,
  ].filter(Boolean);
  const how = {
    edit: "edited before opening",
    extend: "more time",
    close: "closed now",
    cancel: "cancelled",
  }[times.how];
  const moved =
    times.moved === undefined ? "" : `; ${times.moved} running attempt(s) moved with it`;
  return `${how}: ${parts.join(", ")}${moved}`;
}

/** What an event says beyond its kind and time, in the CSV's `detail` column (English, plain). */
function detailOf(event: LogEvent, zone: string): string {
  const by = event.by ? ` (by ${event.by})` : "";
  switch (event.kind) {
    case "times_changed":
      return event.times ? `${timesDetail(event.times, zone)}${by}` : "";
    case "key_corrected": {
      const k = event.key;
      if (!k) return "";
      const what = k.change === "drop" ? "dropped" : k.change === "accept" ? "two keys" : "key";
      return `question ${k.question} ${what}: ${k.before} -> ${k.after}: ${event.reason ?? ""}${by}`;
    }
    case "released":
      return event.told === undefined
        ? `results released${by}`
        : `corrections released: ${event.told} student(s) told${by}`;
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
      return `${before}${now}${by}`;
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
  /**
   * The examiner's acts on the whole exam (the list, its times, key corrections, releases): rows
   * of their own, before the candidates'.
   */
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
      ["", "", "", "exam", e.kind, e.at, spreadsheetTime(e.at, zone), "", detailOf(e, zone)]
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
          e ? detailOf(e, zone) : "",
        ]
          .map(csvField)
          .join(","),
      );
  }
  return lines.join("\r\n") + "\r\n";
}
