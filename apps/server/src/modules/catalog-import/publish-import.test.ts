import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { oneUnitCatalog } from "../../test/one-unit-catalog";
import { BankChecker, WORKER_BODY_BYTES } from "../bank-check/bank-checker";
import type { ImportRequest } from "../bank-check/import-plan";
import { client, csvFile, EXAMINER, EXAMINER_ENV } from "../exams/exam-fixtures";
import { importRow } from "./import-fixtures";
import { publishImport, type PublishDeps } from "./publish-import";

/**
 * Publishing a catalog import as a use case (issue 63 point 1, decision 311): called with its
 * dependencies on the real database and the real bank worker, no HTTP.
 */
const t = await createTestApp({ ...EXAMINER_ENV, CATALOG_DIR: oneUnitCatalog("publish-case") });
const checker = new BankChecker(new Set());
afterAll(async () => {
  await checker.close();
  await t.close();
});
const api = client(t);
const examiner = await api.signUp(EXAMINER);
const ownerId = (await api.call("GET", "/api/me", examiner)).json().user.id as number;
let changed = 0;
const deps: PublishDeps = { db: t.app.db, checker, catalogChanged: () => void changed++ };

const body = (rows: string[], more: Partial<ImportRequest> = {}): ImportRequest => ({
  file_name: "questions.csv",
  format: "csv",
  text: csvFile(rows),
  into: "grade-x-mathematics/sets",
  ...more,
});
/** The questions the unit holds now, as stored. */
const unitQuestions = async () => {
  const unit = await t.app.db
    .selectFrom("units")
    .select("json_data")
    .where("slug", "=", "sets")
    .executeTakeFirstOrThrow();
  return (JSON.parse(unit.json_data) as Array<{ id: number; question: string }>).map((q) => q.id);
};

describe("publishing a catalog import (the use case)", () => {
  it("writes the questions after the unit's, records the publication and says the unit's page", async () => {
    const before = changed;
    const outcome = await publishImport(deps, { ownerId, body: body([importRow("p1")]) });
    expect(outcome).toMatchObject({ kind: "published", path: "/school/grade-x-mathematics/mcq/1" });
    if (outcome.kind !== "published" || !("answer" in outcome.made)) throw new Error("not made");
    expect(outcome.made.answer).toMatchObject({ accepted: 1, written: 1 });
    expect(await unitQuestions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(changed).toBe(before + 1);
  });

  it("refuses as a value, and writes nothing: a unit that is not there, a file with a bad row", async () => {
    const before = changed;
    const nowhere = await publishImport(deps, {
      ownerId,
      body: body([importRow("p2")], { into: "grade-x-mathematics/nowhere" }),
    });
    expect(nowhere).toMatchObject({ kind: "refused", refused: { statusCode: 422 } });
    const bad = await publishImport(deps, { ownerId, body: body([importRow("p3", "Z")]) });
    expect(bad).toMatchObject({ kind: "refused", refused: { statusCode: 422 } });
    expect(await unitQuestions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(changed).toBe(before);
  });

  it("a large file is worked out by the bank worker first, and published from its bytes", async () => {
    const rows = Array.from({ length: 280 }, (_, i) => importRow(`large-${i}-${"x".repeat(110)}`));
    const large = body(rows);
    expect(Buffer.byteLength(large.text)).toBeGreaterThanOrEqual(WORKER_BODY_BYTES);
    const outcome = await publishImport(deps, { ownerId, body: large });
    expect(outcome).toMatchObject({ kind: "published", path: "/school/grade-x-mathematics/mcq/1" });
    if (outcome.kind !== "published") return;
    expect("json" in outcome.made).toBe(true);
    expect(await unitQuestions()).toHaveLength(291);
  });
});
