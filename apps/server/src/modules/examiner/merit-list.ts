import type { MeritRow } from "@tayari/contracts/exam-results";
import { toMarks, type Ranked } from "@tayari/quiz/marking";
import type { Candidate } from "../exams/merit";

/** A moment as the database gives it (a Date, or text from an aggregate), in ISO form. */
export const isoOrNull = (at: Date | string | null | undefined) =>
  at === null || at === undefined ? null : new Date(at).toISOString();

/** One ranked candidate as a row of the merit list. */
export function meritRow({ candidate, score, rank, percentile }: Ranked<Candidate>): MeritRow {
  return {
    rank,
    user_id: candidate.user_id,
    name: candidate.name,
    email: candidate.email,
    score: toMarks(score.total),
    correct: score.correct,
    wrong: score.wrong,
    unanswered: score.unanswered,
    percentile,
    submitted_at: candidate.submitted_at?.toISOString() ?? null,
    last_answer_at: isoOrNull(candidate.last_answer_at),
    sections: sectionMarks(score.byCategory),
  };
}

/** Marks per section from hundredths. */
export const sectionMarks = (hundredths: Record<string, number>) =>
  Object.fromEntries(Object.entries(hundredths).map(([c, h]) => [c, toMarks(h)]));

const CSV_COLUMNS: (keyof MeritRow)[] = [
  "rank",
  "name",
  "email",
  "score",
  "correct",
  "wrong",
  "unanswered",
  "percentile",
  "submitted_at",
];

/** RFC 4180 fields; a leading =, +, - or @ is quoted with ' so a spreadsheet does not run it. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A moment as a spreadsheet reads a date and time ("2026-11-24 10:21:05", which Excel, LibreOffice
 * and Google Sheets take as one), on the clock of `zone`.
 */
export function spreadsheetTime(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The merit list as a CSV file: `submitted_at` in ISO UTC (for programs), and beside it the same
 * moment on the examiner's clock, its header naming the zone: `submitted_local (Asia/Kathmandu)`
 * (decision 84); then the marks of each section, `section: mathematics`... (decision 187), last so
 * a sheet built on the earlier columns by position still reads them.
 */
export function meritCsv(rows: MeritRow[], zone: string, sections: readonly string[] = []): string {
  // A roll column, after the rank, only where the list names candidates by roll number.
  const withRoll = rows.some((row) => row.roll);
  const columns: (keyof MeritRow)[] = withRoll
    ? ["rank", "roll", ...CSV_COLUMNS.slice(1)]
    : CSV_COLUMNS;
  const lines = [
    [
      ...columns,
      `submitted_local (${zone})`,
      ...sections.map((c) => csvField(`section: ${c}`)),
    ].join(","),
  ];
  for (const row of rows)
    lines.push(
      [
        ...columns.map((c) => csvField(row[c])),
        row.submitted_at ? spreadsheetTime(row.submitted_at, zone) : "",
        ...sections.map((c) => csvField(row.sections?.[c] ?? 0)),
      ].join(","),
    );
  return lines.join("\r\n") + "\r\n";
}
