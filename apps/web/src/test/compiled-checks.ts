// What the two compiled-checks tests share (decisions 93 and 280): the module the build writes from
// a schemas file, run here; the real entrance bank with its maths trees; and the comparison of the
// two answers to one value.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { compileChecks } from "@tayari/contracts/compile-checks";
import { withMath } from "@tayari/content/math-tree";

export type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** The module the build writes from `schemas`, run here with its exports gathered in an object. */
export function compiledChecks(schemas: Record<string, unknown>): Record<string, unknown> {
  const code = compileChecks(schemas);
  const body = code.replace(/^export const (\w+)=/gm, "exported.$1=");
  expect(body).not.toMatch(/\b(import|export)\b/);
  const exported: Record<string, unknown> = {};
  new Function("exported", body)(exported);
  return exported;
}

/** The site's entrance bank as the build reads it, with its formulas' trees. */
export function entranceBank() {
  const file = path.join(import.meta.dirname, "../../../../packages/content/banks/entrance.json");
  return withMath(JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""))) as {
    questions: Array<Record<string, unknown>>;
  };
}

/**
 * `zod` and `plain` give the same answer to `value` (accepted or not) and, when accepted, the same
 * value; whether it was accepted.
 */
export function sameAnswer(zod: Parser, plain: Parser, value: unknown) {
  const expected = zod.safeParse(value);
  const got = plain.safeParse(value);
  expect(got.success, JSON.stringify(value)?.slice(0, 300)).toBe(expected.success);
  if (expected.success) expect(got.data).toStrictEqual(expected.data);
  return got.success;
}
