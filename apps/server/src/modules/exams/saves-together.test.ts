import { sql } from "kysely";
import { createRng } from "@tayari/quiz/random";
import { describe, expect, it } from "vitest";
import { databaseProxy } from "../../test/database-proxy";
import { createTestApp, usingPostgres, type TestApp } from "../../test/test-app";
import { hashToken } from "../auth/secrets";
import { insertSession } from "../auth/repository";
import { newToken } from "../auth/secrets";
import {
  answerSaver,
  saveAnswerInOneStatement,
  saveAnswersInOneStatement,
  type AnswerSave,
  type AnswerSaveOutcome,
} from "./answer-repository";
import { client, examinerSuite, nextSeq, privateBank } from "./exam-fixtures";
import { EXAM_LIMITS } from "./routes";

/**
 * Answer saves that arrive together share a transaction (decision 299): as the exam day's sitting
 * meets them, many candidates' saves at once, each with its own outcome as if it had been alone,
 * one failing save failing none of the others. Rows written by one transaction carry its id
 * (`xmin`), so the answers' distinct `xmin` count the commits that stored them.
 */
const bank = privateBank({ mathematics: 6, physics: 6 });

interface Paper {
  id: number;
  questions: { id: number; options: string[] }[];
}

/** An exam open now, and `students` candidates who started it. */
async function sitting(t: TestApp, examiner: string, bankId: number, students: number) {
  const api = client(t);
  const exam = await api.examOn(examiner, bankId);
  const base = `/api/exams/${exam.slug}/attempt`;
  const sitters: { token: string; paper: Paper }[] = [];
  for (let i = 0; i < students; i++) {
    const token = await api.signUp();
    const res = await api.call("POST", base, token, {});
    expect(res.statusCode, res.body).toBe(201);
    sitters.push({ token, paper: res.json() as Paper });
  }
  const { id: examId } = await t.app.db
    .selectFrom("exams")
    .select("id")
    .where("slug", "=", exam.slug)
    .executeTakeFirstOrThrow();
  const put = (token: string, questionId: number, pick: string, seq = nextSeq()) =>
    api.call("PUT", `${base}/answers/${questionId}`, token, { pick, seq });
  const submit = (token: string) => api.call("POST", `${base}/submit`, token);
  /** A save as the route makes it. */
  const save = (token: string, questionId: number, pick: string, seq = nextSeq()): AnswerSave => ({
    tokenHash: hashToken(token),
    idleSince: new Date(t.clock.now.getTime() - 7 * 86_400_000),
    limitKey: "exam-answer:",
    limit: EXAM_LIMITS.answer.limit,
    limitWindowMs: EXAM_LIMITS.answer.windowMs,
    slug: exam.slug,
    examId,
    questionId,
    pick,
    seq,
    pickIsOption: bank.some((q) => q.options.includes(pick)),
    now: t.clock.now,
  });
  return { sitters, put, submit, save };
}

/** How many answers the attempts hold, and how many commits stored them. */
async function commitsOf(t: TestApp, attemptIds: number[]) {
  const { rows } = await sql<{ answers: number; commits: number }>`
    select count(*)::int as answers, count(distinct xmin::text)::int as commits
    from exam_answers where attempt_id in (${sql.join(attemptIds)})`.execute(t.app.db);
  return rows[0]!;
}

/** The stored pick and sequence number of every answer of the attempts, by "attempt/question". */
async function storedPicks(t: TestApp, attemptIds: number[]) {
  const rows = await t.app.db
    .selectFrom("exam_answers")
    .select(["attempt_id", "question_id", "pick", "seq"])
    .where("attempt_id", "in", attemptIds)
    .execute();
  return Object.fromEntries(rows.map((r) => [`${r.attempt_id}/${r.question_id}`, [r.pick, r.seq]]));
}

/** A fault in the database for one answer: its insert raises an error, until `lift`. */
async function refuseOneAnswer(t: TestApp, attemptId: number, questionId: number) {
  await sql`create or replace function refuse_one_answer() returns trigger as $$
    begin
      if new.attempt_id = ${sql.lit(attemptId)} and new.question_id = ${sql.lit(questionId)}
      then raise exception 'refused by the test'; end if;
      return new;
    end $$ language plpgsql`.execute(t.app.db);
  await sql`create trigger refuse_one_answer before insert on exam_answers
    for each row execute function refuse_one_answer()`.execute(t.app.db);
  return async () => {
    await sql`drop trigger refuse_one_answer on exam_answers`.execute(t.app.db);
    await sql`drop function refuse_one_answer()`.execute(t.app.db);
  };
}

describe("answer saves committed together (decision 299)", async () => {
  const { t, examiner, bankId } = await examinerSuite({ bank });

  it("saves waiting for the lane share a commit, each outcome what it would be alone", async () => {
    const { sitters, submit, save } = await sitting(t, examiner, bankId, 4);
    const [done, a, b, c] = sitters;
    expect((await submit(done!.token)).statusCode).toBe(200);
    const saver = answerSaver(t.app.db, { lanes: 1, most: 16 });
    const q = a!.paper.questions;
    // One lane: the first save takes it, the rest wait and go together, 16 to a transaction.
    const saves = [
      ...[a, b, c].flatMap((s) =>
        s!.paper.questions.map((x) => save(s!.token, x.id, x.options[0]!)),
      ),
      save(a!.token, q[0]!.id, q[0]!.options[1]!, 59_000),
      save(a!.token, q[0]!.id, q[0]!.options[2]!, 58_999),
      save("an-unknown-session-token-0123456789", q[1]!.id, q[1]!.options[0]!),
      save(a!.token, 987_654, "A"),
      save(a!.token, q[2]!.id, "not an option"),
      save(done!.token, q[2]!.id, q[2]!.options[0]!),
    ];
    const outcomes = await Promise.all(saves.map(saver));
    const stored = outcomes.map((o) => o.saved_at !== null);
    expect(stored).toEqual([
      ...Array<boolean>(36).fill(true),
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const [later, earlier, unknown, offPaper, notOption, closed] = outcomes.slice(36);
    // The earlier pick, after the later one: not stored, so the route reads which pick is kept.
    expect(later).toMatchObject({ user_id: expect.any(Number), attempt_id: a!.paper.id });
    expect(earlier).toMatchObject({ attempt_id: a!.paper.id, on_paper: true, saved_at: null });
    expect(unknown!.user_id).toBeNull();
    expect(offPaper).toMatchObject({ attempt_id: a!.paper.id, on_paper: false });
    expect(notOption).toMatchObject({ attempt_id: a!.paper.id, on_paper: true });
    expect(closed!.submitted_at).not.toBeNull();
    // Each account's saves counted one by one, as separate statements would.
    const hitsOf = (token: string) =>
      outcomes.filter((_, i) => saves[i]!.tokenHash === hashToken(token)).map((o) => o.hits);
    expect(hitsOf(b!.token)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(hitsOf(a!.token)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));

    const attemptIds = [a, b, c].map((s) => s!.paper.id);
    const picks = await storedPicks(t, attemptIds);
    expect(Object.keys(picks)).toHaveLength(36);
    expect(picks[`${a!.paper.id}/${q[0]!.id}`]).toEqual([q[0]!.options[1], 59_000]);
    // 42 saves: the first alone, then batches of 16, 16 and 9; the last batch replaced the first
    // save's answer (the pick numbered 59,000: within a minute of the attempt's clock, decision
    // 341), so three commits hold the 36 answers.
    expect(await commitsOf(t, attemptIds)).toEqual({ answers: 36, commits: 3 });
  });

  it("a batch whose statement fails is run again save by save: only the bad one fails", async () => {
    const { sitters, save } = await sitting(t, examiner, bankId, 2);
    const [a, b] = sitters;
    const failed: number[] = [];
    const saver = answerSaver(t.app.db, {
      lanes: 1,
      most: 16,
      onBatchFailed: (_error, size) => failed.push(size),
    });
    const doomed = a!.paper.questions[3]!;
    const lift = await refuseOneAnswer(t, a!.paper.id, doomed.id);
    try {
      const saves = [a, b].flatMap((s) =>
        s!.paper.questions.map((x) => ({
          x,
          s: s!,
          out: saver(save(s!.token, x.id, x.options[0]!)).then(
            (outcome) => ({ stored: outcome.saved_at !== null }),
            (error: Error) => ({ error: error.message }),
          ),
        })),
      );
      for (const { x, s, out } of saves)
        expect(await out).toEqual(
          s === a && x === doomed
            ? { error: expect.stringMatching(/refused by the test/) }
            : { stored: true },
        );
      expect(failed).toEqual([16]);
      expect((await commitsOf(t, [a!.paper.id, b!.paper.id])).answers).toBe(23);
    } finally {
      await lift();
    }
  });

  it("over HTTP: a burst of saves, the odd ones among them, each answered as if alone", async () => {
    const { sitters, put, submit } = await sitting(t, examiner, bankId, 5);
    const [done, first, ...others] = sitters;
    expect((await submit(done!.token)).statusCode).toBe(200);
    const [q1, q2] = first!.paper.questions;
    const want: Record<string, [string, number]> = {};
    const sends: {
      status: number;
      pick?: string;
      seq?: number;
      call: () => ReturnType<typeof put>;
    }[] = [];
    for (const { token, paper } of [first!, ...others])
      for (const [i, q] of paper.questions.entries()) {
        if (token === first!.token && q.id === q1!.id) continue;
        const pick = q.options[i % q.options.length]!;
        const seq = nextSeq();
        want[`${paper.id}/${q.id}`] = [pick, seq];
        sends.push({ status: 200, pick, seq, call: () => put(token, q.id, pick, seq) });
      }
    // The same question twice, the later pick first: the earlier one is told which is kept.
    const kept = q1!.options[1]!;
    const laterSeq = nextSeq() + 1;
    nextSeq();
    want[`${first!.paper.id}/${q1!.id}`] = [kept, laterSeq];
    sends.push(
      {
        status: 200,
        pick: kept,
        seq: laterSeq,
        call: () => put(first!.token, q1!.id, kept, laterSeq),
      },
      {
        status: 200,
        pick: kept,
        seq: laterSeq,
        call: () => put(first!.token, q1!.id, q1!.options[0]!, laterSeq - 1),
      },
      { status: 401, call: () => put("an-unknown-session-token-0123456789", q2!.id, "A") },
      { status: 404, call: () => put(first!.token, 987_654, "A") },
      { status: 422, call: () => put(first!.token, q2!.id, "not an option") },
      { status: 409, call: () => put(done!.token, q2!.id, q2!.options[0]!) },
    );
    const responses = await Promise.all(sends.map((s) => s.call()));
    responses.forEach((res, i) => {
      const { status, pick, seq } = sends[i]!;
      expect(res.statusCode, `save ${i}: ${res.body}`).toBe(status);
      if (pick) expect(res.json(), res.body).toMatchObject({ pick, seq });
      else expect(res.json().message, res.body).toEqual(expect.any(String));
    });
    const attemptIds = [first!, ...others].map((s) => s.paper.id);
    expect(await storedPicks(t, attemptIds)).toEqual(want);
    const { answers, commits } = await commitsOf(t, attemptIds);
    expect(answers).toBe(4 * 12);
    // PostgreSQL runs the lanes' statements at once, so saves queue behind them and share commits;
    // the embedded database has one connection and answers each before the next request is read.
    if (usingPostgres) expect(commits).toBeLessThan(answers);
  });
});

describe("many saves in one statement, against the same saves one by one", async () => {
  const { t, examiner, bankId } = await examinerSuite({ bank });

  class Rollback extends Error {}
  /** What `saves` give and leave behind, run in a transaction that is then rolled back. */
  async function outcomeOf(saves: AnswerSave[], many: boolean, attemptIds: number[]) {
    let seen: unknown;
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        const outcomes = many ? await saveAnswersInOneStatement(trx, saves) : [];
        if (!many)
          for (const save of saves) outcomes.push(await saveAnswerInOneStatement(trx, save));
        seen = {
          outcomes,
          answers: await trx
            .selectFrom("exam_answers")
            .select(["attempt_id", "question_id", "pick", "seq", "saved_at"])
            .where("attempt_id", "in", attemptIds)
            .orderBy("attempt_id")
            .orderBy("question_id")
            .execute(),
          counters: await trx
            .selectFrom("rate_limits")
            .select(["key", "count", "reset_at"])
            .where("key", "like", "exam-answer:%")
            .orderBy("key")
            .execute(),
          sessions: await trx
            .selectFrom("sessions")
            .select(["id", "last_seen_at"])
            .orderBy("id")
            .execute(),
        };
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return seen;
  }

  it("every session, counter and attempt state gives each save the same outcome and leaves the same rows", async () => {
    const { sitters, save } = await sitting(t, examiner, bankId, 8);
    const now = t.clock.now.getTime();
    const userOf = async (token: string) =>
      (
        await t.app.db
          .selectFrom("sessions")
          .select("user_id")
          .where("token_hash", "=", hashToken(token))
          .executeTakeFirstOrThrow()
      ).user_id;
    const session = (token: string) =>
      t.app.db.updateTable("sessions").where("token_hash", "=", hashToken(token));
    const attempt = (i: number) =>
      t.app.db.updateTable("exam_attempts").where("id", "=", sitters[i]!.paper.id);
    const counter = async (i: number, count: number, resetAt: number) =>
      t.app.db
        .insertInto("rate_limits")
        .values({
          key: `exam-answer:${await userOf(sitters[i]!.token)}`,
          count,
          reset_at: new Date(resetAt),
        })
        .execute();
    // 0 as it is; 1 revoked; 2 idle past the limit; 3 last used two hours ago (touched again);
    // 4 two saves short of the limit; 5 over it in a window already over; 6 submitted; 7 past its
    // deadline and the grace; and a second device of 0's.
    await session(sitters[1]!.token)
      .set({ revoked_at: new Date(now - 1000) })
      .execute();
    await session(sitters[2]!.token)
      .set({ last_seen_at: new Date(now - 8 * 86_400_000) })
      .execute();
    await session(sitters[3]!.token)
      .set({ last_seen_at: new Date(now - 2 * 3_600_000) })
      .execute();
    await counter(4, EXAM_LIMITS.answer.limit - 2, now + 60_000);
    await counter(5, EXAM_LIMITS.answer.limit + 50, now - 1000);
    await attempt(6)
      .set({ submitted_at: new Date(now - 1000) })
      .execute();
    await attempt(7)
      .set({ deadline: new Date(now - 60 * 60_000) })
      .execute();
    const { token: secondDevice, tokenHash } = newToken();
    await insertSession(t.app.db, {
      userId: await userOf(sitters[0]!.token),
      tokenHash,
      expiresAt: new Date(now + 86_400_000),
      createdAt: new Date(now),
    });

    // A seeded mix: every state, questions on and off the paper, options and not; one pick of a
    // question per account (two picks of one question are the documented difference, above).
    const rng = createRng(2083);
    const random = (n: number) => Math.floor(rng() * n);
    const tokens = [
      ...sitters.map((s) => s.token),
      secondDevice,
      "an-unknown-session-token-0123456789",
    ];
    const owner = (i: number) => (i === 8 ? 0 : i);
    const used = new Set<string>();
    const saves: AnswerSave[] = [];
    while (saves.length < 60) {
      const i = random(tokens.length);
      const paper = sitters[owner(i) === 9 ? 0 : owner(i)]!.paper;
      const q = paper.questions[random(paper.questions.length)]!;
      const questionId = random(10) === 0 ? 987_654 : q.id;
      if (used.has(`${owner(i)}/${questionId}`)) continue;
      used.add(`${owner(i)}/${questionId}`);
      saves.push(
        save(
          tokens[i]!,
          questionId,
          random(8) === 0 ? "not an option" : q.options[random(q.options.length)]!,
        ),
      );
    }
    const attemptIds = sitters.map((s) => s.paper.id);
    const many = await outcomeOf(saves, true, attemptIds);
    const alone = await outcomeOf(saves, false, attemptIds);
    expect(many).toEqual(alone);
    // The mix reached every outcome: stored, and each way of not being stored.
    const outcomes = (alone as { outcomes: AnswerSaveOutcome[] }).outcomes;
    expect(outcomes.some((o) => o.saved_at !== null)).toBe(true);
    expect(outcomes.some((o) => o.user_id === null)).toBe(true);
    expect(outcomes.some((o) => o.hits! > EXAM_LIMITS.answer.limit)).toBe(true);
    expect(outcomes.some((o) => o.on_paper === false)).toBe(true);
    expect(outcomes.some((o) => o.submitted_at !== null)).toBe(true);
    expect(outcomes.some((o) => o.deadline !== null && o.deadline.getTime() < now)).toBe(true);
    expect(outcomes.some((o) => o.on_paper && o.saved_at === null && o.submitted_at === null)).toBe(
      true,
    );
  });
});

// Only a database server can go away and come back; the embedded one lives in the process.
if (usingPostgres)
  describe("saves waiting together while PostgreSQL goes away", async () => {
    const { t, examiner, bankId } = await examinerSuite({ bank });

    it("each is answered 503 with a message or stored, and the retries store every answer once", async () => {
      const { sitters } = await sitting(t, examiner, bankId, 3);
      // A second server process on the same database, through a proxy the test can cut; one lane,
      // so the saves queue behind the first and go together.
      const proxy = await databaseProxy(t.config.databaseUrl!);
      const other = await createTestApp({
        DATABASE_URL: proxy.url,
        DB_POOL_MAX: "2",
        DB_CONNECT_TIMEOUT_MS: "1000",
      });
      try {
        const slug = (
          await sql<{ slug: string }>`select exams.slug from exams
        join exam_attempts on exam_attempts.exam_id = exams.id
        where exam_attempts.id = ${sitters[0]!.paper.id}`.execute(t.app.db)
        ).rows[0]!.slug;
        const saves = sitters.flatMap(({ token, paper }) =>
          paper.questions.map((q, i) => ({
            token,
            url: `/api/exams/${slug}/attempt/answers/${q.id}`,
            payload: { pick: q.options[i % q.options.length]!, seq: nextSeq() },
            key: `${paper.id}/${q.id}`,
          })),
        );
        const send = (save: (typeof saves)[number]) =>
          other.app.inject({
            method: "PUT",
            url: save.url,
            headers: { authorization: `Bearer ${save.token}` },
            payload: save.payload,
          });
        expect((await send(saves[0]!)).statusCode).toBe(200);
        // All at once, and the database taken away while they are in flight.
        const inFlight = saves.map(send);
        await proxy.cut();
        const first = await Promise.all(inFlight);
        const statuses = first.map((res) => res.statusCode);
        expect(
          statuses.every((status) => status === 200 || status === 503),
          `${statuses}`,
        ).toBe(true);
        expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
        for (const res of first.filter((r) => r.statusCode === 503))
          expect(res.json().message, res.body).toMatch(/temporarily unavailable/);

        // Back again: each save that was refused is sent again (same pick, same number), as the
        // sitting's client does, until it is answered.
        await proxy.restore();
        for (const [i, res] of first.entries()) {
          let again = res;
          for (let tries = 0; again.statusCode === 503 && tries < 20; tries++)
            again = await send(saves[i]!);
          expect(again.statusCode, again.body).toBe(200);
          expect(again.json()).toMatchObject(saves[i]!.payload);
        }
        const want = Object.fromEntries(saves.map((s) => [s.key, [s.payload.pick, s.payload.seq]]));
        expect(
          await storedPicks(
            t,
            sitters.map((s) => s.paper.id),
          ),
        ).toEqual(want);
      } finally {
        await other.close();
        await proxy.close();
      }
    }, 60_000);
  });

describe("answer saves each alone (DB_SAVES_TOGETHER=1)", async () => {
  const { t, examiner, bankId } = await examinerSuite({ bank, env: { DB_SAVES_TOGETHER: "1" } });

  it("every save its own commit", async () => {
    const { sitters, put } = await sitting(t, examiner, bankId, 3);
    const responses = await Promise.all(
      sitters.flatMap(({ token, paper }) =>
        paper.questions.map((q) => put(token, q.id, q.options[0]!)),
      ),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(
      await commitsOf(
        t,
        sitters.map((s) => s.paper.id),
      ),
    ).toEqual({ answers: 36, commits: 36 });
  });
});
