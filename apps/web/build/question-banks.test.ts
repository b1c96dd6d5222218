import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withMath } from "@tayari/content/math-tree";
import { questionBanks } from "./question-banks";

const banks = mkdtempSync(path.join(tmpdir(), "tayari-banks-"));
const question = {
  id: 1,
  category: "mathematics",
  question: "What is $x^2$ at $x = 3$?",
  options: ["6", "9"],
  answer: "9",
};
writeFileSync(path.join(banks, "entrance.json"), JSON.stringify({ questions: [question] }));
mkdirSync(path.join(banks, "elsewhere"));
writeFileSync(path.join(banks, "elsewhere", "entrance.json"), "{}");

const plugin = questionBanks(banks);
const load = (id: string) =>
  (plugin.load as (this: unknown, id: string) => unknown).call({ addWatchFile() {} }, id);

describe("the question banks' plugin", () => {
  it("lists one lazy loader a bank under virtual:tayari-banks", () => {
    const resolved = (plugin.resolveId as (source: string) => string | null)(
      "virtual:tayari-banks",
    );
    expect(resolved).toBe("\0virtual:tayari-banks");
    expect(load(resolved!)).toBe(
      `export default {"entrance.json": () => import(${JSON.stringify(path.join(banks, "entrance.json"))})};`,
    );
  });

  it("gives a bank as JSON text for JSON.parse, the same data as the bank with its maths (decision 0514)", async () => {
    const result = load(path.join(banks, "entrance.json")) as { code: string; moduleType: string };
    expect(result.moduleType).toBe("js");
    expect(result.code).toMatch(/^export default JSON\.parse\("\{/);
    const url = `data:text/javascript,${encodeURIComponent(result.code)}`;
    const { default: bank } = (await import(/* @vite-ignore */ url)) as { default: unknown };
    expect(bank).toEqual(withMath({ questions: [question] }));
  });

  it("leaves other JSON files to the bundler", () => {
    expect(load(path.join(banks, "elsewhere", "entrance.json"))).toBeNull();
  });
});
