import { describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { usingPostgres } from "../../test/test-app";
import { csvFile, EXAMINER, privateBank, examinerSuite } from "../exams/exam-fixtures";
import { importRow } from "./import-fixtures";
import { oneUnitCatalog } from "../../test/one-unit-catalog";

// Issue 29, "mistakes can be undone" (decision 0082): an examiner takes a question they published
// out of its unit, and deletes a bank no exam was made from; both recorded (who, when, what).
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const { t, api, examiner, other, student } = await examinerSuite({
  other: true,
  student: true,
  env: { CATALOG_DIR: oneUnitCatalog("undo") },
});

/** The examiner publishes a CSV file of `rows` into the unit Sets. */
async function publishIntoSets(fileName: string, rows: string[]) {
  const published = await api.call("POST", "/api/examiner/catalog-import", examiner, {
    file_name: fileName,
    format: "csv",
    text: csvFile(rows),
    into: "grade-x-mathematics/sets",
  });
  expect(published.statusCode, published.body).toBe(201);
}

/** The examiner takes their question `id` out of unit `unit`. */
async function unpublish(unit: number, id: number) {
  const gone = await api.call(
    "DELETE",
    `/api/examiner/catalog-import/units/${unit}/questions/${id}`,
    examiner,
  );
  expect(gone.statusCode, gone.body).toBe(200);
}

async function setsQuestions(): Promise<Question[]> {
  const res = await t.app.inject({ url: "/api/subject/grade-x-mathematics/category/mcq" });
  const items = res.json().items as { content: { name: string; json_data: string }[] }[];
  const unit = items.flatMap((i) => i.content).find((u) => u.name === "Sets")!;
  return JSON.parse(unit.json_data) as Question[];
}
const unitId = async () =>
  (
    await t.app.db
      .selectFrom("units")
      .select("id")
      .where("slug", "=", "sets")
      .executeTakeFirstOrThrow()
  ).id;
const actions = () =>
  t.app.db
    .selectFrom("examiner_actions")
    .select(["user_id", "action", "bank_id", "unit_id", "question_id", "removed", "at"])
    .orderBy("id")
    .execute();
const userId = async (email: string) =>
  Number(
    (
      await t.app.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe(`undo (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("an examiner takes a question they published out of its unit: gone for students, recorded, its id not given again", async () => {
    await publishIntoSets("mistake.csv", [importRow("one"), importRow("two")]);
    expect((await setsQuestions()).map((q) => q.id)).toEqual(
      [...Array(12).keys()].map((i) => i + 1),
    );
    const unit = await unitId();
    const url = (id: number | string) =>
      `/api/examiner/catalog-import/units/${unit}/questions/${id}`;

    // Not theirs: a file's question, another examiner, a student, no session.
    for (const [token, id, status] of [
      [examiner, 3, 404],
      [other, 12, 404],
      [student, 12, 403],
      [undefined, 12, 401],
    ] as const) {
      const res = await api.call("DELETE", url(id), token);
      expect(res.statusCode, `${id}`).toBe(status);
    }
    const refused = await api.call("DELETE", url(3), examiner);
    expect(refused.json()).toEqual({
      code: "imports.notYourQuestion",
      params: { id: 3, unit },
      message: `Question 3 of unit ${unit} is not one you published.`,
    });
    expect((await api.call("DELETE", url("0x1"), examiner)).statusCode).toBe(400);

    const before = t.clock.now;
    const res = await api.call("DELETE", url(12), examiner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: "imports.questionUnpublished",
      params: { id: 12, unit: "Sets" },
      message: "Question 12 is taken out of the unit Sets: students no longer get it.",
    });
    expect((await setsQuestions()).map((q) => q.id)).not.toContain(12);
    expect((await setsQuestions()).map((q) => q.id)).toContain(11);
    const [recorded] = await actions();
    expect(recorded).toMatchObject({
      user_id: await userId(EXAMINER),
      action: "question_unpublished",
      unit_id: unit,
      question_id: 12,
    });
    expect(JSON.parse(recorded!.removed).question).toBe("Imported question two: which is the key?");
    expect(new Date(recorded!.at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 60_000);
    // Twice: nothing left to take out.
    expect((await api.call("DELETE", url(12), examiner)).statusCode).toBe(404);

    // A later import does not give id 12 again (a student's old answer to 12 stays 12's).
    await publishIntoSets("fixed.csv", [importRow("two fixed")]);
    expect((await setsQuestions()).map((q) => q.id).slice(-2)).toEqual([11, 13]);
  });

  it("an examiner deletes a bank no exam was made from; one an exam uses is refused with its title", async () => {
    const spare = await api.uploadBank(examiner, privateBank({ physics: 2 }, 1), "Spare bank");
    const used = await api.uploadBank(examiner, privateBank({ physics: 2 }, 100), "Used bank");
    await api.examOn(examiner, used, { title: "Scholarship test 2083" });
    const inUse = await api.call("DELETE", `/api/examiner/banks/${used}`, examiner);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      code: "exams.bankInUse",
      params: { title: "Scholarship test 2083" },
      message:
        "The bank is used by the exam Scholarship test 2083: a bank an exam was made from cannot be deleted.",
    });
    expect((await api.call("DELETE", `/api/examiner/banks/${spare}`, other)).statusCode).toBe(404);
    expect((await api.call("DELETE", `/api/examiner/banks/${spare}`, student)).statusCode).toBe(
      403,
    );

    const deleted = await api.call("DELETE", `/api/examiner/banks/${spare}`, examiner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      code: "exams.bankDeleted",
      params: { name: "Spare bank" },
      message: "The bank Spare bank is deleted.",
    });
    const names = (await api.call("GET", "/api/examiner/banks", examiner))
      .json()
      .banks.map((b: { name: string }) => b.name);
    expect(names).toEqual(["Used bank"]);
    expect((await api.call("DELETE", `/api/examiner/banks/${spare}`, examiner)).statusCode).toBe(
      404,
    );
    const recorded = (await actions()).filter((a) => a.action === "bank_deleted");
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ user_id: await userId(EXAMINER), bank_id: spare });
    expect(JSON.parse(recorded[0]!.removed)).toMatchObject({
      name: "Spare bank",
      question_count: 2,
    });
  });
});

// Decision 97: no 5 MB value written in one statement when an exam is made from a bank or a bank
// is deleted (each held the embedded database for 300-400 ms, npm run bench:bank-check).
describe("an exam's bank by reference, a deleted bank kept behind its record", () => {
  it("an exam made from a bank keeps no copy: its papers and review come from the bank's parts", async () => {
    const bank = await api.uploadBank(
      examiner,
      privateBank({ physics: 3, chemistry: 2 }, 500),
      "Referenced bank",
    );
    const { slug } = await api.examOn(examiner, bank, {
      selection: { mode: "quota", quotas: [{ category: "Chemistry", count: 2 }] },
      shuffle_questions: false,
    });
    const row = await t.app.db
      .selectFrom("exams")
      .select(["pool", "pool_bank_id"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pool: null, pool_bank_id: bank });
    // The student's paper: the quota's category only, from the bank's questions.
    const taker = await api.signUp();
    const started = await api.call("POST", `/api/exams/${slug}/attempt`, taker, {});
    expect(started.statusCode, started.body).toBe(201);
    const paper = started.json().questions as { id: number; question: string }[];
    expect(paper.map((q) => q.id).sort()).toEqual([503, 504]);
    expect(paper[0]!.question).toMatch(/^Private chemistry question number 50[34]/);
    // The bank stays while the exam uses it, and an account's removal takes both.
    expect((await api.call("DELETE", `/api/examiner/banks/${bank}`, examiner)).statusCode).toBe(
      409,
    );
  });

  it("a deleted bank is gone for its examiner, its questions kept behind the record", async () => {
    const bank = await api.uploadBank(examiner, privateBank({ biology: 3 }, 700), "Gone bank");
    const deleted = await api.call("DELETE", `/api/examiner/banks/${bank}`, examiner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const names = (await api.call("GET", "/api/examiner/banks", examiner))
      .json()
      .banks.map((b: { name: string }) => b.name);
    expect(names).not.toContain("Gone bank");
    const preview = await api.call("GET", `/api/examiner/banks/${bank}`, examiner);
    expect(preview.statusCode).toBe(404);
    const exam = await api.call(
      "POST",
      "/api/examiner/exams",
      examiner,
      api.examForm({ source: { bank_id: bank } }),
    );
    expect(exam.statusCode).toBe(404);
    expect(exam.json().code).toBe("exams.noBank");
    expect((await api.call("DELETE", `/api/examiner/banks/${bank}`, examiner)).statusCode).toBe(
      404,
    );
    // The record names the bank; its questions are the bank's parts, as uploaded.
    const [recorded] = (await actions()).filter((a) => a.bank_id === bank);
    expect(recorded).toMatchObject({ action: "bank_deleted", user_id: await userId(EXAMINER) });
    expect(JSON.parse(recorded!.removed)).toEqual({ name: "Gone bank", question_count: 3 });
    const parts = await t.app.db
      .selectFrom("exam_bank_parts")
      .select("questions")
      .where("bank_id", "=", bank)
      .execute();
    expect(parts.flatMap((p) => p.questions).map((q) => q.id)).toEqual([700, 701, 702]);
  });

  it("an examiner's account removed leaves their exams and the banks behind them, owned by nobody (decision 140)", async () => {
    const leaving = "leaving.examiner@college.edu.np";
    const token = await api.signUp(leaving);
    await t.app.db
      .updateTable("users")
      .set({ role: "examiner" })
      .where("email", "=", leaving)
      .execute();
    const bank = await api.uploadBank(token, privateBank({ physics: 2 }, 900), "Leaving bank");
    const spare = await api.uploadBank(token, privateBank({ physics: 2 }, 950), "Leaving spare");
    await api.examOn(token, bank);
    expect((await api.call("DELETE", `/api/examiner/banks/${spare}`, token)).statusCode).toBe(200);
    await t.app.db.deleteFrom("users").where("email", "=", leaving).execute();
    const left = await t.app.db
      .selectFrom("exam_banks")
      .select(["id", "owner_id"])
      .where("id", "in", [bank, spare])
      .orderBy("id")
      .execute();
    expect(left.map((row) => row.owner_id)).toEqual(left.map(() => null));
    expect(left.map((row) => row.id)).toContain(bank);
  });
});

describe("the examiner's published questions, listed for the import page", () => {
  it("lists them newest publish first, 20 a page, with formulas as trees; an unpublished one leaves the list", async () => {
    const list = (token: string | undefined, page?: number | string) =>
      api.call(
        "GET",
        `/api/examiner/catalog-import/published${page === undefined ? "" : `?page=${page}`}`,
        token,
      );
    const before = (await list(examiner)).json().total as number;
    const rows = Array.from({ length: 21 }, (_, i) => importRow(`list ${i + 1}`));
    rows.push(
      "What is $x^2$ when x is 3?,6,9,12,,,B,mathematics,Three times three is nine: $3^2 = 9$.",
    );
    await publishIntoSets("listed.csv", rows);

    const first = await list(examiner);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: before + 22, page: 1, page_size: 20 });
    expect(page1.questions).toHaveLength(20);
    expect(page1.questions[0]).toMatchObject({
      unit_name: "Sets",
      unit_id: await unitId(),
      question: "Imported question list 1: which is the key?",
      options: ["Wrong list 1", "Right list 1", "Other list 1"],
      file_name: "listed.csv",
    });
    expect(new Date(page1.questions[0].published_at).toString()).not.toBe("Invalid Date");
    const page2 = (await list(examiner, 2)).json();
    expect(page2.questions[1]).toMatchObject({ question: "What is $x^2$ when x is 3?" });
    expect(Object.keys(page2.questions[1].math)).toEqual(["$x^2$"]);
    // Then the earlier publishes, the newest of them first.
    expect(page2.questions.slice(2).map((q: { file_name: string }) => q.file_name)).toEqual(
      page2.questions.length > 2
        ? ["fixed.csv", "mistake.csv"].slice(0, page2.questions.length - 2)
        : [],
    );

    // Another examiner's list is their own; a student's is refused; a page is a whole number.
    expect((await list(other)).json()).toMatchObject({ total: 0, questions: [] });
    expect((await list(student)).statusCode).toBe(403);
    for (const page of [0, "x", "1e3"]) {
      const res = await list(examiner, page);
      expect(res.statusCode, `${page}`).toBe(400);
      expect(res.json().code).toBe("imports.pageInvalid");
    }

    const id = page1.questions[0].question_id as number;
    await unpublish(page1.questions[0].unit_id, id);
    const after = (await list(examiner)).json();
    expect(after.total).toBe(before + 21);
    expect(after.questions.map((q: { question_id: number }) => q.question_id)).not.toContain(id);
    expect(after.questions[0].question).toBe("Imported question list 2: which is the key?");
  });

  it("names the unit in Nepali too where the catalog has a Nepali name", async () => {
    const list = async () =>
      (await api.call("GET", "/api/examiner/catalog-import/published", examiner)).json()
        .questions[0];
    // The test catalog's "Sets" has no Nepali name: English only.
    expect(await list()).toMatchObject({ unit_name: "Sets" });
    expect((await list()).unit_name_ne).toBeUndefined();
    await t.app.db
      .updateTable("units")
      .set({ name_ne: "समूह" })
      .where("slug", "=", "sets")
      .execute();
    expect(await list()).toMatchObject({ unit_name: "Sets", unit_name_ne: "समूह" });
  });
});

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
