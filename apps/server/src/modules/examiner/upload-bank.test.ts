import { afterAll, describe, expect, it } from "vitest";
import { AnswerCache } from "../../lib/answer-cache";
import { BankChecker } from "../bank-check/bank-checker";
import { examinerSuite, privateBank } from "../exams/exam-fixtures";
import { readBank } from "./read-bank";
import { uploadPrivateBank } from "./upload-bank";

/**
 * Uploading and reading back a private bank as use cases (issue 63 point 1, decision 311): called
 * with their dependencies on the real database and the real bank worker, no HTTP.
 */
const { t, api, examiner, other } = await examinerSuite({ other: true });
const checker = new BankChecker(new Set());
afterAll(() => checker.close());
const db = t.app.db;
const idOf = async (token: string) =>
  (await api.call("GET", "/api/me", token)).json().user.id as number;
const ownerId = await idOf(examiner);
const upload = (body: Record<string, unknown>) =>
  uploadPrivateBank({ db, figures: new Set() }, { ownerId, body: { name: "Physics", ...body } });
const read = (id: number, owner = ownerId) =>
  readBank({ db, checker, answers: new AnswerCache<number>(1 << 20) }, { ownerId: owner, id });

describe("a private bank (the use cases)", () => {
  it("checks a dry run without saving, saves the bank, and reads it back to its owner only", async () => {
    const questions = privateBank({ physics: 3, chemistry: 1 });
    const dry = await upload({ questions, dry_run: true });
    expect(dry).toMatchObject({ kind: "report", report: { accepted: 4 } });
    const saved = await upload({ questions });
    expect(saved).toMatchObject({
      kind: "saved",
      bank: { name: "Physics", question_count: 4, categories: { physics: 3, chemistry: 1 } },
    });
    if (saved.kind !== "saved") return;
    const back = await read(saved.bank.id);
    expect(back).toMatchObject({ kind: "bank", bank: { id: saved.bank.id, name: "Physics" } });
    if (back.kind !== "bank") return;
    expect(back.bank.questions.map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(await read(saved.bank.id, await idOf(other))).toEqual({
      kind: "noBank",
      id: saved.bank.id,
    });
  });

  it("refuses a bank with a faulty question, saying which, and saves nothing", async () => {
    const [first, ...rest] = privateBank({ physics: 2 });
    const faulty = { ...first!, answer: "Not an option" };
    const refused = await upload({ name: "Faulty", questions: [faulty, ...rest] });
    expect(refused).toMatchObject({ kind: "refused", refused: { statusCode: 422 } });
    const banks = await db.selectFrom("exam_banks").select("name").where("name", "=", "Faulty");
    expect(await banks.execute()).toEqual([]);
  });
});
