import { expect, test } from "@playwright/test";
import { TO_FIRST_ENTRANCE_QUESTION } from "../../../scripts/bench/app-running";
import { transferred, type Fetched } from "../../../scripts/bench/bytes";

// The first load of the home page on a phone: a ceiling on the compressed JS and CSS (with their
// response headers), and no question bank in it. `npm run bench` measures the figures; this keeps
// them from creeping up. Measured at 94 KB on 2026-11-23, once TanStack Query and react-toastify
// left the first load (they come with the catalog pages and the first message). The service
// worker's registration and update prompt are in it: 94.5 KB with them (+0.6 KB), 2026-11-23.
// 101,424 -> 87,079 bytes on 2026-11-24 with React Router in its declarative mode (decision 73);
// the home chunk now carries the preparation page too and the entry its shared start-up modules
// (decision 95).
const FIRST_LOAD_CEILING = 90 * 1024;
const BANK_CHUNK =
  /\/assets\/(entrance|subjects|science-exam|management-exam|category-test)-[^/]+\.js$/;

test("the first load of / stays under its byte budget and carries no question bank", async ({
  page,
}) => {
  const files: { url: string; bytes: number }[] = [];
  // Each size read is awaited before the sum; a file that finishes as the page closes after the
  // test (a preload) is no part of the first load, and its read may fail then ("Target page closed").
  const reads: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (!["script", "stylesheet"].includes(request.resourceType())) return;
    const read = request.sizes().then((sizes) => {
      files.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    reads.push(read);
    read.catch(() => undefined);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await Promise.all(reads);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const list = files.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join("\n");
  expect(total, `first load is ${total} bytes:\n${list}`).toBeLessThanOrEqual(FIRST_LOAD_CEILING);
  expect(
    files.filter((f) => BANK_CHUNK.test(f.url)),
    list,
  ).toEqual([]);
});

// From the home page, through the preparation page, to the first question of the timed entrance
// quiz on a phone: everything received on the way, as issue 34 counts it (the pages with their
// inline boot script and icon, the code and styles, and the draw of 100 questions: compressed
// bodies with their headers), with the service worker blocked, and with it allowed, its precache
// racing the journey. The count is scripts/bench/bytes.ts's, the one `npm run bench` reports (there
// with the real banks; here with the fixture banks, whose draw is smaller). Requests made after the
// question showed (the quiz preloading its end screens) are not on the way to it.
//
// History of the code alone (what this test counted until 2026-11-24): 115 KB on 2026-11-23
// (decision 60), 123 KB with the Devanagari letters (decision 34), 126,366 bytes with one question
// component for every screen (decision 67) and seeded option order (decision 69), 112,016 bytes
// with React Router in its declarative mode (decision 73).
//
// Issue 34's target, 110 KB with everything counted, worker blocked or not: met on 2026-11-24 with
// the quiz's schemas as plain checks (decision 93: 8.1 KB of zod off the way), the way in 4 files
// instead of 12 (decision 95), the icon inline, React Router's production build and 304s that
// repeat only their validators. With the real banks (`scripts/bench/bytes-journey.ts`):
// 111,030-111,381 bytes blocked, 111,634-111,950 allowed, 111,602-111,768 with the precache done
// first; code 99,363 (the draw 9.6-10.2 KB). Before, the same day: 124.8 KB blocked, 125.9 KB
// allowed (the draw sent without its explanations, decision 88; headers, decision 86); before that,
// counted whole (fixture banks, draw 3.1 KB): 118,074 bytes blocked, 119,974 allowed, of which the
// code 112,270. The ceilings are the target, so the journey cannot creep back over it; here the
// fixture banks' draw is smaller than the real one, which the bench measures.
//
// The code alone: 100 KB until 2026-11-26, when the frame's offline line, the top bar answering
// before the app wakes (decisions 131-132) and the passage loader on the question component
// (decision 174) made it 103,783 bytes with the fixture banks; its ceiling is now 102 KB, the
// journey's 110 KB unchanged. Taking the passage loader off the way (it is a chunk of 701 bytes
// the entrance bank never needs) is the next saving.
//
// 2026-11-27 (decision 295): the way's chunks minified again by terser, React Router without what
// the app never uses (its Form, prefetching and data-router error screens), seven-character hashes
// and the runtime in the entry: with the real banks code 101.8 -> 97.0 KB, the journey 113.8 ->
// 108.6 KB blocked, 114.6 -> 109.8 KB with the largest of 200 draws. The code's ceiling is now
// 99 KB. Decision 293 (the frame
// draws the notice to verify the address, a student's page asks its answers as the app starts)
// added about 0.5 KB to the way; the app now asks those answers through the API's client as it
// starts, so the client is part of the entry (a request and its headers fewer on every way): the
// way is three scripts and one stylesheet, which the test holds.
//
// 2026-11-28 (issue 69, decisions 0492 and 0493): the practice test's landing offers what follows
// each answer and the order of subjects, and its questions a Skip that comes back: 101,708 bytes
// of code with the fixture banks (332 over), its words already cut short. The code's ceiling is now
// 100 KB; the journey's 110 KB unchanged.
//
// 2026-11-28 (issue 71, decision 0516): the fixture banks' draw is about 3 KB, the real bank's 8.1-9.9
// KB (its body; 200 draws), so the journey counted here passed while the real one had grown to
// 111.6 KB. The journey is now also counted with the real bank's largest draw in place of the
// fixture's: what the page received, less the fixture draw, plus REAL_DRAW_LARGEST. The answer
// ledger, the draw's explanations' code and the bundled banks' loaders left the way, the English
// dates their Intl formats, the end screens' and the update prompt's styles the first stylesheet:
// code 101,640 -> 100,078 bytes, the journey with a median real draw 110.0 KB, with the largest
// 111.0 KB (113,634 bytes; 113,697 once main's new pages had added their names to the entry's
// preload list). The target, 110 KB with the largest draw too, is not met by about 1 KB; the
// ceiling holds today's figure with half a kilobyte's room, so that the way cannot grow again
// unnoticed.
//
// 2026-11-29 (issue 71, decision 0524): React Router's messages for developers out of the entry:
// code 100,215 -> 99,064 bytes with the fixture banks, the journey with the largest real draw
// 113,775 -> 112,623 bytes, room for decision 0522's pick (about 0.4 KB) under the same ceilings.
const ENTRANCE_JOURNEY_CEILING = { block: 110 * 1024, allow: 110 * 1024 };
/** The real entrance bank's largest compressed draw of 200 (8,078-9,877 B, median 8,885), headers (387 B) included. */
const REAL_DRAW_LARGEST = 9877 + 387;
const WITH_REAL_DRAW_CEILING = 111.5 * 1024;
const ENTRANCE_CODE_CEILING = 98 * 1024;
/** The code on the way, by chunk name: no chunk joins it unnoticed (vite.config.ts's groups). */
const ENTRANCE_CODE_FILES = ["home.js", "index.css", "index.js", "quiz.js"];
const chunkName = (url: string) =>
  (new URL(url).pathname.split("/").pop() ?? "").replace(/-[\w-]{7}(\.(?:js|css))$/, "$1");

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
    const draw = journey.files.find((f) => f.url.endsWith("/api/banks/entrance/draw/compact"));
    expect(draw, onTheWay).toBeDefined();
    expect(
      journey.journey,
      `the journey received ${journey.journey} bytes (code ${journey.code}):\n${onTheWay}`,
    ).toBeLessThanOrEqual(ENTRANCE_JOURNEY_CEILING[serviceWorkers]);
    // The same journey with the real bank's largest draw instead of the fixture banks' small one.
    const withRealDraw = journey.journey - draw!.bytes + REAL_DRAW_LARGEST;
    expect(
      withRealDraw,
      `with the real bank's largest draw the journey is ${withRealDraw} bytes:\n${onTheWay}`,
    ).toBeLessThanOrEqual(WITH_REAL_DRAW_CEILING);
    // The code as the page fetched it (with the worker on, its own script's revalidation adds 0.4 KB).
    if (serviceWorkers === "block")
      expect(
        journey.code,
        `the journey received ${journey.code} bytes of code:\n${onTheWay}`,
      ).toBeLessThanOrEqual(ENTRANCE_CODE_CEILING);
    // Four scripts (no runtime chunk of their own, decision 295) and the stylesheet.
    const code = journey.files.filter(
      (f) => f.by === "page" && /\/assets\/[^/]+\.(js|css)$/.test(new URL(f.url).pathname),
    );
    expect(code.map((f) => chunkName(f.url)).sort(), onTheWay).toEqual(ENTRANCE_CODE_FILES);
    // The precache never downloads a file the page downloaded too (a revalidation's 304 carries
    // headers only).
    expect(listed(journey.twice), "files whose body crossed the network twice").toBe("");
  });
}
