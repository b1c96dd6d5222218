import type { MeritRow } from "@tayari/contracts/exam-results";
import {
  profileFor,
  rankCandidates,
  scorePaper,
  toMarks,
  type ProfileName,
  type Ranked,
} from "@tayari/quiz/marking";
import type { ExamRow, StoredQuestion, listAttemptsForMarking } from "./repository";

type Marking = Awaited<ReturnType<typeof listAttemptsForMarking>>;
export type Candidate = Marking["attempts"][number];

/**
 * Scores every attempt of an exam from its stored answers and ranks them with the exam's profile.
 * Scoring is done from the database each time it is asked, so an attempt closed by its deadline
 * (with no request at that moment) is scored like a submitted one, on any server process.
 */
export function meritList(exam: ExamRow, pool: readonly StoredQuestion[], marking: Marking) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  const picks = new Map<number, Map<number, string>>();
  for (const answer of marking.answers) {
    let map = picks.get(answer.attempt_id);
    if (!map) picks.set(answer.attempt_id, (map = new Map()));
    map.set(answer.question_id, answer.pick);
  }
  const entries = marking.attempts.map((attempt) => ({
    candidate: attempt,
    score: scorePaper(
      attempt.paper.map((id) => byId.get(id)!),
      picks.get(attempt.id) ?? new Map(),
      profile,
    ),
  }));
  return rankCandidates(entries, profile.tieBreak);
}

/** The most a paper of this exam can score (the first attempt's paper, all right). */
export function maxScore(exam: ExamRow, pool: readonly StoredQuestion[], paper: readonly number[]) {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const byId = new Map(pool.map((q) => [q.id, q]));
  const questions = paper.map((id) => byId.get(id)!);
  return toMarks(
    scorePaper(questions, new Map(questions.map((q) => [q.id, q.answer])), profile).total,
  );
}

export function meritRows(ranked: Ranked<Candidate>[]): MeritRow[] {
  return ranked.map(({ candidate, score, rank, percentile }) => ({
    rank,
    name: candidate.name,
    email: candidate.email,
    score: toMarks(score.total),
    correct: score.correct,
    wrong: score.wrong,
    unanswered: score.unanswered,
    percentile,
    submitted_at: candidate.submitted_at?.toISOString() ?? null,
  }));
}

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
function csvField(value: unknown): string {
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
 * (decision 84).
 */
export function meritCsv(rows: MeritRow[], zone: string): string {
  const lines = [[...CSV_COLUMNS, `submitted_local (${zone})`].join(",")];
  for (const row of rows)
    lines.push(
      [
        ...CSV_COLUMNS.map((c) => csvField(row[c])),
        row.submitted_at ? spreadsheetTime(row.submitted_at, zone) : "",
      ].join(","),
    );
  return lines.join("\r\n") + "\r\n";
}
