import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

// Issue 47: the list of an examiner's banks answers from the counts kept when each bank was saved,
// never by reading (and parsing) every question of every bank.

const { t, api, examiner } = await examinerSuite({ student: true });

const list = async () =>
  (await api.call("GET", "/api/examiner/banks", examiner)).json().banks as Array<{
    id: number;
    question_count: number;
    categories: Record<string, number>;
  }>;

describe("the list of an examiner's banks", () => {
  it("gives each bank's counts per category as saved, without its questions", async () => {
    // Physics first, then english, then physics again, and a category named like a property.
    const questions = [
      ...privateBank({ physics: 3, english: 2 }, 1),
      ...privateBank({ physics: 2, constructor: 1 }, 100),
    ];
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Counted",
      questions,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, categories } = saved.json() as { id: number; categories: object };
    expect(categories).toEqual({ physics: 5, english: 2, constructor: 1 });
    const listed = (await list()).find((b) => b.id === id)!;
    expect(listed).toMatchObject({ question_count: 8, categories });
    expect(Object.keys(listed.categories)).toEqual(["physics", "english", "constructor"]);

    // The questions are not what the list reads: emptied behind its back, the counts stay.
    await t.app.db
      .updateTable("exam_bank_parts")
      .set({ questions: "[]" })
      .where("bank_id", "=", id)
      .execute();
    expect((await list()).find((b) => b.id === id)!.categories).toEqual(categories);
  });

  it("counts a bank saved before the counts were kept once, in the database, and keeps them", async () => {
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Older",
      questions: [
        ...privateBank({ chemistry: 2, biology: 3 }, 1),
        ...privateBank({ chemistry: 1 }, 50),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as number;
    await t.app.db
      .updateTable("exam_banks")
      .set({ category_counts: null })
      .where("id", "=", id)
      .execute();
    const listed = (await list()).find((b) => b.id === id)!;
    expect(listed.categories).toEqual({ chemistry: 3, biology: 3 });
    expect(Object.keys(listed.categories)).toEqual(["chemistry", "biology"]);
    const row = await t.app.db
      .selectFrom("exam_banks")
      .select("category_counts")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.category_counts).toEqual([
      ["chemistry", 3],
      ["biology", 3],
    ]);
  });
});
