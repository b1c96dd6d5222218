// Assembles banks/entrance.json from the reviewed entrance batches (see README.md):
//   node packages/content/drafts/assemble-entrance.mjs
// Year paper y (0 = 2074) is, in this order, 25 mathematics, 25 physics, 25 chemistry, 15 english
// and 10 computer questions from the batches' paper blocks; the pools follow, by subject. Ids are
// renumbered 1..N in bank order.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const read = (f) => JSON.parse(readFileSync(path.join(here, f), "utf8"));
const PAPERS = 6;
// subject -> batches, each with how many of its paper blocks it holds, and the block size.
const SUBJECTS = [
  { files: ["entrance-math-a.json", "entrance-math-b.json"], blocks: [3, 3], size: 25 },
  { files: ["entrance-physics-a.json", "entrance-physics-b.json"], blocks: [3, 3], size: 25 },
  { files: ["entrance-chemistry-a.json", "entrance-chemistry-b.json"], blocks: [3, 3], size: 25 },
  { files: ["entrance-english.json"], blocks: [6], size: 15 },
  { files: ["entrance-computer.json"], blocks: [6], size: 10 },
];

const papers = Array.from({ length: PAPERS }, () => []);
const pools = [];
for (const subject of SUBJECTS) {
  let paper = 0;
  subject.files.forEach((file, i) => {
    const questions = read(file);
    const inPapers = subject.blocks[i] * subject.size;
    if (questions.length < inPapers) throw new Error(`${file}: fewer than ${inPapers} questions`);
    for (let b = 0; b < subject.blocks[i]; b++, paper++)
      papers[paper].push(...questions.slice(b * subject.size, (b + 1) * subject.size));
    pools.push(...questions.slice(inPapers));
  });
  if (paper !== PAPERS) throw new Error(`${subject.files}: ${paper} paper blocks, not ${PAPERS}`);
}
const questions = [...papers.flat(), ...pools].map((q, i) => ({ ...q, id: i + 1 }));
writeFileSync(
  path.join(here, "../banks/entrance.json"),
  JSON.stringify({ questions }, null, 2) + "\n",
);
console.log(`wrote banks/entrance.json: ${questions.length} questions`);
