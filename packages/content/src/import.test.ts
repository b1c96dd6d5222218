import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cleanBanks, question, questions, removeTempDirs, writeBanks } from "../test/make-banks";
import { writeQuestionFile } from "./export";
import { importQuestions, importSummary } from "./import";

afterAll(removeTempDirs);

const existing = [question({ id: 7, category: "physics" })];
const target = { allowed: ["physics", "chemistry"], existing, category: "physics" };

describe("importQuestions", () => {
  it("numbers passing questions after the target's and names line and fault of each rejected one", () => {
    const good = question({
      id: 0,
      question: "Which particle has no charge?",
      options: ["neutron", "proton", "electron"],
      answer: "neutron",
    });
    const text =
      writeQuestionFile([good, { ...existing[0]!, id: 1 }], "csv") +
      "Which is heavier?,Iron,Air,Water,,,Nothing,physics,Iron is densest.\n" +
      writeQuestionFile([question({ id: 3, category: "Chemistry" })], "csv").split("\r\n")[1];
    const result = importQuestions(text, "csv", target, "new.csv");
    expect(result.read).toBe(4);
    expect(result.questions).toEqual([{ ...good, id: 8 }]);
    expect(result.rejected).toMatchObject([
      { line: 3, reason: "same question text as id 7" },
      { line: 4, reason: expect.stringContaining('answer "Nothing" is not among the options') },
      { line: 5, reason: 'category "Chemistry" is mis-cased; write "chemistry"' },
    ]);
    expect(result.rejected.map((r) => r.reasons.map((why) => why.code))).toEqual([
      ["same_text"],
      ["answer_not_option"],
      ["category_miscased"],
    ]);
  });

  it("accounts for every block: read = passed + refused + unsupported", () => {
    const text = [
      "$CATEGORY: $course$/top/Default for Physics 101",
      "",
      "Which particle has no charge? {=neutron ~proton ~electron ####It is neutral.}",
      "Which particle is negative? {=electron ~proton ~neutron ####Its charge is -e.}",
      "",
      "Is light a wave? {T}",
      "",
      "Which is a scalar? {=mass ~force ~velocity}",
    ].join("\n");
    const result = importQuestions(text, "gift", target, "f.gift");
    expect([result.read, result.questions.length, result.refused, result.unsupported]).toEqual([
      3, 0, 2, 1,
    ]);
    expect(result.rejected.map((r) => [r.line, r.kind, r.reasons[0]!.code])).toEqual([
      [3, "refused", "gift_second_block"],
      [6, "unsupported", "unsupported"],
      [8, "refused", "missing_explanation"],
    ]);
    expect(result.rejected[2]!.reason).toBe(
      "missing explanation: add ####... (the general feedback) before its closing }",
    );
    // Moodle's own category ("Default for ...") names no subject: the place's category is used, once said.
    expect(result.notes.map((n) => n.message)).toEqual([
      'the Moodle category "$course$/top/Default for Physics 101" (line 1) is not a subject: its questions get the category "physics"',
    ]);
    expect(importSummary("f.gift", result)).toBe(
      "3 read from f.gift: 0 pass, 2 refused, 1 not supported",
    );
  });

  it("refuses a file with no question, and a Moodle category the bank does not have", () => {
    expect(importQuestions("  \n// only a comment\n", "gift", target).faults).toMatchObject([
      { code: "no_questions", message: "the file holds no question" },
    ]);
    const named = importQuestions(
      "$CATEGORY: $course$/top/Biology\n\nCells? {=cell ~atom ~rock ####Life is made of cells.}",
      "gift",
      target,
    );
    expect(named.rejected[0]?.reason).toBe(
      'its Moodle category "Biology" (line 1) is not one of this bank\'s (physics, chemistry): give one with --category',
    );
  });

  it("lets a private exam bank leave out explanations, and says how many lack one", () => {
    const text = writeQuestionFile(
      [
        question({ id: 0, explanation: "" }),
        question({ id: 1, explanation: "" }),
        question({ id: 2 }),
      ],
      "aiken",
    ).replace(/EXPLANATION: \n/g, "");
    const bank = { allowed: null, existing: [], category: "physics", explanationsOptional: true };
    const result = importQuestions(text, "aiken", bank);
    expect(result.questions).toHaveLength(3);
    expect(result.notes.map((n) => n.message)).toEqual([
      "2 questions have no explanation: students will see none after the exam (add a line EXPLANATION: ... after its ANSWER: line)",
    ]);
    expect(
      importQuestions(text, "aiken", { ...bank, explanationsOptional: false }).rejected,
    ).toHaveLength(2);
  });

  it("names the line of an earlier question of the same file in a duplicate", () => {
    const q = question({ id: 0 });
    const result = importQuestions(writeQuestionFile([q, { ...q, id: 1 }], "gift"), "gift", target);
    expect(result.rejected).toMatchObject([
      {
        line: 11,
        reason: "same question text as the question on line 3",
        reasons: [{ code: "same_text", params: { otherLine: 3 } }],
      },
    ]);
  });
});

const cli = (name: string) => path.join(import.meta.dirname, name);
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
function run(script: string, args: string[]) {
  const { INIT_CWD: _npmCwd, ...env } = process.env;
  return spawnSync(process.execPath, ["--import", tsx, cli(script), ...args], {
    env,
    encoding: "utf8",
  });
}

// Each test spawns the CLI (tsx compiles it): 60 s ran out at load 15 on two cores.
describe("npm run content:import / content:export", { timeout: 180_000 }, () => {
  it("writes nothing when one question is bad, the good ones with --skip-bad, and exports them back", () => {
    const banks = writeBanks(cleanBanks());
    const catalog = path.join(banks, "catalog");
    mkdirSync(catalog);
    const file = path.join(banks, "new.gift");
    const bankFile = path.join(banks, "category-test.json");
    const before = readFileSync(bankFile, "utf8");
    const fresh = question({
      id: 0,
      category: "gk",
      question: "Which planet is known as the red planet?",
      options: ["Mars", "Venus", "Jupiter"],
      answer: "Mars",
    });
    writeFileSync(
      file,
      writeQuestionFile([fresh, question({ id: 1, category: "gk", explanation: "" })], "gift"),
    );
    const args = [file, "--into", "category-test", "--banks", banks, "--catalog", catalog];

    const strict = run("import-cli.ts", args);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(
      `${file}:10: missing explanation: add ####... (the general feedback) before its closing }`,
    );
    expect(strict.stderr).toContain("2 read from");

    const dry = run("import-cli.ts", [...args, "--dry-run"]);
    expect(dry.stderr).toContain(`${file}:10: missing explanation`);
    expect(readFileSync(bankFile, "utf8")).toBe(before);
    expect(readFileSync(bankFile, "utf8")).toBe(before);

    // The category test has exact quotas: one more gk question breaks them, so nothing is written.
    const quota = run("import-cli.ts", [...args, "--skip-bad"]);
    expect(quota.status).toBe(1);
    expect(quota.stderr).toContain("banks/category-test.json: has 11 gk questions");
    expect(readFileSync(bankFile, "utf8")).toBe(before);

    const entrance = run("import-cli.ts", [
      file,
      "--into",
      "entrance",
      "--banks",
      banks,
      "--catalog",
      catalog,
      "--skip-bad",
      "--category",
      "computer",
    ]);
    expect(entrance.stderr).toContain(`${file}:10: missing explanation`);
    expect(entrance.status, entrance.stderr).toBe(0);
    expect(entrance.stdout).toContain(
      "2 read from " +
        file +
        ": 1 pass, 1 refused, 0 not supported: 1 written into entrance (banks/entrance.json)",
    );

    const exported = run("export-cli.ts", [
      "entrance",
      "--format",
      "aiken",
      "--banks",
      banks,
      "--catalog",
      catalog,
    ]);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain(
      "Which planet is known as the red planet?\nA. Mars\nB. Venus\nC. Jupiter\nANSWER: A\n",
    );
  });

  it("reads a UTF-16 Moodle XML file whatever its name, dry run first, and exports Moodle XML back", () => {
    const banks = writeBanks(cleanBanks());
    const catalog = path.join(banks, "catalog");
    mkdirSync(catalog);
    const fresh = [
      question({
        id: 0,
        category: "computer",
        question: "Which river is the longest in Nepal?",
        options: ["Karnali", "Koshi", "Gandaki"],
        answer: "Karnali",
      }),
      question({
        id: 1,
        category: "computer",
        question: "Which is the highest peak on Earth?",
        options: ["Everest", "K2", "Lhotse"],
        answer: "Everest",
      }),
    ];
    // Named .txt, as Moodle names its exports; UTF-16 with a byte-order mark, as Windows saves it.
    const file = path.join(banks, "moodle-export.txt");
    writeFileSync(file, Buffer.from("\uFEFF" + writeQuestionFile(fresh, "moodle-xml"), "utf16le"));
    const bankFile = path.join(banks, "entrance.json");
    const before = readFileSync(bankFile, "utf8");
    const args = [file, "--into", "entrance", "--banks", banks, "--catalog", catalog];

    const dry = run("import-cli.ts", [...args, "--dry-run"]);
    expect(dry.stderr).toContain(
      `${file}: note: the file was UTF-16; it was read as such and converted to UTF-8`,
    );
    expect(dry.stdout).toContain(
      `2 read from ${file}: 2 pass, 0 refused, 0 not supported: dry run, nothing written`,
    );
    expect(dry.status).toBe(0);
    expect(readFileSync(bankFile, "utf8")).toBe(before);

    const written = run("import-cli.ts", args);
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toContain("2 written into entrance");

    const out = path.join(banks, "back-to-moodle.xml");
    const exported = run("export-cli.ts", [
      ...[
        "entrance",
        "--format",
        "moodle-xml",
        "--out",
        out,
        "--banks",
        banks,
        "--catalog",
        catalog,
      ],
    ]);
    expect(exported.status, exported.stderr).toBe(0);
    const xml = readFileSync(out, "utf8");
    expect(xml).toContain('<question type="multichoice">');
    expect(xml).toContain("<![CDATA[Which river is the longest in Nepal?]]>");

    const empty = path.join(banks, "empty.gift");
    writeFileSync(empty, "// nothing here\n");
    const none = run("import-cli.ts", [empty, ...args.slice(1)]);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain(`${empty}: the file holds no question`);
  });

  it("names a target that does not exist or holds several lists", () => {
    const banks = writeBanks(cleanBanks());
    const file = path.join(banks, "x.csv");
    writeFileSync(file, "");
    expect(run("import-cli.ts", [file, "--into", "nowhere", "--banks", banks]).stderr).toContain(
      'no bank, set, topic or unit at "nowhere"',
    );
    expect(
      run("import-cli.ts", [file, "--into", "science-exam", "--banks", banks]).stderr,
    ).toContain("science-exam/1");
  });

  describe("--unit-name starts a catalog unit, and its item or subject", () => {
    const unit = (slug: string, firstId: number) => ({
      slug,
      name: slug,
      questions: questions("physics", 10, firstId),
    });
    function setUp(count: number) {
      const banks = writeBanks(cleanBanks());
      const catalog = path.join(banks, "catalog");
      mkdirSync(catalog);
      const level = path.join(catalog, "grade-x.json");
      const items = [
        { slug: "physics", name: "Physics", units: [unit("force", 0)] },
        { slug: "chemistry", name: "Chemistry", units: [unit("acids", 10)] },
      ];
      const subject = {
        slug: "grade-x-science",
        name: "Science",
        categories: [{ slug: "mcq", name: "MCQ Practice", items }],
      };
      writeFileSync(
        level,
        JSON.stringify({
          level: { slug: "grade-x", name: "Grade X", position: 1 },
          subjects: [subject],
        }),
      );
      const entrances = path.join(catalog, "entrances.json");
      writeFileSync(
        entrances,
        JSON.stringify({
          entrances: [
            {
              slug: "csit",
              name: "CSIT",
              subjects: [
                {
                  slug: "csit-physics",
                  title: "Physics",
                  type: "mcq",
                  units: [{ ...unit("optics", 20), name: undefined, title: "Optics", type: "mcq" }],
                },
              ],
            },
          ],
        }),
      );
      const file = path.join(banks, "new.csv");
      writeFileSync(file, writeQuestionFile(questions("physics", count, 100), "csv"));
      const importInto = (...args: string[]) =>
        run("import-cli.ts", [file, "--banks", banks, "--catalog", catalog, "--into", ...args]);
      const read = (name: string) => JSON.parse(readFileSync(path.join(catalog, name), "utf8"));
      return { importInto, read, level, entrances };
    }

    it("adds a unit at the end of its item, and refuses one of fewer than 10 questions", () => {
      const short = setUp(9);
      const before = readFileSync(short.level, "utf8");
      const refused = short.importInto("grade-x-science/physics/light", "--unit-name", "Light");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        "grade-x-science / mcq / physics / light has 9 questions; a unit needs at least 10",
      );
      expect(readFileSync(short.level, "utf8")).toBe(before);

      const { importInto, read } = setUp(10);
      const added = importInto("grade-x-science/physics/light", "--unit-name", "Light");
      expect(added.stdout).toContain(
        "10 written into grade-x-science/physics/light (catalog/grade-x.json)",
      );
      const physics = read("grade-x.json").subjects[0].categories[0].items[0];
      expect(physics.units.map((u: { slug: string }) => u.slug)).toEqual(["force", "light"]);
      expect(physics.units[1].name).toBe("Light");
      expect(physics.units[1].questions.map((q: { id: number }) => q.id)).toEqual(
        Array.from({ length: 10 }, (_, i) => 20 + i),
      );

      expect(importInto("grade-x-science/light", "--unit-name", "Light").stderr).toContain(
        "exists already; leave out --unit-name",
      );
      expect(importInto("grade-x-science/heat", "--unit-name", "Heat").stderr).toContain(
        "name the unit's item: grade-x-science/<item>/heat (items: physics, chemistry)",
      );
      expect(importInto("grade-x-science/biology/cells", "--unit-name", "Cells").stderr).toContain(
        'grade-x-science has no item "biology" (give --item-name to start one)',
      );
    });

    it("starts a new item, a new level subject and a new entrance subject with one unit each", () => {
      const { importInto, read } = setUp(10);
      const item = importInto(
        "grade-x-science/biology/cells",
        "--item-name",
        "Biology",
        "--unit-name",
        "Cells",
      );
      expect(item.status, item.stderr).toBe(0);
      const items = read("grade-x.json").subjects[0].categories[0].items;
      expect(items.map((i: { name: string }) => i.name)).toEqual([
        "Physics",
        "Chemistry",
        "Biology",
      ]);

      const nepali = importInto(
        "grade-x/grade-x-nepali/vyakaran/varna",
        "--subject-name",
        "नेपाली",
        "--item-name",
        "व्याकरण",
        "--unit-name",
        "वर्ण",
      );
      expect(nepali.status, nepali.stderr).toBe(0);
      expect(nepali.stdout).toContain("written into grade-x-nepali/vyakaran/varna");
      const subject = read("grade-x.json").subjects[1];
      expect(subject).toMatchObject({
        slug: "grade-x-nepali",
        name: "नेपाली",
        categories: [
          {
            items: [{ slug: "vyakaran", name: "व्याकरण", units: [{ slug: "varna", name: "वर्ण" }] }],
          },
        ],
      });
      expect(subject.categories[0].items[0].units[0].questions).toHaveLength(10);

      const biology = importInto(
        "csit/csit-biology/cells",
        "--subject-name",
        "Biology",
        "--unit-name",
        "Cells",
      );
      expect(biology.status, biology.stderr).toBe(0);
      expect(read("entrances.json").entrances[0].subjects[1]).toMatchObject({
        slug: "csit-biology",
        title: "Biology",
        type: "mcq",
        units: [{ slug: "cells", title: "Cells", type: "mcq" }],
      });
      expect(
        importInto(
          "grade-x/grade-x-science/physics/waves",
          "--subject-name",
          "Science",
          "--unit-name",
          "Waves",
        ).stderr,
      ).toContain('subject slug "grade-x-science" is already used');
    });
  });
});
