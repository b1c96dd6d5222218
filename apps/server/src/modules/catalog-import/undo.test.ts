import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { createTestApp, usingPostgres, type TestApp } from "../../test/test-app";
import {
  client,
  EXAMINER,
  EXAMINER_ENV,
  OTHER_EXAMINER,
  privateBank,
} from "../exams/exam-fixtures";

// Issue 29, "mistakes can be undone" (decision 0082): an examiner takes a question they published
// out of its unit, and deletes a bank no exam was made from; both recorded (who, when, what).
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const question = (id: number): Question => ({
  id,
  category: "mathematics",
  question: `Seeded question ${id}: which option is the key?`,
  options: [`Decoy ${id}`, `Key ${id}`, `Other ${id}`],
  answer: `Key ${id}`,
  explanation: `The key of seeded question ${id} is the second option.`,
});

function writeCatalog(dir: string) {
  const level = {
    level: { slug: "grade-x", name: "School (Grade X)", position: 1 },
    subjects: [
      {
        slug: "grade-x-mathematics",
        name: "Mathematics",
        categories: [
          {
            slug: "mcq",
            name: "MCQ Practice",
            items: [
              {
                slug: "algebra",
                name: "Algebra",
                units: [
                  {
                    slug: "sets",
                    name: "Sets",
                    questions: Array.from({ length: 10 }, (_, i) => question(i + 1)),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(level));
  writeFileSync(path.join(dir, "entrances.json"), JSON.stringify({ entrances: [] }));
}

const HEADER = "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation";
const row = (tag: string) =>
  `Imported question ${tag}: which is the key?,Wrong ${tag},Right ${tag},Other ${tag},,,B,mathematics,Option B is the key of ${tag}.`;

let t: TestApp;
let api: ReturnType<typeof client>;
let examiner: string;
let other: string;
let student: string;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tayari-undo-"));
  writeCatalog(dir);
  t = await createTestApp({ ...EXAMINER_ENV, CATALOG_DIR: dir });
  api = client(t);
  examiner = await api.signUp(EXAMINER);
  other = await api.signUp(OTHER_EXAMINER);
  student = await api.signUp();
}, 180_000);
afterAll(async () => t?.close());

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
    const published = await api.call("POST", "/api/examiner/catalog-import", examiner, {
      file_name: "mistake.csv",
      format: "csv",
      text: [HEADER, row("one"), row("two")].join("\n"),
      into: "grade-x-mathematics/sets",
    });
    expect(published.statusCode, published.body).toBe(201);
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
    const again = await api.call("POST", "/api/examiner/catalog-import", examiner, {
      file_name: "fixed.csv",
      format: "csv",
      text: [HEADER, row("two fixed")].join("\n"),
      into: "grade-x-mathematics/sets",
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await setsQuestions()).map((q) => q.id).slice(-2)).toEqual([11, 13]);
  });

  it("an examiner deletes a bank no exam was made from; one an exam uses is refused with its title", async () => {
    const spare = await api.uploadBank(examiner, privateBank({ physics: 2 }, 1), "Spare bank");
    const used = await api.uploadBank(examiner, privateBank({ physics: 2 }, 100), "Used bank");
    await api.createExam(
      examiner,
      api.examForm({ source: { bank_id: used }, title: "Scholarship test 2083" }),
    );
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
