// docs/decisions/README.md lists every decision record once, in number order, with its title, its
// status and one line of what it decides. This fails when a record is written without its line,
// when a line names a record that is not in the folder, or when a line cannot be read as one.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
/** `- [0042. Title](0042-file-name.md) _accepted_: what it decides.` */
const LINE = /^- \[(\d{4})\. (.+)\]\((\d{4}-[a-z0-9-]+\.md)\) _([^_]+)_: \S/;
const STATUS = /^(?:accepted|(?:amended|superseded|replaced) by (\d+(?:, \d+)*))(?: \(.+\))?$/;

const records = readdirSync(folder)
  .filter((name) => RECORD.test(name))
  .sort();
const titleOf = (file: string) =>
  readFileSync(folder + file, "utf8")
    .split("\n", 1)[0]!
    .replace(/^# *\d+\. */, "");

/** The index's lines under "## The records": each `- ` line, as written. */
function indexLines(readme: string): string[] {
  const start = readme.indexOf("\n## The records\n");
  if (start < 0) throw new Error('docs/decisions/README.md has no "## The records" heading');
  return readme
    .slice(start)
    .split("\n")
    .filter((line) => line.startsWith("- "));
}

interface Entry {
  number: string;
  title: string;
  file: string;
  status: string;
}

function entriesOf(lines: string[]): Entry[] {
  return lines.map((line) => {
    const match = LINE.exec(line);
    if (!match)
      throw new Error(`an index line is not "- [NNNN. Title](file.md) _status_: ...":\n${line}`);
    return { number: match[1]!, title: match[2]!, file: match[3]!, status: match[4]! };
  });
}

describe("the decision records' index", () => {
  const entries = entriesOf(indexLines(readFileSync(folder + "README.md", "utf8")));
  const listed = entries.map((entry) => entry.file);

  it("lists every record in the folder", () => {
    const missing = records.filter((file) => !listed.includes(file));
    expect(missing, "records with no line in docs/decisions/README.md").toEqual([]);
  });

  it("names only records that are in the folder, each once", () => {
    const unknown = listed.filter((file) => !records.includes(file));
    expect(unknown, "index lines naming no record of docs/decisions/").toEqual([]);
    const twice = listed.filter((file, at) => listed.indexOf(file) !== at);
    expect(twice, "records listed twice").toEqual([]);
  });

  it("gives each record its own number and title, in number order", () => {
    const wrong = entries
      .filter((entry) => records.includes(entry.file))
      .filter(
        (entry) =>
          !entry.file.startsWith(entry.number + "-") || entry.title !== titleOf(entry.file),
      )
      .map(
        (entry) =>
          `${entry.file}: "${entry.number}. ${entry.title}" (its heading: "${titleOf(entry.file)}")`,
      );
    expect(wrong).toEqual([]);
    expect(listed).toEqual([...listed].sort());
  });

  it("says each status as accepted, amended, superseded or replaced by records that exist", () => {
    const numbers = new Set(records.map((file) => Number(file.slice(0, 4))));
    const faults = entries.flatMap((entry) => {
      const match = STATUS.exec(entry.status);
      if (!match) return [`${entry.file}: "${entry.status}" is no status`];
      const named = match[1]?.split(", ").map(Number) ?? [];
      return named
        .filter((n) => !numbers.has(n))
        .map((n) => `${entry.file}: decision ${n} is not in the folder`);
    });
    expect(faults).toEqual([]);
  });
});
