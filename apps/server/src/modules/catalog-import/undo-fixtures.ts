import { expect } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { csvFile, examinerSuite } from "../exams/exam-fixtures";
import { oneUnitCatalog } from "../../test/one-unit-catalog";

/**
 * An examiner, another examiner and a student on a catalog of one unit (grade X mathematics, Sets),
 * with what the tests of undoing, rewording and withdrawing a published question do and read.
 */
export async function undoSuite(name: string) {
  const suite = await examinerSuite({
    other: true,
    student: true,
    env: { CATALOG_DIR: oneUnitCatalog(name) },
  });
  const { t, api, examiner } = suite;

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
  return { ...suite, publishIntoSets, unpublish, setsQuestions, unitId, actions, userId };
}
