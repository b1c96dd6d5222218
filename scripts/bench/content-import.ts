/**
 * npm run content:bench: 1,000 questions imported by `npm run content:import`, once per format
 * (CSV, Aiken, GIFT, Moodle XML; Aiken carries only the questions whose text is one line),
 * into the entrance bank of a copy of the banks (read, checked against the 1,019 already there and
 * the whole bank re-checked, then written). Prints the median of 3 runs per format.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FORMATS } from "../../packages/content/src/formats/detect";
import { exportQuestions } from "../../packages/content/src/export";
import { parseQuestionFile } from "../../packages/content/src/import";
import type { Question } from "@tayari/contracts/question";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const content = path.join(repo, "packages/content");
const bank = JSON.parse(readFileSync(path.join(content, "banks/entrance.json"), "utf8")) as {
  questions: Question[];
};
// 1,000 new questions: the bank's own, made distinct so none is a duplicate of what is there.
const questions = bank.questions.slice(0, 1000).map((q, i) => ({
  ...q,
  question: `Imported ${i}: ${q.question}`,
}));

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const work = mkdtempSync(path.join(os.tmpdir(), "tayari-import-bench-"));
try {
  for (const format of FORMATS) {
    // Each file is named as teachers' files are; the format is found from the content.
    const file = path.join(
      work,
      `questions.${{ csv: "csv", aiken: "txt", gift: "txt", "moodle-xml": "xml" }[format]}`,
    );
    const { text, written } = exportQuestions(questions, format);
    writeFileSync(file, text);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const banks = path.join(work, `banks-${format}-${run}`);
      cpSync(path.join(content, "banks"), banks, { recursive: true });
      const start = performance.now();
      execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          path.join(content, "src/import-cli.ts"),
          file,
          "--into",
          "entrance",
        ].concat(["--banks", banks, "--catalog", path.join(work, "no-catalog")]),
        { cwd: repo, stdio: "pipe" },
      );
      times.push(performance.now() - start);
    }
    // The reading alone (bytes to questions, no checks), in this process, 5 times.
    const reads = Array.from({ length: 5 }, () => {
      const start = performance.now();
      parseQuestionFile(text, format);
      return performance.now() - start;
    });
    console.log(
      `content:import of ${written.toLocaleString("en")} questions (${format}, ${Math.round(text.length / 1024)} KB): ` +
        `${(median(times) / 1000).toFixed(2)} s (median of 3, whole command); reading alone ${Math.round(median(reads))} ms (median of 5)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
