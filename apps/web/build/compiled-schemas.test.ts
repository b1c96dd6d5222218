import path from "node:path";
import { describe, expect, it } from "vitest";
import { compiledSchemas } from "./compiled-schemas";

const appDir = path.resolve(import.meta.dirname, "..");
const load = compiledSchemas(appDir).load as (id: string) => string | null;

describe("the schemas written as plain checks at build time", () => {
  it("writes the practice screens' schemas as code without zod, under the same exports", () => {
    const code = load(path.join(appDir, "src/lib/quiz-schemas.ts"));
    expect(code).toEqual(expect.any(String));
    expect(code).not.toMatch(/from\s+["']zod/);
    expect(code).toMatch(/export /);
  });

  it("leaves every other module to the bundler", () => {
    expect(load(path.join(appDir, "src/lib/catalog-schemas.ts"))).toBeNull();
  });
});
