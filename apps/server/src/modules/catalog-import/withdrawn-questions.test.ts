import { describe, expect, it } from "vitest";
import { importRow } from "./import-fixtures";
import { undoSuite } from "./undo-fixtures";

// A published question reworded or withdrawn after students answered it (issue 64): every answer
// kept, marked by the question as it was. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const {
  t,
  api,
  examiner,
  other,
  student,
  publishIntoSets,
  unpublish,
  setsQuestions,
  unitId,
  actions,
} = await undoSuite("withdrawn");

// Issue 64 (decision 350): an examiner mends the words of a question's options in place; an
// answer given to the words before, sent after, is kept and marked "reworded", the others count.
describe("an examiner rewords a published question's options", () => {
  it("the unit shows the new words, the key in its place; an answer to the old words is kept, marked; recorded", async () => {
    const classmate = await api.signUp();
    await publishIntoSets("typo.csv", [importRow("typo"), importRow("typo kept")]);
    const [typo, neighbour] = (await setsQuestions()).slice(-2);
    const unit = await unitId();
    const url = (id: number | string) =>
      `/api/examiner/catalog-import/units/${unit}/questions/${id}/options`;
    const mended = ["Wrong typo", "Right typo $x^2$", "Other typo"];

    // Not theirs, not a list, not one for one, two the same: refused, nothing changed.
    for (const [token, id, body, status] of [
      [examiner, 3, { options: mended }, 404],
      [other, typo!.id, { options: mended }, 404],
      [student, typo!.id, { options: mended }, 403],
      [undefined, typo!.id, { options: mended }, 401],
      [examiner, typo!.id, { options: "Right" }, 422],
      [examiner, typo!.id, { options: ["", "b", "c"] }, 422],
      [examiner, typo!.id, { options: ["a", "b"] }, 422],
      [examiner, typo!.id, { options: ["a", "b", "a"] }, 422],
      [examiner, typo!.id, { options: ["a", "$\\frac{1}{$", "c"] }, 422],
    ] as const) {
      const res = await api.call("PUT", url(id), token, body);
      expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(status);
    }
    const count = await api.call("PUT", url(typo!.id), examiner, { options: ["a", "b"] });
    expect(count.json()).toMatchObject({
      code: "imports.rewordOptionCount",
      message: `Question ${typo!.id} has 3 options: send 3, one for each, in its order.`,
      errors: { options: [expect.objectContaining({ code: "imports.rewordOptionCount" })] },
    });
    const twice = await api.call("PUT", url(typo!.id), examiner, { options: ["a", "b", "a"] });
    expect(twice.json().message).toBe("Options 1 and 3 would read the same.");
    expect((await setsQuestions()).at(-2)).toMatchObject({ options: typo!.options });

    // A student answered the words before; the classmate's answer is sent after the change.
    const finished = new Date(t.clock.now.getTime() - 60_000);
    const attempt = (pick: string) => ({
      mode: "school-unit",
      source: String(unit),
      started_at: new Date(finished.getTime() - 300_000).toISOString(),
      finished_at: finished.toISOString(),
      questions: [
        { id: typo!.id, pick, seconds: 30 },
        { id: neighbour!.id, pick: "Right typo kept", seconds: 25 },
      ],
    });
    const done = await api.call("PUT", url(typo!.id), examiner, { options: mended });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      code: "imports.optionsReworded",
      params: { id: typo!.id, unit: "Sets" },
      message: `The options of question ${typo!.id} of the unit Sets are reworded: answers given before are kept, marked as given to the earlier words.`,
    });
    const shown = (await setsQuestions()).find((q) => q.id === typo!.id)!;
    expect(shown).toMatchObject({ options: mended, answer: "Right typo $x^2$" });
    expect(Object.keys(shown.math ?? {})).toHaveLength(1);
    // The same words again change nothing and record nothing more.
    const again = await api.call("PUT", url(typo!.id), examiner, { options: mended });
    expect(again.json().code).toBe("imports.optionsUnchanged");
    const recorded = (await actions()).filter((a) => a.action === "question_reworded");
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ unit_id: unit, question_id: typo!.id });
    expect(JSON.parse(recorded[0]!.removed).options).toEqual(typo!.options);

    const id = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const sent = await api.call("PUT", `/api/attempts/${id}`, classmate, attempt("Right typo"));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().answers).toEqual([
      { state: "marked", mark: "reworded", pick: "Right typo" },
      { state: "kept", pick: "Right typo kept" },
    ]);
    const review = (await api.call("GET", `/api/me/attempts/${id}`, classmate)).json();
    expect(review.questions[0]).toMatchObject({
      id: typo!.id,
      mark: "reworded",
      pick: "Right typo",
      correct: true,
      options: mended,
    });
    // A pick of the new words counts as it stands; one of neither is refused, that answer alone.
    const now = await api.call(
      "PUT",
      `/api/attempts/${id.replace("7a", "8a")}`,
      classmate,
      attempt("Right typo $x^2$"),
    );
    expect(now.json().answers[0]).toEqual({ state: "kept", pick: "Right typo $x^2$" });
    // Reworded again, without the formula: that answer's review still draws its formula.
    const plain = await api.call("PUT", url(typo!.id), examiner, { options: typo!.options });
    expect(plain.json().code).toBe("imports.optionsReworded");
    const since = (
      await api.call("GET", `/api/me/attempts/${id.replace("7a", "8a")}`, classmate)
    ).json();
    expect(since.questions[0]).toMatchObject({ pick: "Right typo $x^2$", options: typo!.options });
    expect(Object.keys(since.questions[0].math)).toEqual(["$x^2$"]);
    const neither = await api.call(
      "PUT",
      `/api/attempts/${id.replace("7a", "9a")}`,
      classmate,
      attempt("Right"),
    );
    expect(neither.json().answers[0]).toMatchObject({
      state: "refused",
      refusal: { code: "attempts.pickNotOption" },
    });
  });
});

describe("a kept practice attempt after one of its questions was unpublished", () => {
  it("reviews without a 500 or a blank card: the question marked withdrawn, the pick and verdict kept", async () => {
    await publishIntoSets("reviewed.csv", [importRow("reviewed")]);
    const imported = (await setsQuestions()).at(-1)!;
    expect(imported.question).toBe("Imported question reviewed: which is the key?");
    const unit = await unitId();
    const finished = new Date(t.clock.now.getTime() - 60_000);
    const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
    const kept = await api.call("PUT", `/api/attempts/${id}`, student, {
      mode: "school-unit",
      source: String(unit),
      started_at: new Date(finished.getTime() - 600_000).toISOString(),
      finished_at: finished.toISOString(),
      questions: [
        { id: imported.id, pick: "Right reviewed", seconds: 20 },
        { id: 1, pick: "Decoy 1", seconds: 15 },
      ],
    });
    expect(kept.statusCode, kept.body).toBe(201);

    await unpublish(unit, imported.id);

    const review = await api.call("GET", `/api/me/attempts/${id}`, student);
    expect(review.statusCode, review.body).toBe(200);
    const [withdrawn, intact] = review.json().questions;
    expect(withdrawn).toMatchObject({
      id: imported.id,
      withdrawn: true,
      pick: "Right reviewed",
      correct: true,
      options: [],
      question: "This question was withdrawn from its bank after the attempt.",
    });
    expect(intact).toMatchObject({ id: 1, pick: "Decoy 1", correct: false });
    expect(intact.withdrawn).toBeUndefined();
    expect(intact.question).toBe("Seeded question 1: which option is the key?");
    expect(review.json().attempt).toMatchObject({ score: 1, total: 2 });
  });

  // Issue 29: an attempt kept in the browser (offline) reaches the server after the examiner took
  // one of its questions out. It used to be refused (422 attempts.questionNotInBank), and the
  // browser drops a refused attempt: every answer of it was lost.
  it("an attempt sent after one of its questions was withdrawn is saved, marked by the question as it was", async () => {
    const late = await api.signUp();
    await publishIntoSets("offline.csv", [importRow("offline"), importRow("offline kept")]);
    const [gone, kept] = (await setsQuestions()).slice(-2);
    const unit = await unitId();
    await unpublish(unit, gone!.id);

    const finished = new Date(t.clock.now.getTime() - 30 * 60_000);
    const id = "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a";
    const attempt = (pick: string) => ({
      mode: "school-unit",
      source: String(unit),
      started_at: new Date(finished.getTime() - 300_000).toISOString(),
      finished_at: finished.toISOString(),
      questions: [
        { id: gone!.id, pick, seconds: 30 },
        { id: kept!.id, pick: "Wrong offline kept", seconds: 25 },
      ],
    });
    // A pick that was never one of its options is still refused, as for any question: that
    // answer alone (decision 343), the other kept.
    const bad = await api.call(
      "PUT",
      `/api/attempts/${id.replace("0d", "2d")}`,
      await api.signUp(),
      attempt("Made up"),
    );
    expect(bad.statusCode).toBe(201);
    expect(bad.json().answers).toEqual([
      expect.objectContaining({
        state: "refused",
        refusal: expect.objectContaining({ code: "attempts.pickNotOption" }),
      }),
      { state: "kept", pick: "Wrong offline kept" },
    ]);
    const sent = await api.call("PUT", `/api/attempts/${id}`, late, attempt("Wrong offline"));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attempt).toMatchObject({ score: 0, total: 2 });

    const review = (await api.call("GET", `/api/me/attempts/${id}`, late)).json();
    expect(review.questions[0]).toMatchObject({
      id: gone!.id,
      withdrawn: true,
      mark: "withdrawn",
      pick: "Wrong offline",
      correct: false,
      question: "This question was withdrawn from its bank after the attempt.",
    });
    expect(review.questions[1]).toMatchObject({ id: kept!.id, pick: "Wrong offline kept" });
    // A bank changed since the answers (decision 190): only the question still in it moves the
    // learner model, its difficulty and the student's ability by one answer each.
    const moved = await t.app.db
      .selectFrom("question_difficulties")
      .select(["question_id", "count"])
      .where("bank", "=", `unit:${unit}`)
      .where("question_id", "in", [gone!.id, kept!.id])
      .execute();
    // (Twice: the classmate's attempt above kept its answer to it too.)
    expect(moved).toEqual([{ question_id: kept!.id, count: 2 }]);
    const me = (await api.call("GET", "/api/me", late)).json<{ user: { id: number } }>().user;
    const abilities = await t.app.db
      .selectFrom("student_abilities")
      .select(["count"])
      .where("user_id", "=", me.id)
      .execute();
    expect(abilities.map((a) => a.count)).toEqual([1]);
    // Both count in the student's progress; only the question still there is due for review.
    const progress = (await api.call("GET", "/api/me/progress", late)).json();
    expect(progress.totals).toMatchObject({ attempts: 1, answered: 2, correct: 0 });
    t.clock.advance(2 * 24 * 60 * 60_000); // a missed question is due on a later day
    const due = (await api.call("GET", "/api/me/review", late)).json();
    expect(due.due).toBe(1);
    expect(due.questions.map((q: { id: number }) => q.id)).toEqual([kept!.id]);
    // A question id never published in the unit is refused as before, answer by answer: with
    // none kept, no attempt is made.
    const unknown = await api.call("PUT", `/api/attempts/${id.replace("0d", "1d")}`, late, {
      ...attempt("Wrong offline"),
      questions: [{ id: 9_999, pick: null, seconds: 0 }],
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      code: "attempts.noneKept",
      answers: [{ state: "refused", refusal: { code: "attempts.questionNotInBank" } }],
    });
    const listed = (await api.call("GET", "/api/me/attempts", late)).json();
    expect(listed.attempts.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it("a missed question withdrawn since is no longer due for review: the count and the quiz agree", async () => {
    const missed = await api.signUp();
    await publishIntoSets("missed.csv", [importRow("missed one"), importRow("missed two")]);
    const [one, two] = (await setsQuestions()).slice(-2);
    const unit = await unitId();
    const finished = new Date(t.clock.now.getTime() - 60_000);
    const sent = await api.call(
      "PUT",
      "/api/attempts/2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
      missed,
      {
        mode: "school-unit",
        source: String(unit),
        started_at: new Date(finished.getTime() - 120_000).toISOString(),
        finished_at: finished.toISOString(),
        questions: [
          { id: one!.id, pick: "Wrong missed one", seconds: 10 },
          { id: two!.id, pick: "Wrong missed two", seconds: 10 },
        ],
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    t.clock.advance(2 * 24 * 60 * 60_000); // a missed question is due on a later day
    const review = async () => (await api.call("GET", "/api/me/review", missed)).json();
    expect((await review()).due).toBe(2);

    // Unpublished through the route: every student's card of it goes with it.
    await unpublish(unit, one!.id);
    const after = await review();
    expect(after.due).toBe(1);
    expect(after.questions.map((q: { id: number }) => q.id)).toEqual([two!.id]);

    // A card left behind by a question gone another way (a catalog reseeded without it): the
    // review neither counts nor keeps it, so "Review missed questions (n)" never opens an empty quiz.
    const user = await t.app.db
      .selectFrom("review_cards")
      .select(["user_id", "due", "stability", "difficulty", "state"])
      .where("bank", "=", `unit:${unit}`)
      .where("question_id", "=", two!.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto("review_cards")
      .values({
        ...user,
        bank: `unit:${unit}`,
        question_id: 8_888,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 1,
        lapses: 0,
        last_review: null,
      })
      .execute();
    const orphaned = await review();
    expect(orphaned).toMatchObject({ due: 1 });
    expect(orphaned.questions.map((q: { id: number }) => q.id)).toEqual([two!.id]);
    const cards = (await api.call("GET", "/api/me/export", missed)).json().review_cards;
    expect(cards.map((c: { id: number }) => c.id)).toEqual([two!.id]);
  });
});
