import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REQUIRED_BANKS, type BankSpec } from "./banks";
import { checkCatalog } from "./check-banks";
import { editDistance, normalise, validateBank, type Problem } from "./validate";

const categoryTest = REQUIRED_BANKS.find((b) => b.file === "category-test.json")!;
const science = REQUIRED_BANKS.find((b) => b.file === "science-exam.json")!;
const subjects = REQUIRED_BANKS.find((b) => b.file === "subjects.json")!;

let nextId = 1;
function q(overrides: Partial<{ id: number; category: string; question: string; options: string[]; answer: string; explanation: string }> = {}) {
  const id = overrides.id ?? nextId++;
  return {
    id,
    category: "physics",
    question: `Original question number ${id}: which quantity is measured in newtons?`,
    options: ["Force", "Mass", "Energy", `Power ${id}`],
    answer: "Force",
    explanation: "The newton is the SI unit of force.",
    ...overrides,
  };
}

/** A category-test bank with the right quotas, distinct texts, and `broken` in place of its first question. */
function categoryBank(...broken: ReturnType<typeof q>[]) {
  const quotas: Record<string, number> = { english: 20, physics: 20, chemistry: 20, mathematics: 20, biology: 10, gk: 10 };
  const questions = Object.entries(quotas).flatMap(([category, n]) =>
    Array.from({ length: n }, (_, i) => q({ category, question: `Distinct ${category} question ${i} about topic ${category.length * 31 + i * 7}?` })),
  );
  questions.splice(0, broken.length, ...broken);
  return { questions };
}

const reasons = (problems: Problem[]) => problems.map((p) => `${p.id ?? "-"}: ${p.reason}`);
const check = (data: unknown, spec: BankSpec = categoryTest) => validateBank(`banks/${spec.file}`, data, spec).problems;

describe("validateBank: a clean bank", () => {
  it("reports nothing", () => {
    expect(check(categoryBank(q({ category: "english" })))).toEqual([]);
  });
});

describe("validateBank: each fault class is named with file, id and reason", () => {
  it("a key that matches no option (the specification's example)", () => {
    const problems = check(categoryBank(q({ id: 500, category: "english", answer: "Forse" })));
    expect(problems).toContainEqual({ file: "banks/category-test.json", id: 500, reason: 'answer "Forse" is not among the options' });
  });

  it("a key that differs from an option only in case", () => {
    expect(reasons(check(categoryBank(q({ id: 501, category: "english", answer: "force" }))))).toContainEqual(
      expect.stringContaining('501: answer "force" is not among the options (an option differs only in case or spaces: "Force")'),
    );
  });

  it("a key that matches more than one option", () => {
    const problems = check(categoryBank(q({ id: 502, category: "english", options: ["Force", "Mass", "Force", "Power"] })));
    expect(reasons(problems)).toContain('502: answer "Force" matches 2 options');
    expect(reasons(problems)).toContain('502: duplicate options: "force"');
  });

  it("an empty answer (the specification's science question)", () => {
    expect(reasons(check(categoryBank(q({ id: 503, category: "english", answer: "" }))))).toContain("503: empty answer");
  });

  it("a private-use character as the answer (the specification's science question)", () => {
    const problems = check(categoryBank(q({ id: 504, category: "english", options: ["\uE000", "Mass", "Energy"], answer: "\uE000" })));
    expect(reasons(problems)).toContain("504: answer has a control, private-use or replacement character");
  });

  it("control characters in the text", () => {
    expect(reasons(check(categoryBank(q({ id: 505, category: "english", question: "Bell\u0007 rings?" }))))).toContain(
      "505: question text has a control, private-use or replacement character",
    );
  });

  it("the misspelt category 'dnglish' is unknown", () => {
    expect(reasons(check(categoryBank(q({ id: 506, category: "dnglish" }))))).toContainEqual(expect.stringContaining('506: unknown category "dnglish"'));
  });

  it("a capitalised category is mis-cased, with the right spelling", () => {
    expect(reasons(check(categoryBank(q({ id: 507, category: "Mathematics" }))))).toContain('507: category "Mathematics" is mis-cased; write "mathematics"');
  });

  it("fewer than 3 or more than 5 options", () => {
    const problems = reasons(
      check(categoryBank(q({ id: 508, category: "english", options: ["Force", "Mass"] }), q({ id: 509, category: "english", options: ["Force", "a", "b", "c", "d", "e"] }))),
    );
    expect(problems).toContain("508: has 2 options; a question needs 3 to 5");
    expect(problems).toContain("509: has 6 options; a question needs 3 to 5");
  });

  it("an empty option", () => {
    expect(reasons(check(categoryBank(q({ id: 510, category: "english", options: ["Force", " ", "Mass"] }))))).toContain("510: an option is empty");
  });

  it("a missing explanation", () => {
    expect(reasons(check(categoryBank(q({ id: 511, category: "english", explanation: "  " }))))).toContain("511: missing explanation");
  });

  it("duplicate ids", () => {
    const problems = reasons(check(categoryBank(q({ id: 512, category: "english" }), q({ id: 512, category: "english", question: "Another text entirely?" }))));
    expect(problems).toContainEqual(expect.stringMatching(/^512: duplicate id/));
  });

  it("duplicate question texts, whatever their case and punctuation", () => {
    const a = q({ id: 513, category: "english", question: "What is the SI unit of force?" });
    const b = q({ id: 514, category: "english", question: "what is the si unit of FORCE" });
    expect(reasons(check(categoryBank(a, b)))).toContain("514: same question text as id 513");
  });

  it("near-duplicate question texts with the same options", () => {
    const options = ["Force", "Mass", "Energy", "Power"];
    const a = q({ id: 515, category: "english", options, question: "Which quantity is measured in newtons in the SI system?" });
    const b = q({ id: 516, category: "english", options, question: "Which quantity is measured in newton in the SI system?" });
    expect(reasons(check(categoryBank(a, b)))).toContainEqual(expect.stringMatching(/^516: near-duplicate of id 515/));
  });

  it("short drill items that differ by a word are not near-duplicates", () => {
    const a = q({ id: 517, category: "english", question: "She is here, ____?", options: ["isn't she", "is she", "doesn't she"], answer: "isn't she" });
    const b = q({ id: 518, category: "english", question: "He is here, ____?", options: ["isn't he", "is he", "doesn't he"], answer: "isn't he" });
    expect(check(categoryBank(a, b))).toEqual([]);
  });

  it("a bank short of its quota", () => {
    const bank = categoryBank();
    bank.questions = bank.questions.filter((x) => x.category !== "gk");
    expect(reasons(check(bank))).toContain("-: has 0 gk questions; it needs exactly 10");
  });

  it("a set bank with the wrong number or size of sets", () => {
    const set = (n: number, size: number) => ({ set: n, questions: Array.from({ length: size }, (_, i) => q({ question: `Set ${n} question ${i} on topic ${i * 13}?` })) });
    const problems = reasons(check({ sets: [set(1, 50), set(2, 49), set(3, 50)] }, science));
    expect(problems).toContain("-: has 3 sets; it needs 4");
    expect(problems).toContain("-: set 2 has 49 questions; it needs 50");
  });

  it("a subject bank with a wrong topic size, an unknown topic and a missing topic", () => {
    const topic = (name: string, n: number) => Array.from({ length: n }, (_, i) => q({ category: "english", question: `${name} drill ${i} number ${i * 17}?` }));
    const problems = reasons(check({ English: { "Tag Questions": topic("tags", 99), Poetry: topic("poems", 3) } }, subjects));
    expect(problems).toContain("-: English: Tag Questions has 99 questions; it needs 100");
    expect(problems).toContain('-: English: unknown topic "Poetry"');
    expect(problems).toContain('-: English: topic "Pronouns" is missing');
  });

  it("a file of the wrong shape", () => {
    expect(reasons(check({ items: [] }))).toContainEqual(expect.stringMatching(/^-: questions: /));
  });
});

describe("text helpers", () => {
  it("normalises case and punctuation", () => {
    expect(normalise("  What's the SI-unit of Force? ")).toBe("what s the si unit of force");
  });
  it("measures edit distance with an early exit", () => {
    expect(editDistance("newtons", "newton", 3)).toBe(1);
    expect(editDistance("abcdef", "uvwxyz", 3)).toBe(4);
  });
});

describe("catalog check", () => {
  it("requires units of at least 10 questions and unique level and subject slugs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tayari-catalog-check-"));
    const unit = (n: number) => ({ slug: "sets", name: "Sets", questions: Array.from({ length: n }, (_, i) => q({ category: "mathematics", question: `Catalog q ${i} about sets ${i * 11}?` })) });
    const level = (slug: string, subjectSlug: string, n: number) => ({
      level: { slug, name: slug, position: 1 },
      subjects: [{ slug: subjectSlug, name: "Maths", categories: [{ slug: "mcq", name: "MCQ", items: [{ slug: "algebra", name: "Algebra", units: [unit(n)] }] }] }],
    });
    writeFileSync(path.join(dir, "a.json"), JSON.stringify(level("grade-x", "grade-x-maths", 9)));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify(level("grade-xii", "grade-x", 10)));
    const problems = reasons(checkCatalog(dir).problems);
    expect(problems).toContain("-: grade-x-maths / mcq / algebra / sets has 9 questions; a unit needs at least 10");
    expect(problems).toContainEqual(expect.stringContaining('subject slug "grade-x" is already used by catalog/a.json (level)'));
  });
});

describe("npm run content:check", () => {
  const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "cli.ts");

  it("prints file, id and reason for a broken bank and exits 1", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tayari-banks-"));
    writeFileSync(path.join(dir, "category-test.json"), JSON.stringify(categoryBank(q({ id: 900, category: "dnglish" }))));
    const run = spawnSync(process.execPath, ["--import", "tsx", cli, dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('banks/category-test.json: id 900: unknown category "dnglish"');
    expect(run.stderr).toContain("banks/science-exam.json: missing bank file");
  }, 30_000);
});
