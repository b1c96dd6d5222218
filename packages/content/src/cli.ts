// npm run content:check [banks-dir] [catalog-dir]
// Prints every problem as `banks/<file>: id <id>: <reason>` and exits 1 when there is any.
// With no argument it checks packages/content/banks and packages/content/catalog; with a banks
// folder it checks only that folder (a college's own papers), unless a catalog folder follows.
import path from "node:path";
import { checkBanks, checkCatalog } from "./check-banks";
import { formatProblem } from "./validate";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// `npm run` starts scripts in the repository root; INIT_CWD is where the user typed the command.
const base = process.env.INIT_CWD ?? process.cwd();
const [banksArg, catalogArg] = process.argv.slice(2);
const banksDir = banksArg ? path.resolve(base, banksArg) : undefined;
const catalogDir = catalogArg ? path.resolve(base, catalogArg) : undefined;

const banks = checkBanks(banksDir);
const catalog =
  catalogDir || !banksDir ? checkCatalog(catalogDir) : { problems: [], files: 0, questions: 0 };
const problems = [...banks.problems, ...catalog.problems];

const checked =
  `${plural(banks.counts.banks, "bank")}, ${plural(banks.counts.questions, "question")}` +
  (catalog.files
    ? `; ${plural(catalog.files, "catalog file")}, ${plural(catalog.questions, "question")}`
    : "");

for (const problem of problems) console.error(formatProblem(problem));
if (problems.length) {
  const files = new Set(problems.map((p) => p.file)).size;
  console.error(
    `content:check: ${checked}: ${plural(problems.length, "problem")} in ${plural(files, "file")}`,
  );
  process.exit(1);
}
console.log(`content:check: ${checked}, no problems`);
