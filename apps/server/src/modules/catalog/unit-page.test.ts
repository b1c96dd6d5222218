import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryItemsResponse } from "@tayari/contracts/catalog";
import { UNIT_PAGE_TEMPLATE, type UnitIntro } from "@tayari/contracts/unit-page";
import { createTestApp, type TestApp } from "../../test/test-app";
import { gradeXLevel, seededQuestion } from "../../test/one-unit-catalog";

// A unit quiz's page is sent with its first screen (decision 294): the build's template, filled by
// the server with the unit's facts from the catalog. This template has the real one's shape where
// the facts go (the build's, rendered by the app, is checked in the browser: e2e/prerender.spec.ts).
const SHELL =
  '<!doctype html><html lang="en"><head><title>Tayari</title></head><div id=root></div>';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Unit quiz · Tayari</title>' +
  '<script type="application/json" id="unit-intro">__TAYARI_INTRO__</script></head><body>' +
  '<div id="root"><nav class="breadcrumbs"><ol>' +
  '<li><a lang="en" href="/school/__TAYARI_LEVEL_SLUG__" data-discover="true">__TAYARI_LEVEL_NAME__</a></li>' +
  '<li><a lang="en" href="/school/__TAYARI_SUBJECT_SLUG__/__TAYARI_CATEGORY_SLUG__" data-discover="true">' +
  "__TAYARI_SUBJECT_NAME__: __TAYARI_CATEGORY_NAME__</a></li>" +
  '<li><span aria-current="page" lang="en">__TAYARI_UNIT_NAME__</span></li></ol></nav>' +
  '<h1 id="q">Unit:<!-- --> <span lang="en">__TAYARI_UNIT_NAME__</span></h1>' +
  '<p class="quiz-info">9876543210 questions, 30 seconds each.</p>' +
  '<a href="/login?next=%2Fschool%2F__TAYARI_SUBJECT_SLUG__%2F__TAYARI_CATEGORY_SLUG__%2F__TAYARI_UNIT_ID__">Log in</a>' +
  "</div></body></html>";

const HOSTILE = `<img src=x onerror="alert(1)"> & 'Sets' </script><script>alert(2)</script>`;
const questions = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => seededQuestion(from + i));

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  const catalog = mkdtempSync(path.join(tmpdir(), "tayari-unit-page-"));
  writeFileSync(
    path.join(catalog, "grade-x.json"),
    JSON.stringify(
      gradeXLevel(
        [
          { slug: "sets", name: "Sets", questions: questions(3, 1) },
          { slug: "hostile", name: HOSTILE, questions: questions(2, 10) },
          { slug: "samuha", name: "समूह", questions: questions(2, 20) },
          { slug: "one", name: "One question", questions: questions(1, 30) },
        ],
        { level: "School (Grade X)", category: "MCQ Practice" },
      ),
    ),
  );
  writeFileSync(path.join(catalog, "entrances.json"), JSON.stringify({ entrances: [] }));
  const dist = mkdtempSync(path.join(tmpdir(), "tayari-unit-dist-"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  writeFileSync(path.join(dist, "routes.json"), JSON.stringify(["/school/:slug/:type/:id"]));
  writeFileSync(path.join(dist, UNIT_PAGE_TEMPLATE), TEMPLATE);
  t = await createTestApp({ CATALOG_DIR: catalog, WEB_DIST: dist });
  const category = (
    await t.app.inject({ url: "/api/subject/grade-x-mathematics/category/mcq" })
  ).json<CategoryItemsResponse>();
  for (const unit of category.items.flatMap((item) => item.content)) ids.set(unit.name, unit.id);
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const unitUrl = (name: string) => `/school/grade-x-mathematics/mcq/${ids.get(name)}`;
/** The facts the page carries for the app, read as the app reads them. */
const factsOf = (html: string): UnitIntro =>
  JSON.parse(/<script type="application\/json" id="unit-intro">(.*?)<\/script>/s.exec(html)![1]!);

describe("a unit quiz's page", () => {
  it("holds the unit's first screen: its place, its name, its number of questions", async () => {
    const res = await page(unitUrl("Sets"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<h1 id="q">Unit:<!-- --> <span lang="en">Sets</span></h1>');
    expect(res.body).toContain(
      '<a lang="en" href="/school/grade-x" data-discover="true">School (Grade X)</a>',
    );
    expect(res.body).toContain(
      '<a lang="en" href="/school/grade-x-mathematics/mcq" data-discover="true">Mathematics: MCQ Practice</a>',
    );
    expect(res.body).toContain('<p class="quiz-info">3 questions, 30 seconds each.</p>');
    expect(res.body).toContain(
      `next=%2Fschool%2Fgrade-x-mathematics%2Fmcq%2F${ids.get("Sets")}">Log in`,
    );
    expect(res.body).not.toContain("__TAYARI_");
    expect(factsOf(res.body)).toEqual({
      level: { slug: "grade-x", name: "School (Grade X)" },
      subject: { slug: "grade-x-mathematics", name: "Mathematics" },
      category: { slug: "mcq", name: "MCQ Practice" },
      unit: { id: String(ids.get("Sets")), name: "Sets" },
      questions: 3,
    });
    // With a trailing slash, and compressed for a browser that accepts it.
    const compressed = await page(`${unitUrl("Sets")}/`, { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
  });

  it("escapes the catalog's names: a name cannot add markup or end the facts' element", async () => {
    const res = await page(unitUrl(HOSTILE));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<img");
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Sets&#39; &lt;/script&gt;",
    );
    // Two inline elements: the facts, and nothing a name brought.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(factsOf(res.body).unit.name).toBe(HOSTILE);
  });

  it("marks a name written in Devanagari as Nepali, as the app does", async () => {
    const res = await page(unitUrl("समूह"));
    expect(res.body).toContain('<span lang="ne">समूह</span></h1>');
    expect(res.body).toContain('<span aria-current="page" lang="ne">समूह</span>');
    expect(res.body).toContain('data-discover="true">Mathematics: MCQ Practice</a>');
  });

  it("follows the catalog: a unit renamed (its cache cleared, as a publish does) is sent renamed", async () => {
    const id = ids.get("Sets")!;
    expect((await page(unitUrl("Sets"))).body).toContain('<span lang="en">Sets</span></h1>');
    await t.app.db
      .updateTable("units")
      .set({ name: "Sets and maps" })
      .where("id", "=", id)
      .execute();
    // Until the cache is cleared, the answer the API gives: the old name, in both.
    expect((await page(unitUrl("Sets"))).body).toContain('<span lang="en">Sets</span></h1>');
    t.app.responseCache.clear();
    try {
      const renamed = await page(unitUrl("Sets"));
      expect(renamed.body).toContain('<span lang="en">Sets and maps</span></h1>');
      expect(factsOf(renamed.body).unit.name).toBe("Sets and maps");
    } finally {
      await t.app.db.updateTable("units").set({ name: "Sets" }).where("id", "=", id).execute();
      t.app.responseCache.clear();
    }
  });

  it("gives the app's shell, which says what is not there, for an address that names no unit", async () => {
    const sets = ids.get("Sets")!;
    for (const url of [
      "/school/grade-x-mathematics/mcq/999999",
      `/school/grade-x-mathematics/mcq/0${sets}`,
      `/school/grade-x-mathematics/other/${sets}`,
      `/school/no-such-subject/mcq/${sets}`,
      `/school/grade-x-mathematics/mcq/${sets}%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `/school/%3Cimg%20src%3Dx%3E/mcq/${sets}`,
      `/school/grade-x-mathematics/mcq%22%3E/${sets}`,
      // One question: its sentence is not the template's; the app draws it.
      unitUrl("One question"),
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });
});
