import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { nextSeq, privateBank, examinerSuite } from "./exam-fixtures";

const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });
const {
  t,
  api,
  examiner,
  other: otherExaminer,
  student,
  bankId,
} = await examinerSuite({ other: true, student: true, bank });

const HOUR = 60 * 60_000;

/**
 * An exam of the examiner's on a bank of its own, laid out like `bank` with ids from `firstId`
 * (no other exam of this file holds its questions back): examForm's, with `overrides`.
 */
async function ownBankExam(firstId: number, name: string, overrides: Record<string, unknown> = {}) {
  const own = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 }, firstId);
  const exam = await api.examOn(examiner, await api.uploadBank(examiner, own, name), overrides);
  return { own, exam };
}

/**
 * The merit list of `slug` as its examiner sees it: final or not, and each row's score, rank and
 * percentile.
 */
async function standing(slug: string) {
  const merit = (await api.call("GET", `/api/examiner/exams/${slug}/merit`, examiner)).json();
  return {
    final: merit.final as boolean,
    rows: merit.rows.map((r: { score: number; rank: number; percentile: number }) => [
      r.score,
      r.rank,
      r.percentile,
    ]),
  };
}

describe("results, merit list and release", () => {
  /** Sits the exam, answering by position: "K" the key, "D" a decoy, "-" nothing. */
  async function sit(slug: string, token: string, pattern: string) {
    const attempt = (await api.call("POST", `/api/exams/${slug}/attempt`, token, {})).json();
    for (const [i, q] of (attempt.questions as { id: number }[]).entries()) {
      const c = pattern[i];
      if (c === "-" || c === undefined) continue;
      const pick = c === "K" ? `Key ${q.id}` : `Decoy A${q.id}`;
      const res = await api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, token, {
        pick,
        seq: nextSeq(),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await api.call("POST", `/api/exams/${slug}/attempt/submit`, token)).statusCode).toBe(
      200,
    );
  }

  it("csit: ties broken by mathematics through the API; merit JSON and CSV; results only after release", async () => {
    // Paper order: mathematics 1-3, physics 4-6, chemistry 7-8, english 9-10.
    // Its own copy of the bank's layout: no other exam of this file holds these questions back.
    const { own, exam } = await ownBankExam(100, "Ties bank", { release: "manual" });
    const [asha, bikash, chandra] = [await api.signUp(), await api.signUp(), await api.signUp()];
    await sit(exam.slug, asha, "---KKK----"); // 3: all physics
    await sit(exam.slug, bikash, "K--KK-----"); // 3: one mathematics wins the tie
    await sit(exam.slug, chandra, "KKDKKKKDK-"); // 7, two wrong lose nothing under csit

    const early = await api.call("GET", `/api/exams/${exam.slug}/result`, asha);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Results of this exam are not released yet.");
    const tooSoon = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/results can be released after it closes/);

    expect(await standing(exam.slug)).toEqual({
      final: false,
      rows: [
        [7, 1, 100],
        [3, 2, 66.67],
        [3, 3, 33.33],
      ],
    });
    const csv = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=csv`,
      examiner,
    );
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="${exam.slug}-merit.csv"`,
    );
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "rank,name,email,score,correct,wrong,unanswered,percentile,submitted_at,submitted_local (Asia/Kathmandu),section: mathematics,section: physics,section: chemistry,section: english",
    );
    // Beside the ISO UTC time, the same moment as a spreadsheet reads it, on Nepal's clock
    // (UTC+5:45) when the request names no zone.
    const shifted = (iso: string, minutes: number) =>
      new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");
    for (const line of lines.slice(1)) {
      const [iso, local] = line.split(",").slice(8, 10) as [string, string];
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(local).toBe(shifted(iso, 5 * 60 + 45));
    }
    // The page names the examiner's zone: the column follows it, its header saying which.
    const inUtc = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=csv&tz=UTC`,
      examiner,
    );
    const utcLines = inUtc.body.trim().split("\r\n");
    expect(utcLines[0]).toMatch(/,submitted_at,submitted_local \(UTC\),section: /);
    const [utcIso, utcLocal] = utcLines[1]!.split(",").slice(8, 10) as [string, string];
    expect(utcLocal).toBe(shifted(utcIso, 0));
    for (const zone of ["Mars/Olympus", "+05:45", "Asia/Kathmandu;rm"]) {
      const badZone = await api.call(
        "GET",
        `/api/examiner/exams/${exam.slug}/merit?format=csv&tz=${encodeURIComponent(zone)}`,
        examiner,
      );
      expect(badZone.statusCode, zone).toBe(400);
      expect(badZone.json().message).toBe("tz is a time zone name, e.g. Asia/Kathmandu.");
    }
    expect(
      lines.slice(1).map((l) => l.split(",").slice(0, 1).concat(l.split(",").slice(3, 7))),
    ).toEqual([
      ["1", "7", "7", "2", "1"],
      ["2", "3", "3", "0", "7"],
      ["3", "3", "3", "0", "7"],
    ]);
    const badFormat = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=xls`,
      examiner,
    );
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe("format is json or csv.");
    for (const url of [
      `/api/examiner/exams/${exam.slug}/merit`,
      `/api/examiner/exams/${exam.slug}/release`,
    ]) {
      const theirs = await api.call(url.endsWith("release") ? "POST" : "GET", url, otherExaminer);
      expect(theirs.statusCode).toBe(404);
    }

    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed).toMatchObject({
      started: 3,
      submitted: 3,
      released: false,
      released_at: null,
      warning: null,
    });

    t.clock.advance(HOUR + 2_001);
    const stillManual = await api.call("GET", `/api/exams/${exam.slug}/result`, bikash);
    expect(stillManual.statusCode).toBe(409);
    const release = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(release.statusCode).toBe(200);
    expect(release.json().message).toMatch(/released/);
    // The list says when the results went out: the release's own moment.
    const afterRelease = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(afterRelease).toMatchObject({
      released: true,
      released_at: release.json().params.when,
    });

    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, bikash);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      score: 3,
      max_score: 10,
      correct: 3,
      wrong: 0,
      unanswered: 7,
      rank: 2,
      candidates: 3,
      percentile: 66.67,
    });
    // In bikash's order: the first question answered with its key, the second left.
    const review = result.json().review as Array<{ id: number }>;
    const [one, two] = [review[0]!.id, review[1]!.id];
    expect(review[0]).toMatchObject({ pick: `Key ${one}`, answer: `Key ${one}`, correct: true });
    expect(review[1]).toMatchObject({
      pick: null,
      correct: false,
      explanation: own.find((q) => q.id === two)!.explanation,
    });
    const notSat = await api.call("GET", `/api/exams/${exam.slug}/result`, student);
    expect(notSat.statusCode).toBe(404);
  });

  it("results are fixed once when the exam is over: the result and merit list read them, a second release changes nothing", async () => {
    const { exam } = await ownBankExam(200, "Fixed bank", { release: "manual" });
    const [asha, bikash] = [await api.signUp(), await api.signUp()];
    await sit(exam.slug, asha, "KKKKKD----");
    await sit(exam.slug, bikash, "KK--------");
    const fixed = () =>
      t.app.db
        .selectFrom("exam_results")
        .innerJoin("exams", "exams.id", "exam_results.exam_id")
        .select([
          "exam_results.position",
          "exam_results.score",
          "exam_results.max_score",
          "exam_results.rank",
          "exam_results.percentile",
          "exam_results.candidates",
          "exams.results_fixed_at",
        ])
        .where("exams.slug", "=", exam.slug)
        .orderBy("exam_results.position")
        .execute();
    // Running: nothing fixed; the merit list as it stands.
    const live = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(live.json()).toMatchObject({ final: false, rows: [{ score: 5 }, { score: 2 }] });
    // When each candidate's last answer arrived (decision 143): all saved at the test clock's now.
    const savedAt = t.clock.now.toISOString();
    expect(live.json().rows.map((r: { last_answer_at: string }) => r.last_answer_at)).toEqual([
      savedAt,
      savedAt,
    ]);
    expect(await fixed()).toEqual([]);

    t.clock.advance(HOUR + 2_001);
    const releasedAt = t.clock.now;
    expect(
      (await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner)).statusCode,
    ).toBe(200);
    const final = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(final.json()).toMatchObject({
      final: true,
      rows: [{ last_answer_at: savedAt }, { last_answer_at: savedAt }],
    });
    const stored = await fixed();
    expect(stored).toEqual([
      {
        position: 0,
        score: 500,
        max_score: 1000,
        rank: 1,
        percentile: 100,
        candidates: 2,
        results_fixed_at: releasedAt,
      },
      {
        position: 1,
        score: 200,
        max_score: 1000,
        rank: 2,
        percentile: 50,
        candidates: 2,
        results_fixed_at: releasedAt,
      },
    ]);

    // The routes read the stored rows, not the answers: with every answer row gone, the same.
    await t.app.db
      .deleteFrom("exam_answers")
      .where("attempt_id", "in", (q) =>
        q
          .selectFrom("exam_attempts")
          .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
          .select("exam_attempts.id")
          .where("exams.slug", "=", exam.slug),
      )
      .execute();
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, asha);
    expect(result.json()).toMatchObject({
      score: 5,
      max_score: 10,
      correct: 5,
      wrong: 1,
      unanswered: 4,
      rank: 1,
      candidates: 2,
      percentile: 100,
    });
    expect(await standing(exam.slug)).toEqual({
      final: true,
      rows: [
        [5, 1, 100],
        [2, 2, 50],
      ],
    });

    // Releasing again with no correction since: 200, nothing to tell anyone, nothing fixed twice
    // (decision 0475: a release after corrections tells those whose score moved).
    t.clock.advance(60_000);
    const again = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe("exams.nothingToTell");
    expect(again.json().message).toBeTruthy();
    expect(await fixed()).toEqual(stored);
  });

  it("results out at the close are fixed by the first request that needs them, once, however many ask at once", async () => {
    const { exam } = await ownBankExam(300, "At close bank");
    const students = [await api.signUp(), await api.signUp(), await api.signUp()];
    for (const [i, token] of students.entries()) await sit(exam.slug, token, "K".repeat(i + 1));
    t.clock.advance(HOUR + 2_001);
    const replies = await Promise.all([
      ...students.map((token) => api.call("GET", `/api/exams/${exam.slug}/result`, token)),
      api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner),
    ]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    expect(replies.slice(0, 3).map((r) => [r.json().score, r.json().rank])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    const rows = await t.app.db
      .selectFrom("exam_results")
      .innerJoin("exams", "exams.id", "exam_results.exam_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("exams.slug", "=", exam.slug)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(3);
  });

  it("the data export holds the student's exam attempts: picks without keys before the results, keys and the score after", async () => {
    const { own, exam } = await ownBankExam(400, "Export bank", {
      release: "manual",
      title: "Export exam",
    });
    const asha = await api.signUp();
    const base = `/api/exams/${exam.slug}/attempt`;
    const paper = (await api.call("POST", base, asha, {})).json();
    const [first, second] = paper.questions as { id: number; options: string[] }[];
    for (const [q, pick] of [
      [first!, `Key ${first!.id}`],
      [second!, `Decoy A${second!.id}`],
    ] as const)
      expect(
        (await api.call("PUT", `${base}/answers/${q.id}`, asha, { pick, seq: nextSeq() }))
          .statusCode,
      ).toBe(200);
    expect((await api.call("POST", `${base}/submit`, asha)).statusCode).toBe(200);
    const exported = async (token: string) => {
      const res = await api.call("GET", "/api/me/export", token);
      expect(res.statusCode).toBe(200);
      type Exported = Record<string, unknown> & {
        exam: { slug: string };
        questions: Array<Record<string, unknown>>;
      };
      return (res.json().exam_attempts as Exported[]).filter((a) => a.exam.slug === exam.slug);
    };

    // Before the results: the questions as shown, in the student's order, and the picks; no key,
    // no explanation, no score.
    const [before] = await exported(asha);
    expect(before).toMatchObject({
      exam: { slug: exam.slug, title: "Export exam" },
      submitted_at: expect.any(String),
      results_out: false,
      result: null,
    });
    expect(before!.questions.map(({ id, options }) => ({ id, options }))).toEqual(
      paper.questions.map(({ id, options }: { id: number; options: string[] }) => ({
        id,
        options,
      })),
    );
    expect(before!.questions[0]).toEqual({
      id: first!.id,
      question: own.find((q) => q.id === first!.id)!.question,
      options: first!.options,
      pick: `Key ${first!.id}`,
    });
    expect(before!.questions[2]).toMatchObject({ pick: null });
    for (const q of before!.questions) {
      expect(q).not.toHaveProperty("answer");
      expect(q).not.toHaveProperty("correct");
    }
    expect(JSON.stringify(before)).not.toContain("Sealed explanation");

    t.clock.advance(HOUR + 2_001);
    // Closed, not yet released by hand: still no key.
    expect((await exported(asha))[0]).toMatchObject({ results_out: false, result: null });
    expect(
      (await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner)).statusCode,
    ).toBe(200);

    // After: the fixed score, and each question's key, explanation and whether the pick was right.
    const [after] = await exported(asha);
    expect(after).toMatchObject({
      results_out: true,
      result: {
        score: 1,
        max_score: 10,
        correct: 1,
        wrong: 1,
        unanswered: 8,
        rank: 1,
        candidates: 1,
        percentile: 100,
      },
    });
    expect(after!.questions[0]).toMatchObject({
      pick: `Key ${first!.id}`,
      answer: `Key ${first!.id}`,
      correct: true,
      explanation: own.find((q) => q.id === first!.id)!.explanation,
    });
    expect(after!.questions[1]).toMatchObject({
      pick: `Decoy A${second!.id}`,
      answer: `Key ${second!.id}`,
      correct: false,
    });
    // Nobody else's export holds it.
    expect(await exported(student)).toEqual([]);
  });

  it("lists the closed exams a student sat, with when their results are out", async () => {
    const manual = await api.examOn(examiner, bankId, { release: "manual", title: "Sat by hand" });
    const atClose = await api.examOn(examiner, bankId, { title: "Sat at close" });
    const closesAt = t.clock.now.getTime() + HOUR;
    const sita = await api.signUp();
    const outsider = await api.signUp();
    for (const exam of [manual, atClose]) await sit(exam.slug, sita, "K");
    const sat = async (token: string) =>
      ((await api.call("GET", "/api/exams", token)).json().sat as { slug: string }[]).filter((e) =>
        [manual.slug, atClose.slug].includes(e.slug),
      );
    expect(await sat(sita)).toEqual([]);

    t.clock.advance(HOUR);
    // The latest first (the same close: the exam made last).
    expect(await sat(sita)).toEqual([
      {
        slug: atClose.slug,
        title: "Sat at close",
        closes_at: new Date(closesAt).toISOString(),
        results_at: new Date(closesAt + 2_000).toISOString(),
      },
      {
        slug: manual.slug,
        title: "Sat by hand",
        closes_at: new Date(closesAt).toISOString(),
        results_at: null,
      },
    ]);
    expect(await sat(outsider)).toEqual([]);
    t.clock.advance(5_000);
    const released = await api.call("POST", `/api/examiner/exams/${manual.slug}/release`, examiner);
    expect(released.statusCode).toBe(200);
    expect((await sat(sita))[1]!).toMatchObject({
      slug: manual.slug,
      results_at: t.clock.now.toISOString(),
    });
  });

  it("cee and ioe penalties and a custom table, scored by the server", async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ profile: "cee" }, "KKKKDDD---", 3.25], // 4 - 3 x 0.25
      [{ profile: "ioe" }, "KKDD------", 1.8], // positions 1-60 are 1 mark: 2 - 2 x 0.1
      [{ profile: "bca" }, "KKDD------", 2],
      [
        {
          profile: "custom",
          custom_marks: {
            mathematics: { correct: 2, wrong: 0.5 },
            physics: { correct: 1, wrong: 0 },
            chemistry: { correct: 1, wrong: 1 },
            english: { correct: 1, wrong: 0 },
          },
        },
        "KKD---KD--", // mathematics 2 + 2 - 0.5; chemistry 1 - 1
        3.5,
      ],
    ];
    for (const [change, pattern, score] of cases) {
      const exam = await api.examOn(examiner, bankId, { ...change });
      await sit(exam.slug, student, pattern);
      const merit = (
        await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
      ).json();
      expect(merit.rows[0].score, String(change.profile)).toBe(score);
    }
  });
  it("a public paper carries each question's figure with its alt text; the released review carries every formula, the explanation's too", async () => {
    const entrance = (
      JSON.parse(
        readFileSync(
          new URL("../../../../../packages/content/banks/entrance.json", import.meta.url),
          "utf8",
        ),
      ) as { questions: Question[] }
    ).questions;
    const drawn = entrance.find((q) => q.figure)!;
    const worked = entrance.find((q) => !q.figure && /\$/.test(q.explanation))!;
    const exam = await api.createExam(
      examiner,
      api.examForm({
        source: { public_bank: "entrance" },
        selection: { mode: "fixed", question_ids: [drawn.id, worked.id] },
      }),
    );
    const paper = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {})).json();
    expect(paper.questions[0].figure).toEqual(drawn.figure);
    expect(paper.questions[0].figure.alt.length).toBeGreaterThanOrEqual(15);
    expect(paper.questions[1].figure).toBeUndefined();
    await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${worked.id}`, student, {
      pick: worked.answer,
      seq: nextSeq(),
    });
    await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, student);
    t.clock.advance(HOUR + 2_001);
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, student);
    expect(result.statusCode, result.body).toBe(200);
    const [first, second] = result.json().review;
    expect(first.figure).toEqual(drawn.figure);
    expect(second).toMatchObject({ pick: worked.answer, correct: true });
    // Every formula of the text, the options and the explanation has its tree.
    const formulas = [worked.question, ...worked.options, worked.explanation].flatMap(
      (text) => text.match(/\$[^$]+\$/g) ?? [],
    );
    expect(formulas.length).toBeGreaterThan(0);
    for (const formula of formulas) expect(second.math[formula], formula).toBeDefined();
  });
});
