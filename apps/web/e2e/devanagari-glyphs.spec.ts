import { expect, test } from "@playwright/test";
import { createExam, uploadBank } from "./exams-support";
import { setRole, signedInPage } from "./support";

// In English mode the top bar still shows "तयारी" and the switch "नेपाली". The machines these
// journeys run on have no Devanagari font at all (fc-list :lang=ne is empty), like many phones:
// without the app's own nine-letter font those words would be boxes (decision 34).
test("in English, 'तयारी' and 'नेपाली' are drawn from the app's inlined glyphs, with no font download", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const fonts: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fonts.push(r.url()));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const brand = page.getByRole("banner").locator(".site-title [lang=ne]");
  const toNepali = page.getByRole("button", { name: "नेपाली" });
  await expect(brand).toHaveText("तयारी");
  await expect(toNepali).toBeVisible();
  for (const element of [brand, toNepali.locator(".language-name")])
    expect(await element.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(
      /^"?Tayari Ne"?,/,
    );

  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Tayari Ne");
    // The same words drawn with the glyphs and with a font that does not exist (the device's
    // fallback: boxes here): the two pictures differ only if real glyphs were drawn.
    const picture = (font: string, text: string) => {
      const canvas = document.createElement("canvas");
      canvas.width = 160;
      canvas.height = 40;
      const g = canvas.getContext("2d")!;
      g.font = font;
      g.fillText(text, 4, 28);
      return canvas.toDataURL();
    };
    return {
      faces: faces.map((f) => f.status),
      covers: document.fonts.check('20px "Tayari Ne"', "तयारी नेपाली"),
      brandDiffers:
        picture('20px "Tayari Ne"', "तयारी") !== picture('20px "no such font"', "तयारी"),
      switchDiffers:
        picture('20px "Tayari Ne"', "नेपाली") !== picture('20px "no such font"', "नेपाली"),
    };
  });
  expect(drawn).toEqual({
    faces: ["loaded"],
    covers: true,
    brandDiffers: true,
    switchDiffers: true,
  });
  // Inlined in the stylesheet: no font file is fetched in English, and the CSP lets it load.
  expect(fonts).toEqual([]);
  expect(errors).toEqual([]);
});

// Signed in on a phone the switch shows its short form, "ने": the same glyphs, so a signed-in
// page without Devanagari content fetches no font either (it fetched the bold Devanagari, 43 KB,
// on every signed-in page; issue 50, decision 280).
test("signed in at 360 px, the switch's 'ने' is drawn from the same glyphs, with no font download", async ({
  browser,
}) => {
  const { page } = await signedInPage(browser, { width: 360, height: 740 });
  const fonts: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fonts.push(r.url()));
  await page.goto("/progress", { waitUntil: "networkidle" });
  const short = page.getByRole("banner").locator(".language-short");
  await expect(short).toBeVisible();
  await expect(short).toHaveText("ने");
  expect(await short.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?Tayari Ne"?,/);
  expect(fonts).toEqual([]);
});

// Decision 130: the site's Devanagari font is declared for every page with a unicode-range, so an
// English page that shows Devanagari content (here an examiner's exam titled in Nepali) fetches it
// and draws letters, while a page without any (the home page above) fetches no font.
test("in English, an exam titled in Nepali is drawn in the site's Devanagari font, fetched for it", async ({
  browser,
}) => {
  const { page, person } = await signedInPage(browser, { width: 360, height: 740 });
  await setRole(person.email, "examiner");
  const title = "छात्रवृत्ति परीक्षा २०८३";
  const slug = `devanagari-${Date.now().toString(36)}`;
  const bankId = await uploadBank(page, "Devanagari title bank", [
    {
      id: 1,
      category: "mathematics",
      question: "Devanagari title question: which is the key?",
      options: ["Wrong", "Key", "Other"],
      answer: "Key",
      explanation: "The key.",
    },
  ]);
  await createExam(page, Date.now() + 120_000, {
    title,
    slug,
    source: { bank_id: bankId },
    selection: { mode: "fixed" },
  });

  const fonts: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fonts.push(new URL(r.url()).pathname));
  await page.goto("/exams");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const shown = page.getByRole("main").getByText(title);
  await expect(shown).toBeVisible();

  const drawn = await shown.evaluate(async (element) => {
    await document.fonts.ready;
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.font = getComputedStyle(element).font;
    // Shaped Devanagari joins its conjuncts; boxes are one equal width per code point.
    const word = "छात्रवृत्ति";
    const whole = canvas.measureText(word).width;
    const apart = [...word].reduce((sum, c) => sum + canvas.measureText(c).width, 0);
    return {
      faces: [...document.fonts]
        .filter((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari")
        .map((f) => f.status),
      shaped: Math.abs(whole - apart) > 0.5,
    };
  });
  expect(drawn.faces).toContain("loaded");
  expect(drawn.shaped).toBe(true);
  expect(
    fonts.filter((f) => /\/assets\/noto-sans-devanagari-\d+-[^/]+\.woff2$/.test(f)),
  ).not.toEqual([]);
  await page.context().close();
});
