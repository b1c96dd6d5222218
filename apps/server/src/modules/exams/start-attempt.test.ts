import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/secrets";
import { examinerSuite, privateBank } from "./exam-fixtures";
import * as examRepo from "./exam-repository";
import { candidatePaper, readPassages, readPool } from "./papers";
import { examRefusal, type ExamRefusal } from "./refusals";
import { EXAM_LIMITS } from "./routes";
import { startAttempt, type StartAttemptDeps } from "./start-attempt";

/**
 * The start as a use case (issue 63 point 1, decision 311): called with its dependencies on the
 * real database, no HTTP. Exams and accounts are set up through the API.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 3, physics: 2 }),
});
const db = t.app.db;
const deps: StartAttemptDeps = {
  db,
  now: () => t.clock.now,
  idleSince: (now) => new Date(now.getTime() - 7 * 86_400_000),
  limit: EXAM_LIMITS.start,
  examOf: (slug) => examRepo.findExam(db, slug),
  forgetSlug: () => {},
  paperOf: (examId) => Promise.all([readPool(db, examId), readPassages(db, examId)]),
  drawPaper: async (exam) => candidatePaper(await readPool(db, exam.id), exam, 7),
};
const start = (token: string, slug: string, body: { accessCode?: string; roll?: string } = {}) =>
  startAttempt(deps, { tokenHash: hashToken(token), slug, device: "phone", ...body });

describe("starting an exam (the use case)", () => {
  it("makes the attempt on the first start, and gives the same one with its answers after", async () => {
    const exam = await api.examOn(examiner, bankId);
    const token = await api.signUp();
    const first = await start(token, exam.slug);
    expect(first).toMatchObject({ kind: "attempt", created: true, answers: [] });
    if (first.kind !== "attempt") return;
    expect([...first.attempt.paper].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(first.attempt.deadline.getTime() - first.attempt.started_at.getTime()).toBe(1_800_000);

    const picked = first.attempt.paper[2]!;
    const path = `/api/exams/${exam.slug}/attempt/answers/${picked}`;
    const saved = await api.call("PUT", path, token, { pick: `Key ${picked}`, seq: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.advance(60_000);
    const again = await start(token, exam.slug);
    expect(again).toMatchObject({
      kind: "attempt",
      created: false,
      attempt: { id: first.attempt.id, paper: first.attempt.paper },
      answers: [{ question_id: picked, pick: `Key ${picked}`, seq: 1 }],
      now: t.clock.now,
    });
  });

  it("says why it refuses, as an outcome that changes nothing", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "BAGMATI" });
    const token = await api.signUp();
    expect(await start("not-a-session-token-at-all", exam.slug)).toEqual({ kind: "notSignedIn" });
    expect(await start(examiner, exam.slug)).toEqual({ kind: "examinersDoNotSit" });
    expect(await start(token, "no-such-exam")).toEqual({ kind: "notOpen" });
    expect(await start(token, exam.slug)).toEqual({ kind: "needsCode" });
    expect(await start(token, exam.slug, { accessCode: "KOSHI" })).toEqual({ kind: "wrongCode" });
    const attempts = db
      .selectFrom("exam_attempts")
      .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
      .select("exam_attempts.id")
      .where("exams.slug", "=", exam.slug);
    expect(await attempts.execute()).toEqual([]);
    const started = await start(token, exam.slug, { accessCode: " BAGMATI " });
    expect(started).toMatchObject({ kind: "attempt", created: true });
  });

  it("before the opening says when it opens; after the close, that it closed", async () => {
    const now = t.clock.now.getTime();
    const later = await api.examOn(examiner, bankId, {
      opens_at: new Date(now + 90_500).toISOString(),
      closes_at: new Date(now + 3_600_000).toISOString(),
    });
    const token = await api.signUp();
    const early = await start(token, later.slug);
    expect(early).toMatchObject({
      kind: "opensLater",
      title: later.title,
      opensAt: new Date(later.opens_at),
      seconds: 91,
      paper: { closesAt: new Date(later.closes_at), resultsAtClose: true },
    });
    t.clock.advance(3_600_000);
    const closed = await start(token, later.slug);
    expect(closed).toEqual({
      kind: "closedAt",
      title: later.title,
      closesAt: new Date(later.closes_at),
    });
  });

  it("refuses a second attempt once the first is handed in, and a start past the limit", async () => {
    const exam = await api.examOn(examiner, bankId);
    const token = await api.signUp();
    expect(await start(token, exam.slug)).toMatchObject({ kind: "attempt", created: true });
    const submit = await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, token);
    expect(submit.statusCode).toBe(200);
    expect(await start(token, exam.slug)).toEqual({ kind: "oneAttempt" });
    for (let i = 2; i < EXAM_LIMITS.start.limit; i++) await start(token, exam.slug);
    const limited = await start(token, exam.slug);
    expect(limited).toMatchObject({ kind: "tooManyStarts" });
    if (limited.kind !== "tooManyStarts") return;
    expect(limited.retryAfterMs).toBeGreaterThan(0);
    expect(limited.retryAfterMs).toBeLessThanOrEqual(EXAM_LIMITS.start.windowMs);
  });
});

describe("a start's refusals in HTTP", () => {
  it.each([
    [{ kind: "notSignedIn" }, 401, "general.sessionEnded"],
    [{ kind: "examinersDoNotSit" }, 403, "exams.examinersDoNotSit"],
    [{ kind: "tooManyStarts", retryAfterMs: 1_500 }, 429, "general.tooManyAttempts"],
    [{ kind: "notOpen" }, 404, "exams.notOpen"],
    [{ kind: "needsCode" }, 403, "exams.needsCode"],
    [{ kind: "wrongCode" }, 403, "exams.wrongCode"],
    [{ kind: "notOnList", title: "Entrance" }, 403, "exams.notOnList"],
    [{ kind: "rollNeeded", title: "Entrance" }, 403, "exams.rollNeeded"],
    [{ kind: "rollNotOnList", title: "Entrance", roll: "7" }, 403, "exams.rollNotOnList"],
    [{ kind: "listEmailUnverified", title: "Entrance" }, 403, "exams.listEmailUnverified"],
    [{ kind: "rollTaken", roll: "7" }, 409, "exams.rollTaken"],
    [{ kind: "oneAttempt" }, 409, "exams.oneAttempt"],
    [{ kind: "notStarted" }, 404, "exams.notStarted"],
    [{ kind: "didNotSit" }, 404, "exams.didNotSit"],
    [{ kind: "resultsNotReleased" }, 409, "exams.resultsNotReleased"],
  ] as const)("%o is %i %s", (refusal, status, code) => {
    const error = examRefusal(refusal);
    expect([error.statusCode, error.body.code]).toEqual([status, code]);
  });

  it("carries the moments and the wait a student is told", () => {
    const opens = new Date("2083-01-02T03:04:05.678Z");
    const closes = new Date("2083-01-02T05:34:05.678Z");
    const paper = { questions: 100, minutes: 120, closesAt: closes, resultsAtClose: false };
    const refusal = { kind: "opensLater", title: "Entrance", opensAt: opens, seconds: 90, paper };
    expect(examRefusal(refusal as ExamRefusal).body.params).toEqual({
      title: "Entrance",
      when: "2083-01-02T03:04:05.678Z",
      seconds: 90,
      questions: 100,
      minutes: 120,
      closes: "2083-01-02T05:34:05.678Z",
      results: "manual",
    });
    expect(examRefusal({ kind: "resultsAt", at: opens }).body.params).toEqual({
      when: "2083-01-02T03:04:05Z",
    });
    const limited = examRefusal({ kind: "tooManyStarts", retryAfterMs: 1_500 });
    expect((limited as { retryAfterSeconds?: number }).retryAfterSeconds).toBe(2);
  });
});
