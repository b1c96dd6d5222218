import { expect, test } from "@playwright/test";
import { TO_FIRST_ENTRANCE_QUESTION } from "../../../scripts/bench/app-running";
import { transferred, type Fetched } from "../../../scripts/bench/bytes";

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
// quiz on a phone: everything received on the way, as issue 34 counts it (the pages, boot.js, the
// icon, the code and styles, and the draw of 100 questions: compressed bodies with their headers),
// with the service worker blocked, and with it allowed, its precache racing the journey. The count
// is scripts/bench/bytes.ts's, the one `npm run bench` reports (there with the real banks; here
// with the fixture banks, whose draw is smaller). Requests made after the question showed (the quiz
// preloading its end screens) are not on the way to it.
//
// History of the code alone (what this test counted until 2026-11-24): 115 KB on 2026-11-23
// (decision 60), 123 KB with the Devanagari letters (decision 34), 126,366 bytes with one question
// component for every screen (decision 67) and seeded option order (decision 69), 112,016 bytes
// with React Router in its declarative mode (decision 73).
//
// Issue 34's target is 110 KB with everything counted: NOT MET. With the draw sent without its
// explanations (decision 88) and the leftover headers gone (decision 86), on 2026-11-24 (fixture
// banks): 117,147 bytes blocked, 118,549 allowed, code 112,055; with the real banks 124.8 KB
// blocked, 125.9 KB allowed (`scripts/bench/bytes-journey.ts`; the draw 9.6-10.3 KB instead of
// 17-18 KB). Before that: Counted whole on 2026-11-24 (fixture
// banks, draw 3.1 KB): 118,074 bytes with the worker blocked, 119,974 with it allowed (its
// revalidations of /, boot.js and the icon: 1.7 KB), of which the code is 112,270. With the real
// banks the draw is 17-18 KB: 133.4 KB (`npm run bench`). The ceilings on everything only keep the
// journey from growing until it comes down to 110 KB; the code keeps its own 110 KB ceiling.
const ENTRANCE_JOURNEY_CEILING = { block: 115.5 * 1024, allow: 117 * 1024 };
const ENTRANCE_CODE_CEILING = 110 * 1024;

const listed = (files: Fetched[]) =>
  files.map((f) => `${f.by} ${new URL(f.url).pathname} ${f.bytes}`).join("\n");

for (const serviceWorkers of ["block", "allow"] as const) {
  test(`everything received from / to the first entrance question stays under its budget (service worker: ${serviceWorkers})`, async ({
    browser,
    baseURL,
  }) => {
    const journey = await transferred(browser, baseURL!, {
      serviceWorkers,
      goal: TO_FIRST_ENTRANCE_QUESTION,
    });
    expect(journey.reached, "the first question showed").toBe(true);
    const onTheWay = listed(journey.files);
    // The draw is data, not code: counted, and it must be there (else the count missed it).
    expect(onTheWay).toContain("/api/banks/entrance/draw");
    expect(
      journey.journey,
      `the journey received ${journey.journey} bytes (code ${journey.code}):\n${onTheWay}`,
    ).toBeLessThanOrEqual(ENTRANCE_JOURNEY_CEILING[serviceWorkers]);
    // The code as the page fetched it (with the worker on, its revalidation of boot.js adds 0.4 KB).
    if (serviceWorkers === "block")
      expect(
        journey.code,
        `the journey received ${journey.code} bytes of code:\n${onTheWay}`,
      ).toBeLessThanOrEqual(ENTRANCE_CODE_CEILING);
    // The precache never downloads a file the page downloaded too (a revalidation's 304 carries
    // headers only).
    expect(listed(journey.twice), "files whose body crossed the network twice").toBe("");
  });
}
