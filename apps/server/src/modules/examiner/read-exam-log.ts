import type { StartRefusal } from "@tayari/contracts/examiner-candidates";
import type { LogCandidate, LogEvent } from "@tayari/contracts/examiner-candidates";
import type { Db } from "../../db/db";
import type { StoredQuestion } from "../exams/bank-repository";
import * as candidateRepo from "../exams/candidate-repository";
import * as correctionRepo from "../exams/correction-repository";
import * as eventRepo from "../exams/event-repository";
import * as examRepo from "../exams/exam-repository";
import type { ExamRow } from "../exams/exam-repository";
import { GRACE_MS } from "../exams/deadline";
import { endsAt } from "../exams/results";
import { keyLetters } from "./plan-key";

/** Silent: no word from a sitting candidate for longer than this (issue 46 point 4). */
export const SILENT_MS = 60_000;

/**
 * The log per candidate, read from the attempts, the answers' times and the events; and the
 * examiner's acts on the whole exam, the key corrections read from their own records (decision
 * 0478), lettered by the exam's questions (`poolOf`, read only when there are corrections).
 */
export async function readExamLog(
  db: Db,
  exam: ExamRow,
  now: Date,
  poolOf: () => Promise<readonly StoredQuestion[]> = async () => [],
) {
  const [attempts, candidates, events, gaps, corrections] = await Promise.all([
    eventRepo.listAttemptsForLog(db, exam.id),
    candidateRepo.listCandidates(db, exam.id),
    eventRepo.listEvents(db, exam.id),
    eventRepo.listSavingGaps(db, exam.id, SILENT_MS / 1000),
    correctionRepo.listCorrections(db, exam.id),
  ]);
  const iso = (d: Date) => d.toISOString();
  const byUser = new Map<number, LogCandidate & { order: number }>();
  const rollOf = new Map(
    candidates.filter((c) => c.user_id !== null).map((c) => [Number(c.user_id), c]),
  );
  let order = 0;
  for (const a of attempts) {
    const closed = a.submitted_at !== null || now.getTime() > a.deadline.getTime() + GRACE_MS;
    const lastSeen = [a.started_at, a.last_saved_at]
      .concat(
        events.filter((e) => e.user_id === a.user_id && e.kind === "resumed").map((e) => e.at),
      )
      .filter((d): d is Date => d !== null)
      .reduce((x, y) => (x > y ? x : y));
    const list: LogEvent[] = [];
    if (a.submitted_at !== null && a.submitted_at.getTime() <= a.deadline.getTime() + GRACE_MS)
      list.push({ kind: "submitted", at: iso(a.submitted_at) });
    else if (closed) list.push({ kind: "timed_out", at: iso(a.deadline) });
    for (const g of gaps.filter((g) => g.user_id === a.user_id))
      list.push({
        kind: "gap",
        at: iso(g.from_at),
        until: iso(g.to_at),
        minutes: Math.round((g.to_at.getTime() - g.from_at.getTime()) / 60_000),
      });
    const candidate = rollOf.get(a.user_id);
    byUser.set(a.user_id, {
      order: order++,
      name: a.name,
      email: a.email,
      roll: candidate?.roll ?? null,
      state: closed
        ? list[0]!.kind === "submitted"
          ? "submitted"
          : "timed_out"
        : now.getTime() - lastSeen.getTime() > SILENT_MS
          ? "silent"
          : "sitting",
      last_seen_at: iso(lastSeen),
      deadline: iso(a.deadline),
      answered: a.answered,
      events: list,
    });
  }
  // Given before the candidate started (extra time): found by the name it was given to.
  const byCandidate = new Map<number, LogCandidate & { order: number }>();
  const named = (who: unknown) =>
    typeof who === "string" ? candidates.find((c) => c.roll === who || c.email === who) : undefined;
  const examEvents: LogEvent[] = [];
  const examiners = new Map<number, string>();
  for (const e of events) {
    const detail = (e.detail ?? {}) as Record<string, unknown>;
    if (typeof detail.by === "number") examiners.set(detail.by, "");
  }
  if (examiners.size)
    for (const u of await examRepo.findUsersByIds(db, [...examiners.keys()]))
      examiners.set(u.id, u.name);
  for (const e of events) {
    const listedAs = e.user_id === null ? named((e.detail as { who?: unknown } | null)?.who) : null;
    const userId = e.user_id ?? (listedAs?.user_id == null ? null : Number(listedAs.user_id));
    let entry = userId === null ? undefined : byUser.get(userId);
    if (e.kind === "list_replaced" || e.kind === "times_changed" || e.kind === "released") {
      examEvents.push(examAct(e.kind, iso(new Date(e.at)), e.detail, examiners));
      continue;
    }
    if (!entry && userId === null) {
      if (!listedAs) continue;
      entry = byCandidate.get(listedAs.id) ?? {
        order: order++,
        name: listedAs.name,
        email: listedAs.email,
        roll: listedAs.roll,
        state: "not_started",
        last_seen_at: null,
        deadline: null,
        answered: 0,
        events: [],
      };
      byCandidate.set(listedAs.id, entry);
    }
    if (!entry && userId !== null) {
      // Tried late without an attempt, or given extra time before starting.
      const c = rollOf.get(userId);
      entry = {
        order: order++,
        name: c?.account_name ?? null,
        email: c?.account_email ?? null,
        roll: c?.roll ?? null,
        state: e.kind === "late" || e.kind === "refused" ? "refused" : "not_started",
        last_seen_at: null,
        deadline: null,
        answered: 0,
        events: [],
      };
      byUser.set(userId, entry);
    }
    if (!entry) continue;
    const detail = (e.detail ?? {}) as Record<string, unknown>;
    // The hand-in a reopening undid, as it stood.
    if (e.kind === "reopened" && typeof detail.handed_in === "string")
      entry.events.push({
        kind: detail.by_clock ? "timed_out" : "submitted",
        at: new Date(detail.handed_in).toISOString(),
      });
    entry.events.push({
      kind: e.kind,
      at: iso(new Date(e.at)),
      ...(e.device ? { device: e.device } : {}),
      ...(e.kind === "late" ? { what: detail.what as "start" | "answer" } : {}),
      ...(e.kind === "refused"
        ? {
            refusal: detail.reason as StartRefusal,
            ...(typeof detail.roll === "string" ? { roll: detail.roll } : {}),
          }
        : {}),
      ...(e.kind === "extra_time"
        ? {
            minutes: detail.minutes as number | null,
            percent: detail.percent as number | null,
            ...(typeof detail.before_seconds === "number"
              ? { before_minutes: Math.round(detail.before_seconds / 60) }
              : {}),
          }
        : {}),
      ...(typeof detail.by === "number" && examiners.get(detail.by)
        ? { by: examiners.get(detail.by) }
        : {}),
      ...(e.kind === "reopened"
        ? { minutes: detail.minutes as number, reason: String(detail.reason ?? "") }
        : {}),
      ...(e.kind === "roll_freed"
        ? {
            reason: String(detail.reason ?? ""),
            roll: String(detail.roll ?? ""),
            answered: detail.answered as number | null,
          }
        : {}),
    });
    // Its attempt went with the roll number: the account no longer sits.
    if (e.kind === "roll_freed" && entry.deadline === null) entry.state = "freed";
  }
  // Late tries without an attempt come from accounts the log names by their users' rows.
  const unnamed = [...byUser.entries()].filter(([, c]) => c.email === null).map(([id]) => id);
  if (unnamed.length) {
    const users = await examRepo.findUsersByIds(db, unnamed);
    for (const u of users) {
      const c = byUser.get(u.id)!;
      c.name = u.name;
      c.email = u.email;
    }
  }
  const rows = [...byUser.values(), ...byCandidate.values()];
  // Listed candidates who have not started (or tried): named by the list.
  for (const c of candidates) {
    if (!c.listed || byCandidate.has(c.id)) continue;
    if (c.user_id !== null && byUser.has(Number(c.user_id))) continue;
    rows.push({
      order: order++,
      name: c.name ?? c.account_name,
      email: c.email ?? c.account_email,
      roll: c.roll,
      state: "not_started",
      last_seen_at: null,
      deadline: null,
      answered: 0,
      events: [],
    });
  }
  for (const r of rows) r.events.sort((x, y) => x.at.localeCompare(y.at));
  const pool = corrections.length ? await poolOf() : [];
  for (const c of [...corrections].reverse()) {
    const index = pool.findIndex((q) => q.id === c.question_id);
    const q = pool[index];
    const letters = (key: correctionRepo.StoredKey) =>
      q ? keyLetters(q, key) : key.dropped ? "dropped" : key.accepted.join(", ");
    examEvents.push({
      kind: "key_corrected",
      at: iso(new Date(c.at)),
      key: {
        question: index + 1,
        change: c.kind,
        before: letters(c.old_key),
        after: letters(c.new_key),
      },
      reason: c.reason,
      ...(c.name ? { by: c.name } : {}),
    });
  }
  examEvents.sort((x, y) => x.at.localeCompare(y.at));
  const out = rows.sort((x, y) => x.order - y.order).map(({ order: _o, ...r }) => r);
  return {
    now: iso(now),
    live: now.getTime() >= exam.opens_at.getTime() && now < endsAt(exam),
    sitting: out.filter((r) => r.state === "sitting").length,
    silent: out.filter((r) => r.state === "silent").length,
    candidates: out,
    exam_events: examEvents,
  };
}

const isoOf = (value: unknown) => new Date(String(value)).toISOString();

/** An act on the whole exam as its event row keeps it (the list, its times, a release). */
function examAct(
  kind: "list_replaced" | "times_changed" | "released",
  at: string,
  stored: unknown,
  examiners: Map<number, string>,
): LogEvent {
  const d = (stored ?? {}) as Record<string, unknown>;
  const by = examiners.get(typeof d.by === "number" ? d.by : 0);
  const who = by ? { by } : {};
  const n = (key: string) => (typeof d[key] === "number" ? (d[key] as number) : 0);
  if (kind === "list_replaced")
    return {
      kind,
      at,
      list: {
        before: n("before"),
        after: n("after"),
        added: n("added"),
        removed: n("removed"),
        removed_started: n("removed_started"),
      },
      ...who,
    };
  if (kind === "released")
    return { kind, at, ...(typeof d.told === "number" ? { told: d.told } : {}), ...who };
  const times = (t: unknown) => {
    const w = (t ?? {}) as Record<string, unknown>;
    return {
      opens_at: isoOf(w.opens_at),
      closes_at: isoOf(w.closes_at),
      duration_seconds: Number(w.duration_seconds),
    };
  };
  return {
    kind,
    at,
    times: {
      how: d.how as "edit" | "extend" | "close" | "cancel",
      before: times(d.before),
      after: times(d.after),
      ...(typeof d.moved === "number" ? { moved: d.moved } : {}),
    },
    ...who,
  };
}
