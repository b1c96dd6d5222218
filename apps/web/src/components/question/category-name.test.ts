import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { categoryName } from "./category-name";

const catalogs = path.resolve(import.meta.dirname, "../../../../../packages/content/catalog");

/** Every category a question of the catalog carries ("optional mathematics"), once. */
function catalogCategories(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(catalogs).filter((name) => name.endsWith(".json"))) {
    const text = readFileSync(path.join(catalogs, file), "utf8");
    for (const match of text.matchAll(/"category":\s*"([^"]+)"/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe("a subject's name (issue 69 point 5)", () => {
  afterEach(() => setLanguage("en"));

  it("names every subject of the catalog in English and in Nepali, never as the bank spells it", async () => {
    const categories = catalogCategories();
    expect(categories).toContain("optional mathematics");
    for (const category of categories) {
      expect(categoryName(category), category).toMatchObject({ lang: "en" });
      expect(categoryName(category).text, category).not.toBe(category);
    }
    await setLanguage("ne");
    expect(categoryName("optional mathematics")).toEqual({ text: "ऐच्छिक गणित", lang: "ne" });
    for (const category of categories) {
      const name = categoryName(category);
      expect(name.lang, category).toBe("ne");
      expect(name.text, category).toMatch(/[\u0900-\u097f]/);
    }
  });
});
