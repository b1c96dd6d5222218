import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { usingPostgres } from "../../test/test-app";
import { hashToken } from "../auth/secrets";
import {
  answerSaver,
  saveAnswerInOneStatement,
  saveAnswersInOneStatement,
  saveSealedAnswerInOneStatement,
  type AnswerSave,
  type SealedSaveOutcome,
} from "./answer-repository";
import { EXAM_LIMITS } from "./routes";
import { sealedSeed } from "./seals";
import { MINUTE, sealedSuite, type SealedCopy, type SealedQuestion } from "./sealed-fixtures";

/**
 * Sealed first answers committed together (decision 0457): in the seconds after the bell every
 * candidate's first answer carries the seal and makes the attempt, and they are stored as other
 * saves are (decision 299), many in one statement and one commit, each with the outcome it would
 * have alone: one attempt and one "started" line per account however many of its first answers
 * share the batch, nothing made for a seal of another account, an attempt started elsewhere on
 * another paper left alone.
 */
const { t, api, examOpeningIn, sealedCopy, opened, logText } = await sealedSuite(7600);

/** A candidate with the sealed copy of an exam that opened ten seconds ago, and the paper. */
interface Sitter {
  token: string;
  copy: SealedCopy;
  paper: SealedQuestion[];
  userId: number;
}

/** An exam opening in ten minutes, `n` candidates' copies, then the bell and ten seconds. */
async function bell(n: number) {
  const exam = await examOpeningIn(10);
  const copies: { token: string; copy: SealedCopy }[] = [];
  for (let i = 0; i < n; i++) {
    const token = await api.signUp();
    copies.push({ token, copy: await sealedCopy(exam.slug, token) });
  }
  t.clock.advance(10 * MINUTE + 10_000);
  const sitters: Sitter[] = [];
  for (const { token, copy } of copies)
    sitters.push({
      token,
      copy,
      paper: await opened(exam.slug, copy),
      userId: Number(copy.seal.split(".")[2]),
    });
  const row = await t.app.db
    .selectFrom("exams")
    .innerJoin("exam_seals", (j) =>
      j
        .onRef("exam_seals.exam_id", "=", "exams.id")
        .onRef("exam_seals.version", "=", "exams.version"),
    )
    .select(["exams.id", "exams.version", "exams.shuffle_options", "exam_seals.sign_key"])
    .where("exams.slug", "=", exam.slug)
    .executeTakeFirstOrThrow();
  /** A save as the route makes it; with `sealOf`, carrying that candidate's seal, as claimed. */
  const save = (who: Sitter, q: SealedQuestion, seq: number, sealOf?: Sitter): AnswerSave => ({
    tokenHash: hashToken(who.token),
    idleSince: new Date(t.clock.now.getTime() - 7 * 86_400_000),
    limitKey: "exam-answer:",
    limit: EXAM_LIMITS.answer.limit,
    limitWindowMs: EXAM_LIMITS.answer.windowMs,
    slug: exam.slug,
    examId: row.id,
    questionId: q.id,
    pick: q.options[1]!,
    seq,
    pickIsOption: true,
    now: t.clock.now,
    ...(sealOf && {
      sealed: {
        userId: sealOf.userId,
        examVersion: row.version,
        paper: sealOf.paper.map((x) => x.id),
        seed: row.shuffle_options ? sealedSeed(Buffer.from(row.sign_key), sealOf.userId) : null,
        device: "phone",
      },
    }),
  });
  return { exam, sitters, save };
}

/** The attempts of an exam with their answers and "started" lines, ids left out. */
async function stored(examId: number) {
  const { rows } = await sql<{ user_id: number; answers: string[]; started: number }>`
    select a.user_id, started_at = (select opens_at from exams where id = a.exam_id) as from_opening,
      (select array_agg(question_id || ':' || pick order by question_id) from exam_answers
        where attempt_id = a.id) as answers,
      (select count(*)::int from exam_events e where e.exam_id = a.exam_id and e.user_id = a.user_id
        and e.kind = 'started') as started
    from exam_attempts a where a.exam_id = ${examId} order by a.user_id`.execute(t.app.db);
  return rows;
}

class Rollback extends Error {}

/** What the saves give and leave, together or one by one, in a transaction then rolled back. */
async function outcomeOf(saves: AnswerSave[], together: boolean, examId: number) {
  let seen: unknown;
  await t.app.db
    .transaction()
    .execute(async (trx) => {
      const outcomes: SealedSaveOutcome[] = together
        ? await saveAnswersInOneStatement(trx, saves)
        : [];
      if (!together)
        for (const s of saves)
          outcomes.push(
            s.sealed
              ? await saveSealedAnswerInOneStatement(trx, { ...s, sealed: s.sealed })
              : { ...(await saveAnswerInOneStatement(trx, s)), other_paper: false },
          );
      // The attempts' ids differ between the runs: each is named by its account.
      const userOfAttempt = new Map(
        (await trx.selectFrom("exam_attempts").select(["id", "user_id"]).execute()).map((r) => [
          r.id,
          r.user_id,
        ]),
      );
      seen = {
        outcomes: outcomes.map(({ attempt_id, ...rest }) => ({
          ...rest,
          other_paper: rest.other_paper ?? false,
          attempt_of: attempt_id === null ? null : userOfAttempt.get(attempt_id),
        })),
        stored: await (async () => {
          const { rows } = await sql`
            select a.user_id, a.paper, a.started_at, a.deadline,
              (select array_agg(question_id || ':' || pick order by question_id) from exam_answers
                where attempt_id = a.id) as answers,
              (select array_agg(device) from exam_events e where e.exam_id = a.exam_id
                and e.user_id = a.user_id and e.kind = 'started') as started
            from exam_attempts a where a.exam_id = ${examId} order by a.user_id`.execute(trx);
          return rows;
        })(),
      };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return seen;
}

describe("sealed first answers committed together (decision 0457)", () => {
  it("gives every save in one statement the outcome it has alone, and leaves the same rows", async () => {
    const { exam, sitters, save } = await bell(6);
    const [a, b, c, d, e, f] = sitters as [Sitter, Sitter, Sitter, Sitter, Sitter, Sitter];
    const examId = (await t.app.db
      .selectFrom("exams")
      .select("id")
      .where("slug", "=", exam.slug)
      .executeTakeFirstOrThrow())!.id;
    // E started on a device without the copy, F's attempt is on the server already.
    expect(
      (await api.call("POST", `/api/exams/${exam.slug}/attempt`, e.token, {})).statusCode,
    ).toBe(201);
    const fFirst = save(f, f.paper[0]!, 5_000, f);
    expect(
      (await saveSealedAnswerInOneStatement(t.app.db, { ...fFirst, sealed: fFirst.sealed! }))
        .saved_at,
    ).not.toBeNull();
    const saves = [
      // A's first two answers, both with the seal: one attempt, both stored.
      save(a, a.paper[0]!, 3_000, a),
      save(a, a.paper[1]!, 4_000, a),
      // B sends C's seal: nothing is made for C, nor for B.
      save(b, b.paper[0]!, 3_000, c),
      // D answers without the seal and without an attempt: not started.
      save(d, d.paper[0]!, 3_000),
      // C's own seal, a pick after the answer without one of the same account.
      save(c, c.paper[0]!, 6_000, c),
      save(c, c.paper[1]!, 6_500),
      // E's seal meets the attempt started elsewhere: stored only when it is the same paper.
      save(e, e.paper[0]!, 3_000, e),
      // F's seal again, and an answer without it: the attempt found, both stored.
      save(f, f.paper[1]!, 7_000, f),
      save(f, f.paper[2]!, 7_500),
    ];
    const together = await outcomeOf(saves, true, examId);
    expect(together).toEqual(await outcomeOf(saves, false, examId));
    const { outcomes } = together as { outcomes: (SealedSaveOutcome & { attempt_of: number })[] };
    expect(outcomes.map((o) => o.attempt_of)).toEqual([
      a.userId,
      a.userId,
      null,
      null,
      c.userId,
      c.userId,
      e.userId,
      f.userId,
      f.userId,
    ]);
    expect(outcomes.map((o) => o.saved_at !== null)).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      !outcomes[6]!.other_paper,
      true,
      true,
    ]);
    expect(outcomes[2]!.user_id).toBe(b.userId);
  });

  it("over HTTP: a burst of first answers after the bell, each stored, one attempt and one start line each", async () => {
    const { exam, sitters } = await bell(8);
    const examId = (await t.app.db
      .selectFrom("exams")
      .select("id")
      .where("slug", "=", exam.slug)
      .executeTakeFirstOrThrow())!.id;
    const put = (s: Sitter, q: SealedQuestion, seq: number) =>
      api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${q.id}`, s.token, {
        pick: q.options[1],
        seq,
        seal: s.copy.seal,
      });
    // Each candidate's first two answers with the seal, all at once.
    const responses = await Promise.all(
      sitters.flatMap((s) => [put(s, s.paper[0]!, 9_000), put(s, s.paper[1]!, 9_500)]),
    );
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().clock_ms).toBe(10_000);
    }
    const rows = await stored(examId);
    expect(rows).toEqual(
      sitters
        .map((s) => ({
          user_id: s.userId,
          from_opening: true,
          answers: [s.paper[0]!, s.paper[1]!]
            .sort((x, y) => x.id - y.id)
            .map((q) => `${q.id}:${q.options[1]}`),
          started: 1,
        }))
        .sort((x, y) => x.user_id - y.user_id),
    );
    expect((await logText(exam.slug)).match(/"started"/g)).toHaveLength(8);
    // PostgreSQL runs the lanes at once, so first answers queue and share commits.
    if (usingPostgres) {
      const { rows: commits } = await sql<{ commits: number }>`
        select count(distinct xmin::text)::int as commits from exam_attempts
        where exam_id = ${examId}`.execute(t.app.db);
      expect(commits[0]!.commits).toBeLessThan(8);
    }
  });

  it("one lane: first answers waiting for it are made and stored in one commit", async () => {
    const { exam, sitters, save } = await bell(5);
    const saver = answerSaver(t.app.db, { lanes: 1, most: 16 });
    const outcomes = await Promise.all(
      sitters
        .flatMap((s) => [save(s, s.paper[0]!, 2_000, s), save(s, s.paper[1]!, 2_500, s)])
        .map(saver),
    );
    expect(outcomes.every((o) => o.saved_at !== null && o.other_paper === false)).toBe(true);
    const { rows } = await sql<{ attempts: number; commits: number }>`
      select count(*)::int as attempts, count(distinct xmin::text)::int as commits
      from exam_attempts where exam_id = (select id from exams where slug = ${exam.slug})`.execute(
      t.app.db,
    );
    // The first save takes the free lane alone; the nine behind it share one commit.
    expect(rows[0]).toEqual({ attempts: 5, commits: 2 });
  });
});
