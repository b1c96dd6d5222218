// npm run content:mock-papers -- [--bca] [--count N] [--seed N] [--banks DIR] [--force]
// Deals the numbered mock tests from the entrance bank once and writes banks/mock-papers.json
// (decision 63); with --bca, the BCA mock tests from bca-entrance.json into bca-mock-papers.json
// (decision 173). The papers are data from then on: the command refuses to replace an existing
// file without --force, because everyone who sat a paper must keep sitting the same questions.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ENTRANCE } from "./banks";
import { BCA_BANK_FILE, BCA_MOCK_PAPER_COUNT, BCA_PAPERS_FILE } from "./bca";
import { checkBcaPapers, dealBcaPapers } from "./bca-check";
import { contentDirs, fail, parseArgs } from "./cli-options";
import { checkMockPapers, dealMockPapers, type MockPapersFile } from "./mock-papers-file";
import { MOCK_PAPER_COUNT, MOCK_PAPERS_FILE } from "./mock-papers";
import { formatProblem, type Problem } from "./problem";

const { options } = parseArgs(process.argv.slice(2), ["--force", "--bca"]);
const bca = options.has("--bca");
const whole = (name: string, fallback: number) => {
  const value = options.get(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    fail(`content:mock-papers: ${name} must be a whole number`);
  return n;
};
const count = whole("--count", bca ? BCA_MOCK_PAPER_COUNT : MOCK_PAPER_COUNT);
const seed = whole("--seed", 2081);
const { banks } = contentDirs(options);
const out = path.join(banks, bca ? BCA_PAPERS_FILE : MOCK_PAPERS_FILE);
if (existsSync(out) && !options.has("--force"))
  fail(
    `content:mock-papers: ${out} exists; its papers have been sat. Pass --force only to replace them all.`,
  );

const read = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(banks, name), "utf8").replace(/^\uFEFF/, ""));

/** The papers of the bank asked for, and their faults when the count is the one the check asks. */
function deal(): { file: MockPapersFile; problems: Problem[] } {
  if (bca) {
    const bank = read(BCA_BANK_FILE);
    const dealt = dealBcaPapers(bank, count, seed);
    if ("short" in dealt)
      fail(
        `content:mock-papers: ${BCA_BANK_FILE} is short: ${dealt.short.join("; ")}; nothing written`,
      );
    return {
      file: dealt,
      problems: count === BCA_MOCK_PAPER_COUNT ? checkBcaPapers(dealt, bank) : [],
    };
  }
  const entrance = (read(ENTRANCE.file) as { questions: Array<{ id: number; category: string }> })
    .questions;
  const file = dealMockPapers(entrance, count, seed);
  return { file, problems: count === MOCK_PAPER_COUNT ? checkMockPapers(file, entrance) : [] };
}
const { file, problems } = deal();
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length)
  fail(`content:mock-papers: the deal has ${problems.length} problems; nothing written`);
// One paper per line: short enough to read, and a change to one paper is one line in a diff.
const lines = file.papers.map(
  (p) => `    { "number": ${p.number}, "questions": [${p.questions.join(", ")}] }`,
);
writeFileSync(out, `{\n  "seed": ${seed},\n  "papers": [\n${lines.join(",\n")}\n  ]\n}\n`);
console.error(
  `content:mock-papers: ${count} papers of ${file.papers[0]?.questions.length ?? 0} questions written to ${out}`,
);
