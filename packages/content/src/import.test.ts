import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cleanBanks, question, removeTempDirs, writeBanks } from "../test/make-banks";
import { importQuestions, writeQuestionFile } from "./import";

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
    expect(result.rejected).toEqual([
      { line: 3, reason: "same question text as id 7" },
      { line: 4, reason: expect.stringContaining('answer "Nothing" is not among the options') },
      { line: 5, reason: 'category "Chemistry" is mis-cased; write "chemistry"' },
    ]);
  });

  it("names the line of an earlier question of the same file in a duplicate", () => {
    const q = question({ id: 0 });
    const result = importQuestions(writeQuestionFile([q, { ...q, id: 1 }], "gift"), "gift", target);
    expect(result.rejected).toEqual([
      { line: 11, reason: "same question text as the question on line 3" },
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

describe("npm run content:import / content:export", { timeout: 60_000 }, () => {
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
    expect(strict.stderr).toContain(`${file}:10: missing explanation`);
    expect(strict.stderr).toContain("2 read from");
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
      "1 written into entrance (banks/entrance.json), 1 rejected and left out",
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
});
