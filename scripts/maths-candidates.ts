// Lists the question fields that still write a formula in plain text or Unicode instead of LaTeX
// between $...$ (decision 0055): in a mathematics question any formula, elsewhere only the formulas
// plain text cannot show (roots and fractions of expressions, ^ and _ written out, integrals, sums,
// magnitudes). It only points at candidates; convert each by hand and run `npm run content:check`.
//
//   node --import tsx scripts/maths-candidates.ts [banks-or-catalog-folder ...]
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitQuestionText } from "../packages/content/src/question-text";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["packages/content/banks", "packages/content/catalog"].map((f) => path.join(root, f));

const MATHS = new Set(["mathematics", "mathematics i"]);
const CODE = new Set(["c programming"]);
// Any formula of a mathematics question: powers, subscripts, roots, Greek, operators, a fraction slash.
const ANY_FORMULA =
  /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ₀₁₂₃₄₅₆₇₈₉ₙ√∛∫∑πθαβλμσω≤≥≠±∞∈∪∩½¼¾⅓⅔^]|\b(sin|cos|tan|log|ln|lim)\b|[A-Za-z0-9)]\s*\/\s*[A-Za-z0-9(]/;
// Elsewhere, what plain text cannot show.
const NEEDS_LATEX =
  /√[([]|[∫∑∂]|\blim\b|[)\]]\s*\/|\/\s*[([√]|[A-Za-z0-9)]\^|[A-Za-z]_[A-Za-z0-9]|(sin|cos|tan)⁻¹|\|[^|]+\|/;

interface Question {
  id: number;
  category: string;
  question: string;
  options: string[];
  explanation: string;
}

function* questions(node: unknown): Generator<Question> {
  if (Array.isArray(node)) for (const item of node) yield* questions(item);
  else if (node && typeof node === "object") {
    const q = node as Partial<Question>;
    if (typeof q.question === "string" && Array.isArray(q.options)) yield q as Question;
    else for (const value of Object.values(node)) yield* questions(value);
  }
}

// Units (5 m/s², 60 cm³, 10 N m, kg/m³), angles in degrees and quoted symbols are not formulas.
const UNIT = String.raw`(?:[kcmµμn]?m|k?g|mg|s|ms|h|min|rad|N|J|kJ|W|kW|Pa|K|°C|V|A|Ω|Hz|mol|L|mL|eV|Rs)`;
const UNITS = new RegExp(
  String.raw`(?:\d|\b)\s?${UNIT}[²³]?(?:\s?[/·]\s?${UNIT}[²³⁻¹]*)*(?![A-Za-z])`,
  "g",
);
const NOT_FORMULA = [UNITS, /\d+°(?![A-Za-z(])/g, /"[^"]*"/g];

/** The text of a field with its code blocks, maths, units and quoted symbols left out. */
const prose = (text: string) =>
  NOT_FORMULA.reduce(
    (t, pattern) => t.replace(pattern, " "),
    splitQuestionText(text)
      .segments.map((s) => (s.kind === "text" ? s.text : " "))
      .join(""),
  );

let found = 0;
for (const folder of folders) {
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as unknown;
    for (const q of questions(data)) {
      if (CODE.has(q.category)) continue;
      const pattern = MATHS.has(q.category) ? ANY_FORMULA : NEEDS_LATEX;
      const fields: [string, string][] = [
        ["question", q.question],
        ["explanation", q.explanation],
        ...q.options.map((o, i): [string, string] => [`option ${i + 1}`, o]),
      ];
      for (const [where, text] of fields) {
        if (!pattern.test(prose(text))) continue;
        found += 1;
        console.log(`${file}: id ${q.id} (${q.category}), ${where}: ${text.slice(0, 100)}`);
      }
    }
  }
}
console.log(`${found} field${found === 1 ? "" : "s"} to look at`);
