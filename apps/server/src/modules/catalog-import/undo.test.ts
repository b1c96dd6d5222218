import { describe, expect, it } from "vitest";
import { usingPostgres } from "../../test/test-app";
import { EXAMINER, privateBank } from "../exams/exam-fixtures";
import { importRow } from "./import-fixtures";
import { undoSuite } from "./undo-fixtures";

// Issue 29, "mistakes can be undone" (decision 0082): an examiner takes a question they published
// out of its unit, and deletes a bank no exam was made from; both recorded (who, when, what).
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

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
  userId,
} = await undoSuite("undo");

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
