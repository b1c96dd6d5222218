import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, EXAMINER, EXAMINER_ENV, privateBank } from "./modules/exams/exam-fixtures";
import { oneUnitCatalog } from "./test/one-unit-catalog";
import { createTestApp, newStudent, type TestApp } from "./test/test-app";

// Issue 29, "one text rule": names, titles, categories and codes hold one line with nothing
// invisible in it, NFC-normalised, whatever route takes them. Found by walking the built server:
// an exam title, a bank's name, a sign-up name, an import's file and unit names and category, an
// access code, a quota's category and a custom-marks key took a zero-width space, a joiner
// between Latin letters ("ad\u200dmin") or a line break (the net under every route refuses only
// controls, broken characters and bidi controls; decision 74).

let t: TestApp;
let api: ReturnType<typeof client>;
let examiner: string;
const ZWSP = "\u200b";
beforeAll(async () => {
  t = await createTestApp({ ...EXAMINER_ENV, CATALOG_DIR: oneUnitCatalog("one-line") });
  api = client(t);
  examiner = await api.signUp(EXAMINER);
}, 180_000);
afterAll(async () => t?.close());

const refusal = (field: string, code: string, character?: string) => ({
  code,
  params: { field, ...(character ? { character } : {}) },
  errors: { [field]: [expect.objectContaining({ code })] },
});

describe("one line, nothing invisible, in every name, title, category and code", () => {
  it("refuses them in an exam's title, access code, quota category and custom-marks key, naming the field", async () => {
    const bank = await api.uploadBank(examiner, privateBank({ physics: 2 }), "Line bank");
    const form = (overrides: Record<string, unknown>) =>
      api.examForm({ source: { bank_id: bank }, ...overrides });
    for (const [overrides, field, code, character] of [
      [{ title: `Scholar${ZWSP}ship test` }, "title", "input.textInvisible", "U+200B"],
      [{ title: "Scholarship\ntest" }, "title", "input.textLineBreak"],
      [{ access_code: `open${ZWSP}sesame` }, "access_code", "input.textInvisible", "U+200B"],
      [
        { selection: { mode: "quota", quotas: [{ category: "phy\u2060sics", count: 1 }] } },
        "selection.quotas.0.category",
        "input.textInvisible",
        "U+2060",
      ],
      [
        { profile: "custom", custom_marks: { [`phy${ZWSP}sics`]: { correct: 1, wrong: 0 } } },
        `custom_marks.phy${ZWSP}sics`,
        "input.textInvisible",
        "U+200B",
      ],
    ] as const) {
      const res = await api.call("POST", "/api/examiner/exams", examiner, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json()).toMatchObject(refusal(field, code, character));
      expect(res.json().message.startsWith(`${field} `)).toBe(true);
    }
    const exams = await api.call("GET", "/api/examiner/exams", examiner);
    expect(exams.json().exams).toEqual([]);
  });

  it("stores a title NFC-normalised, and keeps a Nepali half form's joiner", async () => {
    const bank = await api.uploadBank(examiner, privateBank({ physics: 2 }, 50), "NFC bank");
    const made = await api.examOn(examiner, bank, { title: "Cafe\u0301 test क्\u200dष" });
    const exams = (await api.call("GET", "/api/examiner/exams", examiner)).json().exams;
    const title = exams.find((e: { slug: string }) => e.slug === made.slug).title as string;
    expect(title).toBe("Caf\u00e9 test क्\u200dष");
  });

  it("refuses them in a bank's name and an import's file name, unit name and category", async () => {
    const bank = await api.call("POST", "/api/examiner/banks", examiner, {
      name: `College${ZWSP}bank`,
      questions: privateBank({ physics: 1 }),
    });
    expect(bank.statusCode).toBe(422);
    expect(bank.json()).toMatchObject(refusal("name", "input.textInvisible", "U+200B"));
    const text = "question,option_a,option_b,answer,category\nWhat is two and two?,3,4,B,maths";
    for (const [extra, field, code] of [
      [{ file_name: "a\u00ad.csv" }, "file_name", "input.textInvisible"],
      [{ unit_name: "New\nunit", into: "grade-x-mathematics" }, "unit_name", "input.textLineBreak"],
      [{ category: `alge${ZWSP}bra` }, "category", "input.textInvisible"],
    ] as const) {
      const res = await api.call("POST", "/api/examiner/catalog-import/preview", examiner, {
        file_name: "a.csv",
        format: "csv",
        text,
        into: "grade-x-mathematics/sets",
        ...extra,
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({ code, params: { field } });
    }
  });

  it("refuses a sign-up name with a joiner between Latin letters, and takes a Nepali name with one", async () => {
    const impostor = await api.call("POST", "/api/register", undefined, {
      ...newStudent(),
      name: "ad\u200dmin",
    });
    expect(impostor.statusCode).toBe(422);
    expect(impostor.json()).toMatchObject(refusal("name", "input.textInvisible", "U+200D"));
    const nepali = await api.call("POST", "/api/register", undefined, {
      ...newStudent(),
      name: "लक्\u200dष्मी",
    });
    expect(nepali.statusCode, nepali.body).toBe(202);
  });
});

describe("no private-use code point or noncharacter in a name, title, bank name or code (issue 47)", () => {
  const UNREADABLE = [
    ["\uffff", "U+FFFF"],
    ["\ue000", "U+E000"],
    ["\u{10ffff}", "U+10FFFF"],
    ["\ufdd0", "U+FDD0"],
    ["\u{f0041}", "U+F0041"],
  ] as const;

  it("refuses each in an exam's title and access code, a bank's name and a sign-up name", async () => {
    const bank = await api.uploadBank(examiner, privateBank({ physics: 2 }, 70), "Unread bank");
    for (const [ch, character] of UNREADABLE) {
      for (const [overrides, field] of [
        [{ title: `Scholarship${ch} test` }, "title"],
        [{ access_code: `open${ch}sesame` }, "access_code"],
      ] as const) {
        const res = await api.call(
          "POST",
          "/api/examiner/exams",
          examiner,
          api.examForm({ source: { bank_id: bank }, ...overrides }),
        );
        expect(res.statusCode, `${field} ${character}`).toBe(422);
        expect(res.json()).toMatchObject(refusal(field, "input.textNotACharacter", character));
      }
      const named = await api.call("POST", "/api/examiner/banks", examiner, {
        name: `College ${ch} bank`,
        questions: privateBank({ physics: 1 }, 90),
      });
      expect(named.statusCode).toBe(422);
      expect(named.json()).toMatchObject(refusal("name", "input.textNotACharacter", character));
      const student = await api.call("POST", "/api/register", undefined, {
        ...newStudent(),
        name: `Asha${ch}`,
      });
      expect(student.statusCode).toBe(422);
      expect(student.json()).toMatchObject(refusal("name", "input.textNotACharacter", character));
    }
  });
});
