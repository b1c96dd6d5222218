// Assembles the reviewed catalog drafts (drafts/catalog/*.json) into ../catalog/:
//   node packages/content/drafts/assemble-catalog.mjs
// Level drafts (<level>-a.json, <level>-b.json, ...) are merged into <level>.json, entrance drafts
// (entrances-*.json) into entrances.json; subjects keep the order below; question ids are
// renumbered 1..N in file order so that each catalog file has unique ids.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const here = path.join(import.meta.dirname, "catalog");
const out = path.join(import.meta.dirname, "../catalog");
const ORDER = [
  "grade-x-science", "grade-x-mathematics", "grade-x-english", "grade-x-social-studies",
  "grade-x-computer-science",
  "grade-xii-physics", "grade-xii-chemistry", "grade-xii-biology", "grade-xii-mathematics",
  "grade-xii-english",
  "bsccsit-introduction-to-it", "bsccsit-c-programming", "bsccsit-digital-logic",
  "bsccsit-mathematics-i", "bsccsit-physics",
  "csit-mathematics", "csit-physics", "csit-chemistry", "csit-english", "csit-computer",
  "bca-mathematics", "bca-english", "bca-computer", "bca-general-knowledge",
];
const rank = (slug) => {
  const i = ORDER.indexOf(slug);
  if (i < 0) throw new Error(`unknown subject ${slug}: add it to ORDER`);
  return i;
};
const bySubject = (a, b) => rank(a.slug) - rank(b.slug);
const read = (f) => JSON.parse(readFileSync(path.join(here, f), "utf8"));
const files = readdirSync(here).filter((f) => f.endsWith(".json")).sort();

function renumber(questionLists) {
  let id = 0;
  for (const list of questionLists) for (const q of list) q.id = ++id;
}

mkdirSync(out, { recursive: true });
const levels = new Map();
const entrances = new Map();
for (const f of files) {
  const data = read(f);
  if (f.startsWith("entrances")) {
    for (const e of data.entrances) {
      const have = entrances.get(e.slug) ?? { slug: e.slug, name: e.name, subjects: [] };
      have.subjects.push(...e.subjects);
      entrances.set(e.slug, have);
    }
  } else {
    const have = levels.get(data.level.slug) ?? { level: data.level, subjects: [] };
    have.subjects.push(...data.subjects);
    levels.set(data.level.slug, have);
  }
}
for (const [slug, file] of levels) {
  file.subjects.sort(bySubject);
  renumber(file.subjects.flatMap((s) => s.categories.flatMap((c) => c.items.flatMap((i) => i.units.map((u) => u.questions)))));
  writeFileSync(path.join(out, `${slug}.json`), JSON.stringify(file, null, 2) + "\n");
  console.log(`wrote catalog/${slug}.json: ${file.subjects.length} subjects`);
}
const list = [...entrances.values()];
for (const e of list) e.subjects.sort(bySubject);
renumber(list.flatMap((e) => e.subjects.flatMap((s) => s.units.map((u) => u.questions))));
writeFileSync(path.join(out, "entrances.json"), JSON.stringify({ entrances: list }, null, 2) + "\n");
console.log(`wrote catalog/entrances.json: ${list.map((e) => `${e.slug} ${e.subjects.length}`).join(", ")}`);
