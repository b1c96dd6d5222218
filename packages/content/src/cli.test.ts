import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  categoryTestBank,
  cleanBanks,
  entranceBank,
  question,
  removeTempDirs,
  scienceCategories,
  setBank,
  writeBanks,
} from "../test/make-banks";

const cli = path.join(import.meta.dirname, "cli.ts");
// An absolute loader, so the CLI can be started from any working directory.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

afterAll(removeTempDirs);

function run(args: string[], cwd = process.cwd()) {
  const { INIT_CWD: _npmCwd, ...env } = process.env;
  return spawnSync(process.execPath, ["--import", tsx, cli, ...args], {
    cwd,
    env,
    encoding: "utf8",
  });
}

describe("npm run content:check <dir>", () => {
  it("prints file, id and reason for each problem of a broken bank, and exits 1", () => {
    const category = categoryTestBank(2001);
    category.questions[0] = question({ id: 900, category: "dnglish" });
    category.questions[1] = question({
      id: 901,
      category: "english",
      options: ["A", "B", "C"],
      answer: "\uE000",
    });
    const banks: Record<string, unknown> = { ...cleanBanks(), "category-test.json": category };
    delete banks["subjects.json"];

    const result = run([writeBanks(banks)]);

    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([
      'banks/category-test.json: id 900: unknown category "dnglish" (allowed: english, physics, chemistry, mathematics, biology, gk)',
      'banks/category-test.json: id 901: answer "\\u{e000}" is not among the options',
      "banks/category-test.json: id 901: answer has private-use character U+E000",
      "banks/category-test.json: has 19 english questions; it needs exactly 20 (1 short)",
      "banks/subjects.json: missing bank file",
      "content:check: 6 banks, 1900 questions: 5 problems in 2 files",
    ]);
    // Each bank that could be read (subjects.json is missing): its questions, where the keys sit
    // and how long the explanations are.
    const explained = "explanations min 63, median 63 characters";
    expect(result.stdout.trim().split("\n")).toEqual([
      `banks/science-exam.json: 200 questions; keys A 50 (25%), B 50 (25%), C 50 (25%), D 50 (25%); ${explained}`,
      `banks/management-exam.json: 100 questions; keys A 25 (25%), B 25 (25%), C 25 (25%), D 25 (25%); ${explained}`,
      `banks/category-test.json: 100 questions; keys A 26 (26%), B 24 (24%), C 24 (24%), D 25 (25%); ${explained}`,
      `banks/entrance.json: 1000 questions; keys A 250 (25%), B 250 (25%), C 250 (25%), D 250 (25%); ${explained}`,
      `banks/bca-entrance.json: 500 questions; keys A 125 (25%), B 125 (25%), C 125 (25%), D 125 (25%); ${explained}`,
    ]);
  }, 30_000);

  it("refuses a bank whose keys crowd one option, and says where they sit", () => {
    const category = categoryTestBank(2001);
    // 45 of the 100 keys at A: the others keep their places.
    let moved = 0;
    for (const q of category.questions) {
      if (moved === 20) break;
      if (q.options[0] === q.answer) continue;
      q.options = [q.answer, ...q.options.filter((o) => o !== q.answer)];
      moved += 1;
    }
    const result = run([writeBanks({ ...cleanBanks(), "category-test.json": category })]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      "banks/category-test.json: 100 questions; keys A 45 (45%), B 18 (18%), C 18 (18%), D 19 (19%); ",
    );
    expect(result.stderr.trim().split("\n")).toEqual([
      "banks/category-test.json: 45% of the keys (45 of 100) are option A; no position may hold " +
        "more than 40% once there are 40 questions (A 45 (45%), B 18 (18%), C 18 (18%), D 19 (19%)): " +
        "re-order the options, keeping each answer's text",
      "content:check: 6 banks, 2362 questions: 1 problem in 1 file",
    ]);
  }, 30_000);

  it("warns of a key that gives itself away by its length in a college's folder, and exits 0", () => {
    const category = categoryTestBank(2001);
    const q = category.questions[0]!;
    const long = "A key written with far more care than the others";
    category.questions[0] = {
      ...q,
      options: q.options.map((o) => (o === q.answer ? long : o)),
      answer: long,
    };
    const result = run([writeBanks({ ...cleanBanks(), "category-test.json": category })]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(
      `warning: long keys: banks/category-test.json: 1 (id ${q.id})\n` +
        "warning: 1 question give their key away by its length (a key of more than 20 characters " +
        "and more than 1.6 times the longest other option): shorten the key or write the " +
        "distractors with the same care\n",
    );
    expect(result.status).toBe(0);
  }, 30_000);

  it("refuses a question reworded with reworded options in the same bank, whatever its category", () => {
    const entrance = entranceBank(3001);
    const physics = entrance.questions.find((q) => q.category === "physics")!;
    const chemistry = entrance.questions.find((q) => q.category === "chemistry")!;
    Object.assign(physics, {
      question:
        "A gas absorbs 500 J of heat and does 200 J of work on its surroundings. What is the change in its internal energy?",
      options: [
        "an increase of 200 J",
        "an increase of 700 J",
        "an increase of 300 J",
        "a decrease of 300 J",
      ],
      answer: "an increase of 300 J",
    });
    Object.assign(chemistry, {
      question:
        "A gas absorbs 500 J of heat and does 200 J of work on the surroundings. What is the change in its internal energy?",
      options: ["+700 J", "−300 J", "+300 J", "−700 J"],
      answer: "+300 J",
    });
    const banks = cleanBanks();
    const result = run([writeBanks({ ...banks, "entrance.json": entrance })]);
    expect(result.stderr.trim().split("\n")).toEqual([
      `banks/entrance.json: id ${chemistry.id}: near-duplicate of id ${physics.id}: the same question ` +
        "reworded (the same numbers and key, 100% of its words alike): rewrite one or remove it",
      "content:check: 6 banks, 2362 questions: 1 problem in 1 file",
    ]);
    expect(result.status).toBe(1);
  }, 30_000);

  it("warns a college's folder of short explanations and of a text in two banks, and exits 0", () => {
    const category = categoryTestBank(2001);
    const science = setBank(4, 50, scienceCategories, 1);
    const [first, second] = category.questions;
    first!.explanation = "Force.";
    second!.question = science.sets[0]!.questions[0]!.question;
    const result = run([
      writeBanks({ ...cleanBanks(), "category-test.json": category, "science-exam.json": science }),
    ]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(
      `warning: same text in two banks: banks/science-exam.json id 1, banks/category-test.json id ${second!.id}\n`,
    );
    expect(result.stdout).toContain(
      "warning: explanations short of a full sentence (45 characters, ending . ! ? or ।): " +
        `banks/category-test.json: 1 (id ${first!.id})\n`,
    );
    expect(result.status).toBe(0);
  }, 30_000);

  it("exits 0 with a summary for a clean folder, given relative to the working directory", () => {
    const dir = writeBanks(cleanBanks());
    const result = run([path.basename(dir)], path.dirname(dir));
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/\ncontent:check: 6 banks, 2362 questions, no problems\n$/);
    expect(result.stdout).toContain(
      "banks/entrance.json: 1000 questions; keys A 250 (25%), B 250 (25%), C 250 (25%), D 250 (25%); " +
        "explanations min 63, median 63 characters\n",
    );
    expect(result.status).toBe(0);
  }, 30_000);
});

describe("npm run content:check -- <relative dir>", () => {
  it("resolves the folder against the directory npm was started from (INIT_CWD)", () => {
    const dir = writeBanks(cleanBanks());
    const result = spawnSync(process.execPath, ["--import", tsx, cli, path.basename(dir)], {
      cwd: import.meta.dirname,
      env: { ...process.env, INIT_CWD: path.dirname(dir) },
      encoding: "utf8",
    });
    expect(result.stdout).toMatch(/\ncontent:check: 6 banks, 2362 questions, no problems\n$/);
    expect(result.status).toBe(0);
  }, 30_000);
});
