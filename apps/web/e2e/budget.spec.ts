import { expect, test } from "@playwright/test";

// The first load of the home page on a phone: a ceiling on the compressed JS and CSS (with their
// response headers), and no question bank in it. `npm run bench` measures the figures; this keeps
// them from creeping up. Measured at 94 KB on 2026-11-23, once TanStack Query and react-toastify
// left the first load (they come with the catalog pages and the first message). The service
// worker's registration and update prompt are in it: 94.5 KB with them (+0.6 KB), 2026-11-23.
// 101,424 -> 87,079 bytes on 2026-11-24 with React Router in its declarative mode (decision 73).
const FIRST_LOAD_CEILING = 90 * 1024;
const BANK_CHUNK =
  /\/assets\/(entrance|subjects|science-exam|management-exam|category-test)-[^/]+\.js$/;

test("the first load of / stays under its byte budget and carries no question bank", async ({
  page,
}) => {
  const files: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (!["script", "stylesheet"].includes(request.resourceType())) return;
    const sizes = await request.sizes();
    files.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const list = files.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join("\n");
  expect(total, `first load is ${total} bytes:\n${list}`).toBeLessThanOrEqual(FIRST_LOAD_CEILING);
  expect(
    files.filter((f) => BANK_CHUNK.test(f.url)),
    list,
  ).toEqual([]);
});

// From the home page, through the preparation page, to the first question of the timed entrance
// quiz on a phone: the code and styles fetched on the way (the draw itself is data, and `npm run
// bench` reports it beside). Measured at 115 KB on 2026-11-23, once the quiz's schemas were bundled
// with only the zod they use and the attempt queue left the first load (decision 60). 122.8 KB before
// the draw was parsed by its endpoint's declaration, 123.9 KB after (decision 65): ceiling 122 KB.
// 123 KB since the first stylesheet carries the nine Devanagari letters English mode shows
// (+1,019 bytes brotli, decision 34). 126,366 bytes on 2026-11-24 once one question component drew
// every screen (question-view 2.3 KB where question-text was 1.2 KB, decision 67) and options were
// shuffled from a seed (configs +0.7 KB, decision 69): ceiling 124 KB until issue 34 takes the way
// down to its 110 KB target. 112,016 bytes once React Router ran in its declarative mode (its data
// router was 14.3 KB of the entry, decision 73): ceiling 110 KB, issue 34's target.
const ENTRANCE_JOURNEY_CEILING = 110 * 1024;

test("the way from / to the first entrance question stays under its byte budget", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // What the question needed was requested before it was drawn; the end screens the quiz preloads
  // once it is drawn (for finishing offline) are not on the way to it. The page notes when the
  // question reaches the document, so the count does not depend on when the test process looks.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes("Question 1 of 100")) return;
      (window as unknown as { questionShownAt: number }).questionShownAt =
        performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const requests: import("@playwright/test").Request[] = [];
  page.on("requestfinished", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) requests.push(request);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Start preparing" }).click();
  await page.getByRole("link", { name: "Start Now" }).click();
  await expect(page.getByText("Question 1 of 100")).toBeVisible();
  const shownAt = await page.evaluate(
    () => (window as unknown as { questionShownAt: number }).questionShownAt,
  );
  await page.waitForLoadState("networkidle");
  const files: { url: string; bytes: number }[] = [];
  for (const request of requests) {
    if (request.timing().startTime >= shownAt) continue;
    const sizes = await request.sizes();
    files.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  }
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const list = files.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join("\n");
  expect(total, `the journey fetched ${total} bytes of code:\n${list}`).toBeLessThanOrEqual(
    ENTRANCE_JOURNEY_CEILING,
  );
  await context.close();
});
