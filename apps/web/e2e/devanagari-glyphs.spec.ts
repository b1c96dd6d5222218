import { expect, test } from "@playwright/test";

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
