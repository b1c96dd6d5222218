// npm run content:check [banks-dir] [catalog-dir]: prints every problem with file, question id and
// reason, and exits 1 when there is any.
import path from "node:path";
import { checkBanks, checkCatalog } from "./check-banks";

const [banksDir, catalogDir] = process.argv.slice(2).map((p) => path.resolve(p));
const banks = checkBanks(banksDir);
const catalog = catalogDir || !banksDir ? checkCatalog(catalogDir) : { problems: [], files: 0, questions: 0 };
const problems = [...banks.problems, ...catalog.problems];

for (const p of problems) console.error(p.id === null ? `${p.file}: ${p.reason}` : `${p.file}: id ${p.id}: ${p.reason}`);
if (problems.length) {
  console.error(`content:check: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  process.exit(1);
}
console.log(
  `content:check: ${banks.banks} banks with ${banks.questions} questions, ${catalog.files} catalog files with ${catalog.questions} questions, no problems`,
);
