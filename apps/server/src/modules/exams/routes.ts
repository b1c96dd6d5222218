import type { FastifyInstance, FastifyReply } from "fastify";
import { getExamResult } from "@tayari/contracts/exam-results";
import {
  getAttemptStatus,
  listOpenExams,
  saveExamAnswer,
  startExamAttempt,
  submitExamAttempt,
} from "@tayari/contracts/exam-sitting";
import { randomInt } from "node:crypto";
import { SEED_LIMIT } from "@tayari/quiz/shuffle";
import type { Config } from "../../config";
import { coded, fail, invalidField } from "../../lib/app-error";
import { noStore } from "../../lib/no-store";
import { turn } from "../../lib/sliced";
import { secondsToWait, tooManyAttempts, type LimitRule } from "../../plugins/rate-limit";
import { handle } from "../../plugins/contract";
import { bearerTokenHash, idleSince, notSignedIn } from "../auth/authenticate";
import type { HoldOf } from "./holds";
import { toMarks } from "@tayari/quiz/marking";
import { currentCorrections } from "./correction-repository";
import {
  candidatePaper,
  attemptJson,
  preparePaperPieces,
  studentQuestions,
  type FixedExam,
  type PoolCache,
  passagesOf,
  poolIndex,
  readPassages,
  readPool,
} from "./papers";
import type { Passage } from "@tayari/contracts/question";
import * as answerRepo from "./answer-repository";
import * as attemptRepo from "./attempt-repository";
import * as candidateRepo from "./candidate-repository";
import * as eventRepo from "./event-repository";
import * as examRepo from "./exam-repository";
import * as resultRepo from "./result-repository";
import {
  insertAttemptWithEvent,
  startChecksInOneStatement,
  type StartAccount,
  type StartChecks,
} from "./start-repository";
import { fixedResults, resultsAt } from "./results";
import { reviewOf } from "./review";
import type { AttemptRow } from "./attempt-repository";
import type { StoredQuestion } from "./bank-repository";
import { examBasics } from "./exam-basics";
import { GRACE_MS } from "./exam-repository";

const notOpen = () => fail(404, "exams.notOpen");

/**
 * An exam's address outside its window, said as such (decision 108): when it opens (and in how
 * many seconds on this clock, for the page's own countdown), or that it has closed. A cancelled
 * exam (opening and close at the moment it was cancelled, decision 98) is none of these: null.
 */
function outsideWindow(
  exam: { title: string; opens_at: Date; closes_at: Date },
  now: Date,
): ReturnType<typeof fail> | null {
  if (exam.opens_at.getTime() === exam.closes_at.getTime()) return null;
  if (now < exam.opens_at) {
    // `seconds` is a value the text does not show: the page counts down from it.
    const params = {
      title: exam.title,
      when: exam.opens_at.toISOString(),
      seconds: Math.ceil((exam.opens_at.getTime() - now.getTime()) / 1000),
    };
    return fail(404, "exams.opensLater", params);
  }
  if (now >= exam.closes_at)
    return fail(404, "exams.closedAt", { title: exam.title, when: exam.closes_at.toISOString() });
  return null;
}
/** Whether the exam's window is open at `now`. */
const withinWindow = (exam: { opens_at: Date; closes_at: Date }, now: Date) =>
  now >= exam.opens_at && now < exam.closes_at;

/** The refusal of a start without the exam's access code, or with a wrong one; null when right. */
function codeRefusal(
  exam: { access_code: string | null },
  body: { access_code?: string } | null | undefined,
): ReturnType<typeof fail> | null {
  if (exam.access_code === null) return null;
  const given = body?.access_code?.trim() ?? "";
  if (!given) return fail(403, "exams.needsCode");
  if (given !== exam.access_code) return fail(403, "exams.wrongCode");
  return null;
}
const notStarted = () => fail(404, "exams.notStarted");
const oneAttempt = () => fail(409, "exams.oneAttempt");

const secondsLeft = (deadline: Date, now: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** Past the deadline and its grace, or submitted: the attempt takes no more answers. */
export const isClosed = (attempt: Pick<AttemptRow, "deadline" | "submitted_at">, now: Date) =>
  attempt.submitted_at !== null || now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** A listed exam's attempt for its student: none, running, or submitted (by hand or by its deadline). */
export const attemptState = (
  row: { attempt_id: unknown; submitted_at: Date | null; deadline: Date | null },
  now: Date,
) =>
  row.attempt_id === null
    ? ("none" as const)
    : isClosed({ submitted_at: row.submitted_at, deadline: row.deadline! }, now)
      ? ("submitted" as const)
      : ("running" as const);

/**
 * Per account, far above what a student clicking through a paper does (a 100-question paper in two
 * hours is under one save a minute on average), far below what a script sends (docs/exam-day.md).
 */
export const EXAM_LIMITS = {
  /** Starting or resuming (each page load), across exams: also caps access-code guesses. */
  start: { limit: 30, windowMs: 10 * 60 * 1000 },
  /** Saving answers, across exams. */
  answer: { limit: 300, windowMs: 5 * 60 * 1000 },
} satisfies Record<string, LimitRule>;

const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The roll number a start gives, as compared (`normalRoll`); null when none is given. */
const rollGiven = (given: string | undefined) =>
  given?.trim() ? candidateRepo.normalRoll(given) : null;

/** The student's side: open exams, one attempt each, answers saved one by one, the result after release. */
export async function examRoutes(
  app: FastifyInstance,
  { pools, holdOf, config }: { pools: PoolCache; holdOf: HoldOf; config: Config },
) {
  noStore(app);
  // The paper's pieces of every pool question are made as the pool is read, in slices (papers.ts).
  const poolOf = (examId: number, version?: number) =>
    pools.get(
      examId,
      async () => {
        const pool = await readPool(app.db, examId);
        await preparePaperPieces(pool, turn);
        return pool;
      },
      version,
    );

  const examOf = (slug: string) => pools.examOf(slug, () => examRepo.findExam(app.db, slug));
  // Saves that arrive while others are in flight share a transaction (decision 299).
  const saveAnswer = answerRepo.answerSaver(app.db, {
    lanes: Math.max(1, Math.floor(config.dbPoolMax / 2)),
    most: config.dbSavesTogether,
    onBatchFailed: (error, size) =>
      app.log.warn({ err: error, size }, "answer saves run alone after their batch failed"),
  });
  const ensureFixed = fixedResults(app, pools);

  const passagesOfExam = (examId: number, version?: number) =>
    pools.passagesOf(examId, () => readPassages(app.db, examId), version);

  /**
   * An attempt's answer: its paper's JSON put together from its questions' pieces, a slice at a
   * time (`attemptJson`, papers.ts), the same bytes Fastify's serializer would make of the answer
   * with `studentQuestions`: encoded whole at each start, a paper of 7,400 questions held the event
   * loop for 0.2 s (issue 47).
   */
  async function sendAttempt(
    reply: FastifyReply,
    exam: FixedExam,
    [pool, passages]: [StoredQuestion[], Passage[]],
    attempt: AttemptRow,
    answers: Array<{ question_id: number; pick: string; seq: number }>,
    now: Date,
  ) {
    await turn();
    const body = attemptBody(exam, [pool, passages], attempt, answers, now);
    const json = await attemptJson(body, pool, attempt.paper, attempt.seed, turn);
    if (json !== null) return reply.type("application/json; charset=utf-8").send(json);
    return { ...body, questions: studentQuestions(pool, attempt.paper, attempt.seed) };
  }

  /** An attempt's answer but its questions (`sendAttempt` adds them). */
  function attemptBody(
    exam: FixedExam,
    [pool, passages]: [StoredQuestion[], Passage[]],
    attempt: AttemptRow,
    answers: Array<{ question_id: number; pick: string; seq: number }>,
    now: Date,
  ) {
    // The answers come latest pick last: the student goes on after the question touched last.
    const last = answers.at(-1);
    const lastIndex = last ? attempt.paper.indexOf(last.question_id) : -1;
    const byId = poolIndex(pool);
    return {
      id: attempt.id,
      exam: { slug: exam.slug, title: exam.title },
      started_at: attempt.started_at.toISOString(),
      deadline: attempt.deadline.toISOString(),
      seconds_left: secondsLeft(attempt.deadline, now),
      resume_at: Math.min(lastIndex + 1, attempt.paper.length - 1),
      seq: answers.reduce((top, a) => Math.max(top, a.seq), 0),
      // The passages its questions stand on, each once (decision 221).
      ...passagesOf(
        passages,
        attempt.paper.map((id) => byId.get(id)!),
      ),
      answers: Object.fromEntries(answers.map((a) => [String(a.question_id), a.pick])),
    };
  }

  /**
   * Who may start (decisions 214-216): with a list in force, only a listed candidate, known by the
   * account's verified e-mail or by the roll number given (bound to the first account that gives
   * it). The candidate's extra time in seconds (decision 213), 0 without one.
   */
  async function admit(
    exam: FixedExam,
    session: { id: number; email: string; email_verified_at: Date | null },
    givenRoll: string | undefined,
    /** What the start's statement read already (`startChecksInOneStatement`); else read here. */
    read?: StartChecks["candidates"],
  ): Promise<number> {
    const roll = rollGiven(givenRoll);
    const email = session.email.toLowerCase();
    const { inForce, byRoll, rows } =
      read ??
      (await candidateRepo.candidatesAtStart(app.db, exam.id, { userId: session.id, email, roll }));
    const byEmail = rows.find(
      (r) => r.email === email && (r.user_id === null || r.user_id === session.id),
    );
    const verified = session.email_verified_at !== null;
    let candidate = rows.find((r) => r.user_id === session.id) ?? (verified ? byEmail : undefined);
    const title = exam.title;
    if (inForce && !candidate?.listed) {
      if (byEmail?.listed && !verified) throw fail(403, "exams.listEmailUnverified", { title });
      if (!byRoll) throw fail(403, "exams.notOnList", { title });
      if (!roll) throw fail(403, "exams.rollNeeded", { title });
      // A row with an e-mail is that address's: its roll number alone does not open it.
      const listed = rows.find((r) => r.roll === roll && r.listed && r.email === null);
      if (!listed) throw fail(403, "exams.rollNotOnList", { title, roll });
      if (listed.user_id !== null && listed.user_id !== session.id)
        throw fail(409, "exams.rollTaken", { roll });
      // Taken back from this account by the examiner (decision 251): not claimed again.
      if (
        listed.user_id === null &&
        (await candidateRepo.rollFreedFrom(app.db, exam.id, session.id, roll))
      )
        throw fail(409, "exams.rollTaken", { roll });
      candidate = listed;
    }
    if (candidate && candidate.user_id !== session.id) {
      const bound = await candidateRepo.bindCandidate(app.db, candidate.id, session.id);
      if (!bound && inForce) throw fail(409, "exams.rollTaken", { roll: candidate.roll ?? "" });
      if (!bound) return 0;
    }
    return candidateRepo.extraSecondsOf(candidate, exam.duration_seconds);
  }

  /**
   * This student's paper: one seed orders the questions (kept as `paper`) and each question's
   * options. A turn of the event loop before and after: on the embedded database the statements
   * answer through promises alone, so the session, the checks, the draw, the insert and the first
   * slice of the answer ran as one piece (about 50 ms over a whole bank's paper, issue 47).
   */
  async function drawCandidatePaper(exam: FixedExam) {
    const [pool] = await Promise.all([
      poolOf(exam.id, exam.version),
      passagesOfExam(exam.id, exam.version),
    ]);
    await turn();
    const made = candidatePaper(pool, exam, randomInt(SEED_LIMIT));
    await turn();
    return made;
  }

  handle(app, listOpenExams, async (request) => {
    const session = request.session;
    const now = app.now();
    const [rows, sat] = await Promise.all([
      examRepo.listOpenExams(app.db, session.id, now),
      examRepo.listSatExams(app.db, session.id, now),
    ]);
    return {
      sat: sat.map((row) => ({
        slug: row.slug,
        title: row.title,
        closes_at: row.closes_at.toISOString(),
        results_at: resultsAt(row)?.toISOString() ?? null,
      })),
      exams: rows.map((row) => ({
        ...examBasics(row),
        closes_in_seconds: secondsLeft(row.closes_at, now),
        needs_access_code: row.needs_access_code,
        attempt: attemptState(row, now),
      })),
    };
  });

  handle(
    app,
    startExamAttempt,
    async (request, reply) => {
      // The session is checked inside the start's own statement (decision 290): at the opening of
      // an exam thousands of starts arrive in the same seconds, and each round trip is queued.
      const tokenHash = bearerTokenHash(request);
      const now = app.now();
      const { slug } = request.params;
      let account: StartAccount | undefined;
      // The exam comes from this process's cache; one closed early or deleted since (its examiner's
      // account closed), perhaps made again under the slug, is noticed at the insert and looked up anew.
      for (let tries = 0; ; tries++) {
        const exam = await examOf(slug);
        const device = eventRepo.deviceKind(request.headers["user-agent"]);
        // When what this process knows lets the start through, the paper is drawn first, so that
        // the one statement that reads can also make the attempt (decision 291).
        const draft =
          tries === 0 && exam && withinWindow(exam, now) && codeRefusal(exam, request.body) === null
            ? await drawCandidatePaper(exam)
            : undefined;
        // The first pass reads all it needs and counts the start in one round trip (decisions 253,
        // 290, 291); a second pass (the exam read anew) reads again without counting the start twice.
        const checks =
          tries === 0
            ? await startChecksInOneStatement(app.db, {
                examId: exam?.id ?? 0,
                tokenHash,
                idleSince: idleSince(now, config.sessionIdleDays),
                roll: rollGiven(request.body?.roll),
                limitPrefix: "exam-start:",
                limit: EXAM_LIMITS.start.limit,
                limitWindowMs: EXAM_LIMITS.start.windowMs,
                now,
                graceMs: GRACE_MS,
                device,
                draft: draft && { ...draft, startedAt: app.now(), examVersion: exam!.version },
              })
            : undefined;
        if (tries === 0) {
          if (!checks) throw notSignedIn();
          account = checks.account;
          // Staff set and mark exams; an examiner in a merit list would rank against the students.
          if (account.role === "examiner") throw fail(403, "exams.examinersDoNotSit");
        }
        const session = account!;
        if (checks && checks.hits > EXAM_LIMITS.start.limit) {
          const retryAfterMs = Math.max(0, checks.hitsResetAt.getTime() - now.getTime());
          reply.header("Retry-After", String(secondsToWait(retryAfterMs)));
          throw tooManyAttempts(retryAfterMs);
        }
        // Counted all the same: the limit caps guessing at addresses as at access codes.
        if (!exam) throw notOpen();
        const existing = checks
          ? checks.existing
          : await attemptRepo.findAttemptWithAnswers(app.db, exam.id, session.id);
        if (existing) {
          if (isClosed(existing.attempt, now)) {
            if (existing.attempt.submitted_at === null)
              await eventRepo.recordLateTry(app.db, {
                examId: exam.id,
                userId: session.id,
                at: now,
                device,
                what: "start",
              });
            throw oneAttempt();
          }
          const pool = await Promise.all([poolOf(exam.id), passagesOfExam(exam.id)]);
          if (!checks?.resumed)
            await eventRepo.recordEvent(app.db, {
              examId: exam.id,
              userId: session.id,
              kind: "resumed",
              at: now,
              device,
            });
          return sendAttempt(reply, exam, pool, existing.attempt, existing.answers, now);
        }
        if (!withinWindow(exam, now)) {
          // This process's copy may be older than an edit or an extension made on another one
          // (decision 205): read once more before saying so.
          if (tries === 0) {
            pools.forgetSlug(slug);
            continue;
          }
          const refusal = outsideWindow(exam, now);
          if (refusal?.body.code === "exams.closedAt")
            await eventRepo.recordLateTry(app.db, {
              examId: exam.id,
              userId: session.id,
              at: now,
              device,
              what: "start",
            });
          throw refusal ?? notOpen();
        }
        const refusal = codeRefusal(exam, request.body);
        if (refusal) throw refusal;
        const extraSeconds = await admit(exam, session, request.body?.roll, checks?.candidates);
        const [pool, passages] = await Promise.all([
          poolOf(exam.id, exam.version),
          passagesOfExam(exam.id, exam.version),
        ]);
        if (checks?.created) {
          // Made by the reads' own statement (decision 291), its clock from when it was sent.
          reply.status(201);
          return sendAttempt(
            reply,
            exam,
            [pool, passages],
            checks.created,
            [],
            checks.created.started_at,
          );
        }
        const made = draft ?? (await drawCandidatePaper(exam));
        // The clock starts as the paper goes out, not when the request arrived (decision 253): a
        // start that queued behind thousands of others has lost none of its time. The attempt and
        // its "started" line are one statement, and only the answer's bytes follow it.
        const servedAt = app.now();
        const created = await insertAttemptWithEvent(app.db, {
          examId: exam.id,
          userId: session.id,
          paper: made.paper,
          seed: made.seed,
          startedAt: servedAt,
          examVersion: exam.version,
          extraSeconds,
          device,
        });
        if (created !== "none") {
          reply.status(201);
          return sendAttempt(reply, exam, [pool, passages], created, [], servedAt);
        }
        // Another device of this student started a moment earlier: that attempt is the one.
        const other = await attemptRepo.findAttemptWithAnswers(app.db, exam.id, session.id);
        if (other) {
          if (isClosed(other.attempt, now)) throw oneAttempt();
          return sendAttempt(reply, exam, [pool, passages], other.attempt, other.answers, now);
        }
        // Else the exam closed early ("Close now", perhaps on another process), was changed before
        // its opening (decision 205), or is gone (its examiner's account closed, perhaps made again
        // under the slug): look the slug up anew.
        pools.forgetSlug(slug);
        if (tries === 0) continue;
        throw notOpen();
      }
    },
    { session: "in-handler" },
  );

  handle(
    app,
    getAttemptStatus,
    async (request) => {
      // Asked every 30 s by an idle sitting: the session and the attempt in one statement.
      const now = app.now();
      const clock = await attemptRepo.attemptClockInOneStatement(app.db, {
        tokenHash: bearerTokenHash(request),
        idleSince: idleSince(now, config.sessionIdleDays),
        slug: request.params.slug,
        now,
      });
      if (clock.user_id === null) throw notSignedIn();
      if (!clock.deadline) throw notStarted();
      return {
        deadline: clock.deadline.toISOString(),
        seconds_left: secondsLeft(clock.deadline, now),
        submitted: clock.submitted_at !== null,
      };
    },
    { session: "in-handler" },
  );

  handle(
    app,
    saveExamAnswer,
    async (request, reply) => {
      // One statement checks the session, counts the save, finds the attempt and stores the
      // answer (decision 0050); the outcome is read in the order separate steps would take.
      const tokenHash = bearerTokenHash(request);
      const now = app.now();
      const { slug, question_id: questionId } = request.params;
      const { pick, seq } = request.body;
      for (let tries = 0; ; tries++) {
        const examId = (await examOf(slug))?.id ?? 0;
        const question = examId
          ? (await poolOf(examId)).find((q) => q.id === questionId)
          : undefined;
        const outcome = await saveAnswer({
          tokenHash,
          idleSince: idleSince(now, config.sessionIdleDays),
          limitKey: "exam-answer:",
          limit: EXAM_LIMITS.answer.limit,
          limitWindowMs: EXAM_LIMITS.answer.windowMs,
          slug,
          examId,
          questionId,
          pick,
          seq,
          pickIsOption: question?.options.includes(pick) ?? false,
          now,
        });
        if (outcome.user_id === null) throw notSignedIn();
        if (outcome.hits! > EXAM_LIMITS.answer.limit) {
          const retryAfterMs = Math.max(0, outcome.hits_reset_at!.getTime() - now.getTime());
          reply.header("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
          throw tooManyAttempts(retryAfterMs);
        }
        if (outcome.attempt_id === null) throw notStarted();
        // This process knew the slug by an exam since deleted and made again: look it up anew.
        if (outcome.exam_id !== examId) {
          pools.forgetSlug(slug);
          if (tries === 0) continue;
          throw notStarted();
        }
        const deadline = outcome.deadline!;
        const timeUp = () => fail(409, "exams.timeUp", { when: when(deadline) });
        if (outcome.submitted_at !== null) throw fail(409, "exams.alreadySubmitted");
        if (isClosed({ deadline, submitted_at: null }, now)) {
          // Only a refused save writes to the log (decision 218), at most once a minute.
          await eventRepo.recordLateTry(app.db, {
            examId,
            userId: outcome.user_id,
            at: now,
            device: eventRepo.deviceKind(request.headers["user-agent"]),
            what: "answer",
          });
          throw timeUp();
        }
        if (!outcome.on_paper) throw fail(404, "exams.notOnPaper", { id: questionId });
        if (!question?.options.includes(pick)) throw invalidField("pick", "exams.chooseOption");
        if (outcome.saved_at === null) {
          // The question holds a pick with this sequence number (a retry) or a later one that
          // arrived first: that one stays, and the answer says which.
          const kept = await answerRepo.findKeptAnswer(app.db, outcome.attempt_id, questionId);
          // Otherwise submitted or timed out between the checks and the write (another commit).
          if (!kept || kept.seq < seq) throw timeUp();
          return {
            question_id: questionId,
            pick: kept.pick,
            seq: kept.seq,
            saved_at: kept.saved_at.toISOString(),
            seconds_left: secondsLeft(deadline, now),
          };
        }
        return {
          question_id: questionId,
          pick,
          seq,
          saved_at: outcome.saved_at.toISOString(),
          seconds_left: secondsLeft(deadline, now),
        };
      }
    },
    { session: "in-handler" },
  );

  handle(app, submitExamAttempt, async (request) => {
    const session = request.session;
    const now = app.now();
    // Submitting twice (a retry after a lost answer) gives the same answer as the first time.
    const closed = await attemptRepo.submitAttemptBySlug(
      app.db,
      request.params.slug,
      session.id,
      now,
    );
    if (!closed) throw notStarted();
    const release = resultsAt(closed);
    return {
      ...(release
        ? coded("exams.answersInAt", { when: when(release) })
        : coded("exams.answersInManual")),
      submitted_at: new Date(closed.closed_at ?? now).toISOString(),
      answered: Number(closed.answered ?? 0),
      results_at: release?.toISOString() ?? null,
    };
  });

  handle(app, getExamResult, async (request) => {
    const session = request.session;
    const exam = await examRepo.findExam(app.db, request.params.slug);
    const attempt = exam && (await attemptRepo.findAttempt(app.db, exam.id, session.id));
    const now = app.now();
    // Not sat: before the opening or after the close, the address says so (decision 108).
    if (exam && !attempt) throw outsideWindow(exam, now) ?? fail(404, "exams.didNotSit");
    if (!exam || !attempt) throw fail(404, "exams.didNotSit");
    const release = resultsAt(exam);
    if (!release || now < release)
      throw release
        ? fail(409, "exams.resultsAt", { when: when(release) })
        : fail(409, "exams.resultsNotReleased");
    // Out at its close, but another exam with some of its questions still runs: not yet.
    if (!exam.released_at) {
      const hold = await holdOf(exam.id, now);
      if (hold) throw fail(409, "exams.resultsHeld", { when: hold.until.toISOString() });
    }
    // Marked and ranked once, when the exam was over; read here as stored.
    await ensureFixed(exam, now);
    const [mine, picks, pool, corrections, passages] = await Promise.all([
      resultRepo.findFixedResult(app.db, attempt.id),
      answerRepo.listAnswers(app.db, attempt.id),
      poolOf(exam.id),
      currentCorrections(app.db, exam.id),
      passagesOfExam(exam.id),
    ]);
    if (!mine) throw new Error(`exam ${exam.id}: no fixed result for attempt ${attempt.id}`);
    const pickOf = new Map(picks.map((a) => [a.question_id, a.pick]));
    const byId = new Map(pool.map((q) => [q.id, q]));
    return {
      exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
      score: toMarks(mine.score),
      max_score: toMarks(mine.max_score),
      correct: mine.correct,
      wrong: mine.wrong,
      unanswered: mine.unanswered,
      ...(mine.dropped ? { dropped: mine.dropped } : {}),
      rank: mine.rank,
      candidates: mine.candidates,
      percentile: mine.percentile,
      review: reviewOf(attempt, byId, pickOf, corrections),
      // The passages its questions stand on, each once (decision 221).
      ...passagesOf(
        passages,
        attempt.paper.map((id) => byId.get(id)!),
      ),
    };
  });
}
