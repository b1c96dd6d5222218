import path from "node:path";
import { describe, expect, it } from "vitest";
import { standaloneSchemas } from "./standalone-schemas";

const appDir = path.resolve(import.meta.dirname, "..");

describe("the schemas bundled alone with the zod they use", () => {
  it("gives the catalog's schemas as one bundle, its shared chunks by name, and nothing for other modules", async () => {
    const plugin = standaloneSchemas(appDir);
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
    const code = await load.call(context, path.join(appDir, "src/lib/catalog-schemas.ts"));
    expect(code).toMatch(/export\s*\{/);
    expect(code).not.toMatch(/from\s*"\.\//);
    expect(watched.some((file) => file.endsWith("catalog-schemas.ts"))).toBe(true);
    expect(await load.call(context, path.join(appDir, "src/main.tsx"))).toBeNull();
  });
});
