// The catalog's names in the reader's language (issue 33): the files' Nepali names are seeded
// beside the names, and read in Nepali where a file gives one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import * as repo from "./repository";

let t: TestApp;
beforeAll(async () => {
  // The product's own catalog (packages/content/catalog).
  t = await createTestApp();
});
afterAll(() => t.close());

describe("catalog names in Nepali, from the product's catalog", () => {
  it("levels and entrances", async () => {
    const en = await repo.listLevels(t.app.db);
    const ne = await repo.listLevels(t.app.db, "ne");
    expect(en.map((l) => l.name)).toEqual([
      "School (Grade X)",
      "NEB (Grade XII)",
      "Bachelor (B.Sc.CSIT)",
    ]);
    expect(ne.map((l) => l.name)).toEqual([
      "विद्यालय (कक्षा 10)",
      "NEB (कक्षा 12)",
      "स्नातक (B.Sc.CSIT)",
    ]);
    expect(ne.map((l) => l.slug)).toEqual(en.map((l) => l.slug));
    expect((await repo.listEntrances(t.app.db, "ne")).map((e) => e.name)).toEqual([
      "B.Sc.CSIT",
      "BCA",
    ]);
  });

  it("a level's subjects and their categories; Grade X Nepali keeps its own names", async () => {
    const level = (await repo.findLevel(t.app.db, "grade-x", "ne"))!;
    expect(level.name).toBe("विद्यालय (कक्षा 10)");
    const subjects = await repo.listSubjectsWithCategories(t.app.db, level.id, "ne");
    expect(subjects.map((s) => s.name)).toEqual([
      "विज्ञान तथा प्रविधि",
      "गणित",
      "ऐच्छिक गणित",
      "अङ्ग्रेजी",
      "सामाजिक अध्ययन",
      "कम्प्युटर विज्ञान",
      "नेपाली",
    ]);
    expect(subjects[0]!.categories.map((c) => c.name)).toEqual(["MCQ अभ्यास"]);
    expect(subjects[6]!.categories.map((c) => c.name)).toEqual(["बहुवैकल्पिक अभ्यास"]);
    const english = await repo.listSubjectsWithCategories(t.app.db, level.id);
    expect(english[0]!.name).toBe("Science");
    expect(english[2]!.name).toBe("Optional Mathematics");
    expect(english[6]!.name).toBe("नेपाली");
  });

  it("a category page: the crumbs, the items and their units", async () => {
    const found = (await repo.findSubjectCategory(t.app.db, "grade-xii-physics", "mcq", "ne"))!;
    expect([found.levelName, found.subjectName, found.name]).toEqual([
      "NEB (कक्षा 12)",
      "भौतिकशास्त्र",
      "MCQ अभ्यास",
    ]);
    const items = await repo.listItemsWithUnits(t.app.db, found.id, "ne");
    expect(items[0]!.name).toBe("यान्त्रिकी");
    expect(items[0]!.content.map((u) => u.name)).toEqual([
      "घूर्णन गतिविज्ञान",
      "आवर्त गति",
      "तरल स्थितिविज्ञान",
    ]);
  });

  it("an entrance's subjects and units", async () => {
    const csit = (await repo.findEntrance(t.app.db, "csit", "ne"))!;
    const subjects = await repo.listEntranceSubjects(t.app.db, csit.id, "mcq", "ne");
    expect(subjects.map((s) => s.title)).toEqual([
      "गणित",
      "भौतिकशास्त्र",
      "रसायनशास्त्र",
      "अङ्ग्रेजी",
      "कम्प्युटर",
    ]);
    const found = (await repo.findEntranceSubject(t.app.db, subjects[0]!.id, "ne"))!;
    expect(found.subject.title).toBe("गणित");
    const units = await repo.listEntranceUnits(t.app.db, subjects[0]!.id, "ne");
    expect(units.map((u) => u.title)).toEqual(["त्रिकोणमिति", "सीमा र अवकलज"]);
    const unit = (await repo.findEntranceUnit(
      t.app.db,
      subjects[0]!.id,
      units[0]!.id,
      "mcq",
      "ne",
    ))!;
    expect(unit.summary.title).toBe("त्रिकोणमिति");
  });

  it("a name without a Nepali one (a unit an examiner started) is read as written", async () => {
    await t.app.db
      .updateTable("units")
      .set({ name_ne: null })
      .where("slug", "=", "force")
      .execute();
    const found = (await repo.findSubjectCategory(t.app.db, "grade-x-science", "mcq", "ne"))!;
    const units = (await repo.listItemsWithUnits(t.app.db, found.id, "ne")).flatMap(
      (i) => i.content,
    );
    expect(units.map((u) => u.name)).toContain("Force");
    expect(units.map((u) => u.name)).toContain("चाप");
  });
});

describe("the API serves the catalog's names in the reader's language (?lang=ne)", () => {
  const get = (url: string) => t.app.inject({ url });

  it("levels, a level's subjects, and a category page with its crumbs, items and units", async () => {
    expect((await get("/api/levels?lang=ne")).json().levels[0].name).toBe("विद्यालय (कक्षा 10)");
    expect((await get("/api/levels")).json().levels[0].name).toBe("School (Grade X)");
    expect((await get("/api/levels?lang=en")).json().levels[0].name).toBe("School (Grade X)");

    const subjects = (await get("/api/subjects/grade-xii?lang=ne")).json();
    expect(subjects.level.name).toBe("NEB (कक्षा 12)");
    expect(subjects.subjects.map((s: { name: string }) => s.name)).toEqual([
      "भौतिकशास्त्र",
      "रसायनशास्त्र",
      "जीवविज्ञान",
      "गणित",
      "अङ्ग्रेजी",
      "कम्प्युटर विज्ञान",
      "नेपाली",
      "लेखा",
      "अर्थशास्त्र",
      "व्यवसाय अध्ययन",
      "सामाजिक अध्ययन र जीवनोपयोगी सीप",
    ]);

    const page = (await get("/api/subject/bsccsit-c-programming/category/mcq?lang=ne")).json();
    expect([page.level.name, page.subject.name, page.category.name]).toEqual([
      "स्नातक (B.Sc.CSIT)",
      "C प्रोग्रामिङ",
      "MCQ अभ्यास",
    ]);
    expect(page.items[0].name).toBe("C प्रोग्रामिङ (CSC110)");
    expect(page.items[0].content[5].name).toBe("एरे");
    // The questions keep their language; only the names change.
    const english = (await get("/api/subject/bsccsit-c-programming/category/mcq")).json();
    expect(page.items[0].content[5].json_data).toBe(english.items[0].content[5].json_data);
    expect(english.items[0].content[5].name).toBe("Arrays");
  });

  it("an entrance's subjects, a subject's units and a unit's questions", async () => {
    const subjects = (await get("/api/entrance/subjects/bca/mcq?lang=ne")).json();
    expect(subjects.subjects.map((s: { title: string }) => s.title)).toEqual([
      "गणित",
      "अङ्ग्रेजी",
      "कम्प्युटर",
      "सामान्य ज्ञान",
    ]);
    const id = subjects.subjects[3].id;
    const units = (await get(`/api/entrance/subjects/${id}/mcq?lang=ne`)).json();
    expect(units.units.map((u: { title: string }) => u.title)).toEqual(["नेपाल", "विश्व"]);
    const unit = (
      await get(`/api/entrance/subjects/${id}/mcq/${units.units[1].id}/mcq?lang=ne`)
    ).json();
    expect([unit.subject.title, unit.unit.title]).toEqual(["सामान्य ज्ञान", "विश्व"]);
    expect(
      (await get("/api/entrance/subjects?lang=ne"))
        .json()
        .entrances.map((e: { name: string }) => e.name),
    ).toEqual(["B.Sc.CSIT", "BCA"]);
  });

  it("keeps each language's answer apart in the cache, with its own ETag", async () => {
    const ne = await get("/api/subjects/grade-x?lang=ne");
    const en = await get("/api/subjects/grade-x");
    const neAgain = await get("/api/subjects/grade-x?lang=ne");
    expect(ne.json().subjects[0].name).toBe("विज्ञान तथा प्रविधि");
    expect(en.json().subjects[0].name).toBe("Science");
    expect(neAgain.json().subjects[0].name).toBe("विज्ञान तथा प्रविधि");
    expect(ne.headers.etag).not.toBe(en.headers.etag);
    expect(neAgain.headers.etag).toBe(ne.headers.etag);
    // Any other query leaves the answer (and the cache) as it is.
    expect((await get("/api/subjects/grade-x?x=1")).headers.etag).toBe(en.headers.etag);
  });

  it("refuses a language it does not have, with a message", async () => {
    const res = await get("/api/levels?lang=fr");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/en or ne/);
  });
});
