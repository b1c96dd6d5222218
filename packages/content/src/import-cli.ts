// npm run content:import -- FILE --into TARGET [--format csv|aiken|gift|moodle-xml] [--category C]
//   [--skip-bad] [--dry-run] [--unit-name NAME [--item-name NAME] [--subject-name NAME]]
//   [--banks DIR] [--catalog DIR]
// Reads the questions of FILE, checks each like content:check does, and writes them into TARGET
// (see places.ts for addresses) only when none is refused, or with --skip-bad the ones that pass.
// Blocks of other types (true/false, essay ...) are reported and never block the rest. --dry-run
// reports the same and writes nothing. --unit-name starts a new catalog unit at TARGET (and its
// item or subject with --item-name, --subject-name); the file is written only if it then passes
// content:check whole. A figure the file carries (Moodle XML's SVG) is written to the figures folder.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FIGURES_FOLDER } from "./check-banks";
import { contentDirs, fail, fromUser, parseArgs } from "./cli-options";
import { decodeQuestionBytes } from "./formats/decode";
import { IMPORT_REASONS } from "./formats/reasons";
import { detectFormat, FORMATS, isFormat } from "./formats/detect";
import { formatRejection, importQuestions, importSummary } from "./import";
import { contentPlaces, findPlace, newUnitPlace, usualCategory } from "./places";
import { formatProblem } from "./problem";

const USAGE =
  `usage: npm run content:import -- FILE --into TARGET [--format ${FORMATS.join("|")}] [--category C]` +
  " [--skip-bad] [--dry-run] [--unit-name NAME [--item-name NAME] [--subject-name NAME]]";

const { positional, options } = parseArgs(process.argv.slice(2), ["--skip-bad", "--dry-run"]);
const [fileArg] = positional;
const into = options.get("--into");
if (!fileArg || typeof into !== "string" || !into) fail(USAGE);
const dryRun = options.has("--dry-run");

let bytes: Buffer;
try {
  bytes = readFileSync(fromUser(fileArg));
} catch (error) {
  fail(`content:import: cannot read ${fileArg}: ${(error as Error).message}`);
}
const decoded = decodeQuestionBytes(bytes);
if ("refusal" in decoded) fail(`${fileArg}: ${decoded.refusal.message}`);
const { text } = decoded;

const formatArg = options.get("--format");
if (typeof formatArg === "string" && !isFormat(formatArg))
  fail(`content:import: --format is one of ${FORMATS.join(", ")}`);
const format = typeof formatArg === "string" ? formatArg : detectFormat(fileArg, text);
if (!format || !isFormat(format))
  fail(`${fileArg}: ${IMPORT_REASONS.unknown_format()} with --format`);

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
    figures: true,
    passageIds: place.passages().map((p) => p.id),
  },
  fileArg,
);
for (const note of [...(decoded.note ? [decoded.note] : []), ...result.notes])
  console.error(`${fileArg}: note: ${note.message}`);
for (const fault of result.faults) fail(`${fileArg}: ${fault.message}`);
for (const rejection of result.rejected) console.error(formatRejection(fileArg, rejection));
const summary = `content:import: ${importSummary(fileArg, result, "pass")}`;
if (result.refused && !options.has("--skip-bad"))
  fail(
    `${summary}: ${dryRun ? "dry run: a real run would write nothing" : "nothing written"} (--skip-bad writes the rest)`,
  );
if (!result.questions.length) fail(`${summary}: no question to write`);

// Figures the file carries go beside the bank's others; a name taken by another drawing gets a number.
const figuresDir = path.join(dirs.banks, FIGURES_FOLDER);
const writtenFigures: string[] = [];
for (const figure of result.figures) {
  let file = figure.file;
  for (let n = 2; existsSync(path.join(figuresDir, file)); n++) {
    if (readFileSync(path.join(figuresDir, file), "utf8") === figure.svg) break;
    file = figure.file.replace(/\.svg$/, `-${n}.svg`);
  }
  const question = result.questions.find(
    (q) => q.figure?.file === figure.file && q.figure.alt === figure.alt,
  );
  if (question?.figure) question.figure = { ...question.figure, file };
  if (!existsSync(path.join(figuresDir, file))) {
    writeFileSync(path.join(figuresDir, file), figure.svg);
    writtenFigures.push(path.join(figuresDir, file));
  }
}
const removeFigures = () => writtenFigures.forEach((file) => rmSync(file, { force: true }));

place.add(result.questions, result.passages);
const problems = place.validate();
if (problems.length) {
  removeFigures();
  for (const problem of problems) console.error(formatProblem(problem));
  fail(`${summary}: ${place.label} would not pass content:check with them: nothing written`);
}
if (dryRun) {
  removeFigures();
  console.log(
    `${summary}: dry run, nothing written (${result.questions.length} would go into ${place.address}, ${place.label})`,
  );
  process.exit(0);
}
writeFileSync(place.path, JSON.stringify(place.data, null, 2) + "\n");
console.log(
  `${summary}: ${result.questions.length} written into ${place.address} (${place.label})` +
    (writtenFigures.length
      ? `, ${writtenFigures.length} figure(s) into banks/${FIGURES_FOLDER}`
      : ""),
);
