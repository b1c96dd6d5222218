import { expect, test } from "@playwright/test";

// The first load of the home page on a phone: a ceiling on the compressed JS and CSS (with their
// response headers), and no question bank in it. `npm run bench` measures the figures; this keeps
// them from creeping up. Measured at 94 KB on 2026-11-23, once TanStack Query and react-toastify
// left the first load (they come with the catalog pages and the first message). The service
// worker's registration and update prompt are in it: 94.5 KB with them (+0.6 KB), 2026-11-23.
const FIRST_LOAD_CEILING = 100 * 1024;
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
// with only the zod they use and the attempt queue left the first load (decision 60).
const ENTRANCE_JOURNEY_CEILING = 120 * 1024;

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
