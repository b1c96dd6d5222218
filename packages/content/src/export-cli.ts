// npm run content:export -- SOURCE --format csv|aiken|gift [--out FILE] [--banks DIR] [--catalog DIR]
// Writes the questions of a bank, set, topic, level, subject or unit (see places.ts) to FILE or stdout.
import { writeFileSync } from "node:fs";
import { contentDirs, fail, fromUser, parseArgs } from "./cli-options";
import { FORMATS, isFormat, writeQuestionFile } from "./import";
import { contentPlaces, findPlace } from "./places";

const { positional, options } = parseArgs(process.argv.slice(2), []);
const [source] = positional;
const format = options.get("--format");
if (!source || typeof format !== "string" || !isFormat(format))
  fail(`usage: npm run content:export -- SOURCE --format ${FORMATS.join("|")} [--out FILE]`);

const dirs = contentDirs(options);
const place = findPlace(contentPlaces(dirs.banks, dirs.catalog), source);
if (!place) fail(`content:export: no bank, set, topic, level, subject or unit at "${source}"`);

let text: string;
try {
  text = writeQuestionFile(place.questions(), format);
} catch (error) {
  fail(`content:export: ${(error as Error).message}`);
}
const out = options.get("--out");
if (typeof out === "string") {
  writeFileSync(fromUser(out), text);
  console.error(
    `content:export: ${place.questions().length} questions of ${place.address} written to ${out}`,
  );
} else process.stdout.write(text);
