// Assembles reviewed draft batches into a bank file.
//   node packages/content/drafts/assemble.mjs list category-test.json category-test.json
//   node packages/content/drafts/assemble.mjs sets science-exam.json science-set1.json science-set2.json ...
// (paths of drafts are relative to this folder, the bank to ../banks). Ids are kept as written.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const [shape, bank, ...drafts] = process.argv.slice(2);
const read = (f) => JSON.parse(readFileSync(path.join(here, f), "utf8"));
let out;
if (shape === "list") out = { questions: drafts.flatMap(read) };
else if (shape === "sets") out = { sets: drafts.map((f, i) => ({ set: i + 1, questions: read(f) })) };
else throw new Error("shape must be list or sets");
writeFileSync(path.join(here, "../banks", bank), JSON.stringify(out, null, 2) + "\n");
console.log(`wrote banks/${bank}`);
