import { expect, test, type Page } from "@playwright/test";
import { controlClock, shows } from "./quiz-support";

const AA_NORMAL_TEXT = 4.5;

/**
 * Steps the paused background video through every frame and, for each text of the end screen,
 * finds the lowest contrast between its colour and any pixel behind it (the video frame seen
 * through the text's backdrop, blended as the browser blends it). Returns the lowest per text.
 */
async function lowestContrastPerText(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>("video.video-backdrop")!;
    video.pause();
    if (video.readyState < 1)
      await new Promise((resolve) =>
        video.addEventListener("loadedmetadata", resolve, { once: true }),
      );
    const FPS = 24;
    const frames = Math.round(video.duration * FPS);
    const box = video.getBoundingClientRect();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(box.width);
    canvas.height = Math.round(box.height);
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    // object-fit: cover
    const scale = Math.max(box.width / video.videoWidth, box.height / video.videoHeight);
    const drawW = video.videoWidth * scale;
    const drawH = video.videoHeight * scale;

    const rgba = (css: string) => {
      const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (r: number, g: number, b: number) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

    const texts = [...document.querySelectorAll<HTMLElement>(".full-screen-text > *")].map((el) => {
      // The backdrops between the text and the video, innermost first.
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (
        let node: HTMLElement | null = el;
        node && node !== video.parentElement;
        node = node.parentElement
      ) {
        const bg = rgba(getComputedStyle(node).backgroundColor);
        if (bg.a > 0) layers.push(bg);
      }
      const color = rgba(getComputedStyle(el).color);
      const rect = el.getBoundingClientRect();
      return { label: el.textContent!.trim(), el, layers, color, rect, lowest: Infinity };
    });

    for (let frame = 0; frame < frames; frame++) {
      video.currentTime = (frame + 0.5) / FPS;
      await new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
      context.drawImage(video, (box.width - drawW) / 2, (box.height - drawH) / 2, drawW, drawH);
      for (const text of texts) {
        const x = Math.max(0, Math.floor(text.rect.left - box.left));
        const y = Math.max(0, Math.floor(text.rect.top - box.top));
        const w = Math.max(1, Math.min(canvas.width - x, Math.ceil(text.rect.width)));
        const h = Math.max(1, Math.min(canvas.height - y, Math.ceil(text.rect.height)));
        const pixels = context.getImageData(x, y, w, h).data;
        const fg = luminance(text.color.r, text.color.g, text.color.b);
        for (let i = 0; i < pixels.length; i += 4) {
          let [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
          for (const layer of [...text.layers].reverse()) {
            r = layer.r * layer.a + r * (1 - layer.a);
            g = layer.g * layer.a + g * (1 - layer.a);
            b = layer.b * layer.a + b * (1 - layer.a);
          }
          text.lowest = Math.min(text.lowest, contrast(fg, luminance(r, g, b)));
        }
      }
    }
    return Object.fromEntries(texts.map((t) => [t.label, Math.round(t.lowest * 100) / 100]));
  });
}

for (const width of [360, 1280]) {
  test.describe(`end screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("every text on /thankyou meets AA contrast on every frame of the video", async ({
      page,
    }) => {
      await controlClock(page); // the screen would go home after 7 s
      await page.goto("/thankyou");
      await shows(page, page.getByRole("link", { name: "Go home now" }));
      const lowest = await lowestContrastPerText(page);
      expect(Object.keys(lowest)).toContain("Go home now");
      for (const [text, ratio] of Object.entries(lowest))
        expect(ratio, `${text}: ${ratio}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });

    test("every text on /result meets AA contrast on every frame of the video", async ({
      page,
    }) => {
      await page.goto("/");
      await page.evaluate(() => {
        localStorage.setItem("finalScore", "1");
        localStorage.setItem("totalQuestions", "2");
        const q = { options: ["3", "4", "5"], answer: "4", explanation: "2 + 2 = 4." };
        localStorage.setItem(
          "lastAttempt",
          JSON.stringify({
            title: "Sums",
            questions: [
              { ...q, question: "2 + 2 = ?", pick: "4" },
              { ...q, question: "1 + 3 = ?", pick: "5" },
            ],
          }),
        );
      });
      await page.goto("/result");
      await expect(page.getByRole("link", { name: "Review your answers" })).toBeVisible();
      const lowest = await lowestContrastPerText(page);
      expect(Object.keys(lowest)).toEqual(
        expect.arrayContaining(["Keep going!", "You got : 1 / 2", "Review your answers"]),
      );
      for (const [text, ratio] of Object.entries(lowest))
        expect(ratio, `${text}: ${ratio}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });
  });
}
