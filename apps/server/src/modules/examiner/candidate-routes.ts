import type { FastifyInstance } from "fastify";
import { MERIT_DEFAULT_ZONE } from "@tayari/contracts/exam-results";
import {
  freeRoll,
  getExamCandidates,
  getExamLog,
  putExamList,
  reopenAttempt,
  setExtraTime,
  type LogCandidate,
  type LogEvent,
} from "@tayari/contracts/examiner-candidates";
import { AppError, coded, fail } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import * as candidateRepo from "../exams/candidate-repository";
import * as eventRepo from "../exams/event-repository";
import * as examRepo from "../exams/exam-repository";
import { GRACE_MS, type ExamRow } from "../exams/exam-repository";
import type { PoolCache } from "../exams/papers";
import { endsAt } from "../exams/results";
import { parseAllowList } from "./allow-list";
import { logCsv } from "./exam-log";
import { ownExam } from "./own-exam";

/** Silent: no word from a sitting candidate for longer than this (issue 46 point 4). */
export const SILENT_MS = 60_000;

/**
 * One exam's candidates (issue 46 points 3 and 4): its allow-list, extra time and reopening for
 * one candidate, and the log. Only the exam's own examiner: another's is not found.
 */
export async function examinerCandidateRoutes(
  app: FastifyInstance,
  { pools }: { pools: PoolCache },
) {
  noStore(app);

  handle(app, getExamCandidates, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const rows = await candidateRepo.listCandidates(app.db, exam.id);
    return {
      list_in_force: rows.some((r) => r.listed),
      candidates: rows.map((r) => ({
        email: r.email,
        roll: r.roll,
        name: r.name,
        listed: r.listed,
        extra_minutes: r.extra_minutes,
        extra_percent: r.extra_percent,
        account:
          r.account_email !== null ? { name: r.account_name ?? "", email: r.account_email } : null,
      })),
    };
  });

  handle(app, putExamList, async (request) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const parsed = parseAllowList(request.body.text);
    if (!parsed.ok) {
      if ("tooLong" in parsed) throw new AppError(422, coded("exams.listTooLong", { count: 5000 }));
      throw new AppError(422, coded("exams.listRefused", { count: parsed.count }), {
        text: parsed.faults,
      });
    }
    const count = await candidateRepo.replaceList(app.db, exam.id, parsed.entries);
    return count
      ? coded("exams.listSaved", { count, title: exam.title })
      : coded("exams.listLifted", { title: exam.title });
  });

  handle(app, setExtraTime, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const { who } = request.body;
    const minutes = request.body.minutes || null;
    const percent = minutes ? null : request.body.percent || null;
    const done = await candidateRepo.setExtraTime(app.db, exam, {
      who,
      minutes,
      percent,
      now: app.now(),
      by: session.id,
    });
    if (done === "missing") throw fail(404, "exams.noCandidate", { who });
    // This process's copy of the exam forgets its end: results wait for the extra time.
    pools.forgetSlug(exam.slug);
    const seconds = candidateRepo.extraSecondsOf(
      { extra_minutes: minutes, extra_percent: percent },
      exam.duration_seconds,
    );
    return seconds
      ? coded("exams.extraTimeSet", { who, minutes: Math.round(seconds / 60) })
      : coded("exams.extraTimeRemoved", { who });
  });

  handle(app, reopenAttempt, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const { who, reason, minutes } = request.body;
    const done = await candidateRepo.reopenAttempt(app.db, exam.id, {
      who,
      reason,
      minutes,
      now: app.now(),
      by: session.id,
      graceMs: GRACE_MS,
    });
    if (done === "missing") throw fail(404, "exams.noCandidate", { who });
    if (done === "running") throw fail(409, "exams.stillSitting", { who });
    if (done === "fixed") throw fail(409, "exams.resultsFixedNoReopen");
    if (done === "no-time") throw fail(422, "exams.reopenNoTime", { who });
    pools.forgetSlug(exam.slug);
    return coded("exams.reopened", { who, when: done.deadline.toISOString() });
  });

  handle(app, freeRoll, async (request) => {
    const session = request.session;
    const exam = await ownExam(app.db, session.id, request.params.slug);
    const { roll, reason } = request.body;
    const done = await candidateRepo.freeRoll(app.db, exam.id, {
      roll,
      reason,
      now: app.now(),
      by: session.id,
    });
    if (done === "missing") throw fail(404, "exams.noCandidate", { who: roll });
    if (done === "unclaimed") throw fail(409, "exams.rollNotClaimed", { roll });
    if (done === "fixed") throw fail(409, "exams.resultsFixedNoFree");
    return coded("exams.rollFreed", { roll: done.roll });
  });

  handle(app, getExamLog, async (request, reply) => {
    const exam = await ownExam(app.db, request.session.id, request.params.slug);
    const now = app.now();
    const log = await examLog(exam, now);
    if (request.query.format === "csv")
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${exam.slug}-log.csv"`)
        .serializer((payload: string) => payload)
        .send(logCsv(log.candidates, request.query.tz ?? MERIT_DEFAULT_ZONE));
    return log;
  });

  /** The log per candidate, read from the attempts, the answers' times and the events. */
  async function examLog(exam: ExamRow, now: Date) {
    const [attempts, candidates, events, gaps] = await Promise.all([
      eventRepo.listAttemptsForLog(app.db, exam.id),
      candidateRepo.listCandidates(app.db, exam.id),
      eventRepo.listEvents(app.db, exam.id),
      eventRepo.listSavingGaps(app.db, exam.id, SILENT_MS / 1000),
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
    for (const e of events) {
      if (e.user_id === null) continue;
      let entry = byUser.get(e.user_id);
      if (!entry) {
        // Tried late without an attempt, or given extra time before starting.
        const c = rollOf.get(e.user_id);
        entry = {
          order: order++,
          name: c?.account_name ?? null,
          email: c?.account_email ?? null,
          roll: c?.roll ?? null,
          state: e.kind === "late" ? "refused" : "not_started",
          last_seen_at: null,
          deadline: null,
          answered: 0,
          events: [],
        };
        byUser.set(e.user_id, entry);
      }
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
        ...(e.kind === "extra_time"
          ? { minutes: detail.minutes as number | null, percent: detail.percent as number | null }
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
      const users = await examRepo.findUsersByIds(app.db, unnamed);
      for (const u of users) {
        const c = byUser.get(u.id)!;
        c.name = u.name;
        c.email = u.email;
      }
    }
    const rows = [...byUser.values()];
    // Listed candidates who have not started (or tried): named by the list.
    for (const c of candidates) {
      if (!c.listed || (c.user_id !== null && byUser.has(Number(c.user_id)))) continue;
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
    const out = rows.sort((x, y) => x.order - y.order).map(({ order: _o, ...r }) => r);
    return {
      now: iso(now),
      live: now.getTime() >= exam.opens_at.getTime() && now < endsAt(exam),
      sitting: out.filter((r) => r.state === "sitting").length,
      silent: out.filter((r) => r.state === "silent").length,
      candidates: out,
    };
  }
}
