// npm run content:check [banks-dir] [catalog-dir] [--repeats]
// Prints every problem as `banks/<file>: id <id>: <reason>` and exits 1 when there is any.
// With no argument it checks packages/content/banks and packages/content/catalog; with a banks
// folder it checks only that folder (a college's own papers), unless a catalog folder follows.
// Before the summary it prints, for each bank and catalog subject, its questions, where their keys
// sit and how long their explanations are (content-report.ts), the texts repeated on purpose across
// banks and subjects (repeats.ts), and warns of keys that give themselves away by their length
// (long-keys.ts). Every catalog name needs its Nepali name too (catalog-names.ts). --repeats lists
// the questions reworded in another bank or subject, which are counted, not refused.
import path from "node:path";
import { checkCatalogNames } from "./catalog-names";
import { checkBanks, checkCatalog, readSharedQuestions } from "./check-banks";
import { explanationProblems, groupReport } from "./content-report";
import { EXPLANATION_MIN_CHARS } from "./explanations";
import { LONG_KEY_MIN_CHARS, LONG_KEY_RATIO } from "./long-keys";
import type { KeySpread } from "./key-spread";
import { checkRepeats, formatReworded } from "./repeats";
import type { Problem } from "./problem";
import { formatProblem } from "./problem";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
/** Ids for a warning line: the first 20, then how many more. */
const idList = (ids: readonly (number | null)[]) =>
  ids.slice(0, 20).join(", ") + (ids.length > 20 ? ` and ${ids.length - 20} more` : "");

const LONG_KEY_RULE =
  `by its length (a key of more than ${LONG_KEY_MIN_CHARS} characters and more than ` +
  `${LONG_KEY_RATIO} times the longest other option): shorten the key or write the distractors ` +
  `with the same care`;

/** `catalog/grade-x.json: grade-x-science` -> one problem per long key, in that file. */
function longKeyProblemsOf(spread: KeySpread): Problem[] {
  const [file = spread.label, where] = spread.label.split(": ");
  return spread.longKeys.map((id) => ({
    file,
    id,
    reason: `${where ? `${where}: ` : ""}the key gives itself away ${LONG_KEY_RULE}`,
  }));
}

// `npm run` starts scripts in the repository root; INIT_CWD is where the user typed the command.
const base = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const listReworded = args.includes("--repeats");
const [banksArg, catalogArg] = args.filter((arg) => !arg.startsWith("--"));
const banksDir = banksArg ? path.resolve(base, banksArg) : undefined;
const catalogDir = catalogArg ? path.resolve(base, catalogArg) : undefined;

const banks = checkBanks(banksDir);
const catalog =
  catalogDir || !banksDir
    ? checkCatalog(catalogDir)
    : { problems: [], files: 0, questions: 0, spreads: [], groups: [] };
const names = catalogDir || !banksDir ? checkCatalogNames(catalogDir) : [];
const spreads = [...banks.spreads, ...catalog.spreads];
// A key much longer than every other option gives itself away (long-keys.ts). The product's own
// content has none since the pass of 2026-11-24, so there it is a fault; a college checking its own
// papers (a folder given) gets a warning and the ids.
const ownContent = !banksDir && !catalogDir;
const longKeyProblems = ownContent ? spreads.flatMap(longKeyProblemsOf) : [];
// So are explanations short of a sentence and texts repeated across banks unless listed (decision
// 170); a college's folder is warned of them.
const groups = [...banks.groups, ...catalog.groups];
const shortExplanations = groups.flatMap(explanationProblems);
const repeats = checkRepeats(groups, ownContent ? readSharedQuestions() : null);
const problems = [
  ...banks.problems,
  ...catalog.problems,
  ...names,
  ...longKeyProblems,
  ...(ownContent ? shortExplanations : []),
  ...repeats.problems,
];

const checked =
  `${plural(banks.counts.banks, "bank")}, ${plural(banks.counts.questions, "question")}` +
  (catalog.files
    ? `; ${plural(catalog.files, "catalog file")}, ${plural(catalog.questions, "question")}`
    : "");

const spreadOf = new Map(spreads.map((spread) => [spread.label, spread]));
for (const group of groups) console.log(groupReport(group, spreadOf.get(group.label)!));
for (const line of repeats.shared) console.log(`shared on purpose: ${line}`);
if (repeats.reworded.length) {
  console.log(
    `reworded in another bank or subject: ${plural(repeats.reworded.length, "pair")} ` +
      `(counted, not refused${listReworded ? "" : "; --repeats lists them"})`,
  );
  if (listReworded) for (const pair of repeats.reworded) console.log(`  ${formatReworded(pair)}`);
}
if (!ownContent) {
  for (const line of repeats.unlisted) console.log(`warning: same text in two banks: ${line}`);
  for (const file of new Set(shortExplanations.map((p) => p.file))) {
    const ids = shortExplanations.filter((p) => p.file === file).map((p) => p.id);
    console.log(
      `warning: explanations short of a full sentence (${EXPLANATION_MIN_CHARS} characters, ` +
        `ending . ! ? or ।): ${file}: ${ids.length} (id ${idList(ids)})`,
    );
  }
  for (const spread of spreads)
    if (spread.longKeys.length)
      console.log(
        `warning: long keys: ${spread.label}: ${spread.longKeys.length} (id ${spread.longKeys.join(", ")})`,
      );
  const longKeys = spreads.reduce((n, s) => n + s.longKeys.length, 0);
  if (longKeys)
    console.log(`warning: ${plural(longKeys, "question")} give their key away ${LONG_KEY_RULE}`);
}
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length) {
  const files = new Set(problems.map((p) => p.file)).size;
  console.error(
    `content:check: ${checked}: ${plural(problems.length, "problem")} in ${plural(files, "file")}`,
  );
  process.exit(1);
}
console.log(`content:check: ${checked}, no problems`);
