// Structural check of a draft catalog file: node packages/content/drafts/check-catalog.mjs FILE.json
// Runs the same checks as `npm run content:check` on one catalog file in a scratch folder.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";

const file = process.argv[2];
if (!file) throw new Error("usage: check-catalog.mjs FILE.json");
const name = path.basename(file);
const dir = mkdtempSync(path.join(tmpdir(), "catalog-check-"));
try {
  // entrances.json is recognised by its name; any other name is a level file.
  copyFileSync(file, path.join(dir, name.startsWith("entrances") ? "entrances.json" : name));
  const repo = path.resolve(import.meta.dirname, "../../..");
  const script = `
    import { checkCatalog } from ${JSON.stringify(path.join(repo, "packages/content/src/check-banks.ts"))};
    const { problems, questions } = checkCatalog(${JSON.stringify(dir)});
    for (const p of problems) console.log(p.file + (p.id === null ? "" : ": id " + p.id) + ": " + p.reason);
    console.log(questions + " questions, " + problems.length + " problem(s)");
    process.exit(problems.length ? 1 : 0);`;
  execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: "inherit",
    cwd: repo,
  });
} catch {
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
