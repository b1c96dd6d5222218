// npm run content:export -- SOURCE --format csv|aiken|gift|moodle-xml [--out FILE] [--banks DIR] [--catalog DIR]
// Writes the questions of a bank, set, topic, level, subject or unit (see places.ts) to FILE or
// stdout. A question the format cannot carry is left out and a figure it cannot carry is dropped,
// each named on stderr; Moodle XML embeds the figures' drawings, so it carries everything. Passages
// go with their questions in CSV, GIFT and Moodle XML (decision 221); Aiken leaves their questions out.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FIGURES_FOLDER } from "./check-banks";
import { contentDirs, fail, fromUser, parseArgs } from "./cli-options";
import { FORMATS, isFormat } from "./formats/detect";
import { exportQuestions } from "./export";
import { contentPlaces, findPlace } from "./places";

const { positional, options } = parseArgs(process.argv.slice(2), []);
const [source] = positional;
const format = options.get("--format");
if (!source || typeof format !== "string" || !isFormat(format))
  fail(`usage: npm run content:export -- SOURCE --format ${FORMATS.join("|")} [--out FILE]`);

const dirs = contentDirs(options);
const place = findPlace(contentPlaces(dirs.banks, dirs.catalog), source);
if (!place) fail(`content:export: no bank, set, topic, level, subject or unit at "${source}"`);

const figures = path.join(dirs.banks, FIGURES_FOLDER);
const questions = place.questions();
const result = exportQuestions(
  questions,
  format,
  (file) => {
    const where = path.join(figures, path.basename(file));
    return existsSync(where) ? readFileSync(where, "utf8") : null;
  },
  place.passages(),
);
for (const warning of result.warnings) console.error(`content:export: ${warning.message}`);
const out = options.get("--out");
if (typeof out === "string") {
  writeFileSync(fromUser(out), result.text);
  console.error(
    `content:export: ${result.written} of ${questions.length} questions of ${place.address} written to ${out}`,
  );
} else process.stdout.write(result.text);
if (!result.written) fail(`content:export: no question of ${place.address} could be written`);
