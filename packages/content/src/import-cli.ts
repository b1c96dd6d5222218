// npm run content:import -- FILE --into TARGET [--format csv|aiken|gift] [--category C] [--skip-bad]
//   [--unit-name NAME [--item-name NAME] [--subject-name NAME]] [--banks DIR] [--catalog DIR]
// Reads the questions of FILE, checks each like content:check does, and writes them into TARGET
// (see places.ts for addresses) only when all pass, or with --skip-bad the ones that pass.
// --unit-name starts a new catalog unit at TARGET (and its item or subject with --item-name,
// --subject-name); the file is written only if it then passes content:check whole.
import { readFileSync, writeFileSync } from "node:fs";
import { contentDirs, fail, fromUser, parseArgs } from "./cli-options";
import { formatOfFile, formatRejection, importQuestions, isFormat, FORMATS } from "./import";
import { contentPlaces, findPlace, newUnitPlace, usualCategory } from "./places";
import { formatProblem } from "./validate";

const USAGE =
  "usage: npm run content:import -- FILE --into TARGET [--format csv|aiken|gift] [--category C] [--skip-bad]" +
  " [--unit-name NAME [--item-name NAME] [--subject-name NAME]]";

const { positional, options } = parseArgs(process.argv.slice(2), ["--skip-bad"]);
const [fileArg] = positional;
const into = options.get("--into");
if (!fileArg || typeof into !== "string" || !into) fail(USAGE);
const formatArg = options.get("--format");
const format = typeof formatArg === "string" ? formatArg : formatOfFile(fileArg);
if (!format || !isFormat(format))
  fail(`content:import: say the format of ${fileArg} with --format (${FORMATS.join(", ")})`);

let text: string;
try {
  text = readFileSync(fromUser(fileArg), "utf8");
} catch (error) {
  fail(`content:import: cannot read ${fileArg}: ${(error as Error).message}`);
}

const dirs = contentDirs(options);
const places = contentPlaces(dirs.banks, dirs.catalog);
const named = (option: string) => {
  const value = options.get(option);
  if (value === true || value === "") fail(`content:import: ${option} needs a name`);
  return value;
};
const unitName = named("--unit-name");
const itemName = named("--item-name");
const subjectName = named("--subject-name");
if ((itemName || subjectName) && !unitName)
  fail("content:import: --item-name and --subject-name start a new unit: give --unit-name too");
const started = unitName
  ? newUnitPlace(places, dirs.catalog, into, {
      unit: unitName,
      item: itemName,
      subject: subjectName,
    })
  : undefined;
if (typeof started === "string") fail(`content:import: ${started}`);
const place = started ?? findPlace(places, into);
if (!place)
  fail(`content:import: no bank, set, topic or unit at "${into}" (--unit-name starts a unit)`);
if (!place.add)
  fail(
    `content:import: "${into}" holds several lists; name one: ` +
      places
        .filter((p) => p.add && p.path === place.path && p.address.startsWith(`${place.address}/`))
        .slice(0, 5)
        .map((p) => p.address)
        .join(", "),
  );

const categoryArg = options.get("--category");
const result = importQuestions(
  text,
  format,
  {
    allowed: place.allowed,
    existing: place.scope(),
    category: typeof categoryArg === "string" ? categoryArg : usualCategory(place),
    forceCategory: typeof categoryArg === "string",
  },
  fileArg,
);
for (const rejection of result.rejected) console.error(formatRejection(fileArg, rejection));
const summary = `content:import: ${result.read} read from ${fileArg}`;
if (result.rejected.length && !options.has("--skip-bad"))
  fail(
    `${summary}, ${result.rejected.length} rejected: nothing written (--skip-bad writes the rest)`,
  );

place.add(result.questions);
const problems = place.validate();
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  fail(`${summary}: ${place.label} would not pass content:check with them: nothing written`);
}
writeFileSync(place.path, JSON.stringify(place.data, null, 2) + "\n");
console.log(
  `${summary}: ${result.questions.length} written into ${place.address} (${place.label})` +
    (result.rejected.length ? `, ${result.rejected.length} rejected and left out` : ""),
);
