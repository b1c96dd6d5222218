// Quick structural check of a draft batch: node packages/content/drafts/check-draft.mjs FILE.json cat1,cat2,...
import { readFileSync } from "node:fs";
const [file, cats] = process.argv.slice(2);
const allowed = cats ? cats.split(",") : null;
const qs = JSON.parse(readFileSync(file, "utf8"));
const problems = [];
const ids = new Set();
const texts = new Map();
const norm = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
if (!Array.isArray(qs)) throw new Error("draft must be a JSON array of questions");
for (const q of qs) {
  const p = (m) => problems.push(`id ${q.id}: ${m}`);
  if (!Number.isInteger(q.id)) p("id is not an integer");
  if (ids.has(q.id)) p("duplicate id"); ids.add(q.id);
  for (const k of ["category", "question", "answer", "explanation"]) if (typeof q[k] !== "string" || !q[k].trim()) p(`missing ${k}`);
  if (allowed && !allowed.includes(q.category)) p(`category '${q.category}' not allowed`);
  if (!Array.isArray(q.options) || q.options.length < 3 || q.options.length > 5) p("options must be 3..5");
  else {
    if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length) p("duplicate options");
    const hits = q.options.filter((o) => o === q.answer).length;
    if (hits !== 1) p(`answer matches ${hits} options`);
    if (q.options.some((o) => typeof o !== "string" || !o.trim())) p("empty option");
  }
  const all = [q.question, q.answer, q.explanation, ...(q.options || [])].join("");
  if (/[\u0000-\u0008\u000b-\u001f\u007f\ue000-\uf8ff]/.test(all)) p("control or private-use character");
  const n = norm(q.question || "");
  if (texts.has(n)) p(`same question text as id ${texts.get(n)}`); else texts.set(n, q.id);
  if (q.explanation && q.explanation.split(/[.!?](\s|$)/).filter((s) => s && s.trim()).length > 3) p("explanation longer than two sentences?");
}
const byCat = {};
for (const q of qs) byCat[q.category] = (byCat[q.category] || 0) + 1;
console.log(`${qs.length} questions`, byCat);
if (problems.length) { console.log(problems.join("\n")); process.exit(1); } else console.log("OK");
