import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { oneUnitCatalog } from "../../test/one-unit-catalog";
import { createTestApp, usingPostgres, type TestApp } from "../../test/test-app";
import { client, EXAMINER, EXAMINER_ENV, privateBank } from "../exams/exam-fixtures";

// A bank is written part after part and shown once its last part is in (ready = true). A server
// stopped or killed mid-upload leaves the row hidden for good; the next start removes it (issue
// 29). Runs on PGlite (a data folder kept between the two starts), and on PostgreSQL with
// TEST_DATABASE_URL.

const started: TestApp[] = [];
afterAll(async () => {
  for (const t of started.reverse()) await t.close().catch(() => {});
});

describe("a bank left unfinished by a stopped server", () => {
  it("is removed, its parts with it, when the server starts again; finished banks stay", async () => {
    const env = { ...EXAMINER_ENV, CATALOG_DIR: oneUnitCatalog("unfinished") };
    const dataDir = mkdtempSync(path.join(tmpdir(), "tayari-unfinished-"));
    const first = await createTestApp(usingPostgres ? env : { ...env, DATA_DIR: dataDir });
    started.push(first);
    const api = client(first);
    const examiner = await api.signUp(EXAMINER);
    const kept = await api.uploadBank(examiner, privateBank({ physics: 3 }), "Finished bank");
    const owner = (
      await first.app.db
        .selectFrom("exam_banks")
        .select("owner_id")
        .where("id", "=", kept)
        .executeTakeFirstOrThrow()
    ).owner_id;
    // What a stop mid-upload leaves: the bank's row and its first part, never marked ready. One
    // begun an hour ago; one begun just now (on PostgreSQL another server may be writing it).
    const unfinished = async (name: string, age: "1 hour" | "0 seconds") => {
      const row = await first.app.db
        .insertInto("exam_banks")
        .values({ owner_id: owner, name, question_count: 200, ready: false })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`update exam_banks set created_at = now() - ${age}::interval where id = ${row.id}`.execute(
        first.app.db,
      );
      await first.app.db
        .insertInto("exam_bank_parts")
        .values({ bank_id: row.id, part: 0, questions: JSON.stringify(privateBank({ x: 2 })) })
        .execute();
      return row.id;
    };
    const old = await unfinished("Cut off an hour ago", "1 hour");
    const fresh = await unfinished("Being written", "0 seconds");
    const listed = async (t: TestApp) =>
      (await client(t).call("GET", "/api/examiner/banks", examiner)).json().banks;
    expect((await listed(first)).map((b: { name: string }) => b.name)).toEqual(["Finished bank"]);
    await first.app.close();

    const again = await createTestApp(
      usingPostgres
        ? { ...env, DATABASE_URL: first.config.databaseUrl! }
        : { ...env, DATA_DIR: dataDir },
    );
    started.push(again);
    const banks = await again.app.db.selectFrom("exam_banks").select("id").orderBy("id").execute();
    const parts = await again.app.db
      .selectFrom("exam_bank_parts")
      .select("bank_id")
      .distinct()
      .orderBy("bank_id")
      .execute();
    // The embedded database is this process's alone: nothing else can be writing a bank, so every
    // unfinished one goes. On PostgreSQL only one begun 10 minutes ago or more.
    const left = usingPostgres ? [kept, fresh] : [kept];
    expect(banks.map((b) => b.id)).toEqual(left);
    expect(parts.map((p) => p.bank_id)).toEqual(left);
    expect(left).not.toContain(old);
    // The examiner's list is as before, and the finished bank still makes an exam.
    expect(await listed(again)).toMatchObject([
      { id: kept, name: "Finished bank", question_count: 3 },
    ]);
    const exam = await client(again).call(
      "POST",
      "/api/examiner/exams",
      examiner,
      client(again).examForm({ source: { bank_id: kept } }),
    );
    expect(exam.statusCode, exam.body).toBe(201);
  }, 180_000);
});
