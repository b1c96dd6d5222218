// npm run bench's browser sections: the bytes a phone receives, and Lighthouse beside the bare stack.
import path from "node:path";
import { getCompactDraw } from "@tayari/contracts/banks";
import { TO_FIRST_ENTRANCE_QUESTION } from "./app-running";
import { drawSizes, precacheDone, transferred, type Transfer } from "./bytes";
import { interleaved, medians, verdict } from "./lighthouse";
import { finishedSitting, REVIEW_ROUTE } from "./mock-review";
import { studentWithHistory } from "./progress";
import { kb, median, ms, seconds } from "./stats";
import {
  date,
  details,
  DRAW_SAMPLES,
  met,
  PAGES,
  resultsDir,
  row,
  RUNS,
  section,
} from "./bench-setup";

export async function bytesSection(
  browser: import("@playwright/test").Browser,
  site: string,
  bare: string,
) {
  section("Bytes as received (compressed, with headers), a 360 px phone");
  const firstLoad = (url: string, headers?: Record<string, string>) =>
    transferred(browser, url, { serviceWorkers: "block", headers });
  const bareHome = await firstLoad(bare);
  const home = await firstLoad(site);
  row(
    "first load of `/`, JS + CSS (brotli, as a browser gets it)",
    kb(bareHome.code),
    kb(home.code),
    `${(home.code / bareHome.code).toFixed(3)} x bare`,
    `<= 0.95 x: ${met(home.code <= 0.95 * bareHome.code)}`,
  );
  const gzip = { "accept-encoding": "gzip" };
  const bareGzip = await firstLoad(bare, gzip);
  const homeGzip = await firstLoad(site, gzip);
  row(
    "the same, gzip only",
    kb(bareGzip.code),
    kb(homeGzip.code),
    `${(homeGzip.code / bareGzip.code).toFixed(3)} x bare`,
    "",
  );
  row("first load of `/`, everything", kb(bareHome.journey), kb(home.journey), "", "");

  const toQuestion = TO_FIRST_ENTRANCE_QUESTION;
  const journeys: Array<[string, Transfer]> = [
    [
      "service worker blocked",
      await transferred(browser, site, { serviceWorkers: "block", goal: toQuestion }),
    ],
    [
      "service worker on, going on at once",
      await transferred(browser, site, { serviceWorkers: "allow", goal: toQuestion }),
    ],
    [
      "service worker on, its precache done first",
      await transferred(browser, site, {
        serviceWorkers: "allow",
        settle: precacheDone,
        goal: toQuestion,
      }),
    ],
  ];
  for (const [name, journey] of journeys) {
    const twice = journey.twice.reduce((a, f) => a + f.bytes, 0);
    row(
      `\`/\` to the first question of the timed entrance test, ${name}`,
      "",
      kb(journey.journey),
      `code ${kb(journey.code)}; precache beside it ${kb(journey.beside)}; fetched twice ${kb(twice)}`,
      `<= 110 KB: ${met(journey.reached && journey.journey <= 110 * 1024)}${journey.reached ? "" : " (no question shown)"}`,
    );
  }
  // Each journey above got one random draw, whose size moves with the questions drawn (9.2-10.5 KB
  // brotli in the form before decision 101): the journey must hold with any draw, so it is also
  // counted with the largest of many, in place of its own.
  const draws = await drawSizes(`${site}/api${getCompactDraw.path}`, DRAW_SAMPLES);
  const largest = draws.at(-1)!;
  row(
    `the app's draw, ${draws.length} draws (brotli body)`,
    "",
    `median ${kb(median(draws))}`,
    `p99 ${kb(draws[Math.floor(draws.length * 0.99)]!)}, largest ${kb(largest)}`,
    "",
  );
  for (const [name, journey] of journeys) {
    const own = journey.files.find((f) => f.url.endsWith(getCompactDraw.path));
    if (!own) continue;
    const withLargest = journey.journey - own.body + largest;
    row(
      `\`/\` to the first question, ${name}, with the largest draw`,
      "",
      kb(withLargest),
      "",
      `<= 110 KB: ${met(withLargest <= 110 * 1024)}`,
    );
  }
  details.bytes = {
    bareHome: bareHome.files,
    home: home.files,
    journeys: Object.fromEntries(journeys.map(([name, j]) => [name, j.files])),
    draws,
  };

  // Year papers and drills open on their start screen (decision 122): Start is pressed on the way.
  const start = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Start", exact: true }).click();
  for (const [route, steps] of [
    ["/csit/entrance-questions"],
    ["/csit-entrance/2074", start],
    ["/entrance-preparation/English/Tag%20Questions", start],
    ["/exam-questions"],
    ["/exam/science/start"],
  ] as const) {
    const r = await transferred(browser, `${site}${route}`, {
      serviceWorkers: "block",
      goal: { text: "Question 1 of", ...(steps ? { steps } : {}) },
    });
    row(
      `\`${decodeURIComponent(route)}\` to its first question`,
      "",
      kb(r.journey),
      `code ${kb(r.code)}`,
      r.reached ? "" : "no question shown (bank pending?)",
    );
  }
}

/**
 * What Lighthouse loads for a page of `BENCH_PAGES`: its address (the fragment dropped, `:unit`
 * filled in) and what the Tayari side finds in localStorage.
 */
async function preparePage(
  site: string,
  route: string,
): Promise<{ address: string; storage?: Record<string, string> }> {
  let address = route.split("#")[0]!;
  if (address.endsWith("/:unit")) {
    // The category's first unit, as its page lists them.
    const [, , subject, category] = address.split("/");
    // Asked as a browser asks (brotli): the server keeps each encoding of a catalog answer once
    // made, so every Lighthouse run finds it made, as every student but the first after a deploy.
    const answer = await fetch(`${site}/api/subject/${subject}/category/${category}`, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    if (!answer.ok) throw new Error(`${subject}/${category} answered ${answer.status}`);
    const { items } = (await answer.json()) as { items: { content: { id: number }[] }[] };
    const unit = items.flatMap((item) => item.content)[0];
    if (!unit) throw new Error(`${subject}/${category} has no unit`);
    address = address.replace(/:unit$/, String(unit.id));
  }
  // The mock paper's page on a finished sitting: its result and whole review.
  if (route === REVIEW_ROUTE) return { address, storage: await finishedSitting(site) };
  // The progress page of a student with a history, signed in as the app keeps it.
  if (address === "/progress") {
    const profile = await studentWithHistory(site, 20);
    return { address, storage: { profile: JSON.stringify(profile) } };
  }
  return { address };
}

export async function lighthouseSection(site: string, bare: string, compare?: string) {
  section(
    `Lighthouse 12, mobile defaults, ${RUNS} runs each, bare and Tayari${compare ? " and the compared build" : ""} alternating`,
  );
  const keep = process.env.BENCH_KEEP_LHR ? path.join(resultsDir, "lighthouse", date) : undefined;
  const all: Record<string, unknown> = {};
  for (const route of PAGES) {
    const label = route === "/" ? "home" : route.slice(1).replace(/[/#:]/g, "_");
    const { address, storage } = await preparePage(site, route);
    const result = await interleaved(
      [
        { name: "bare", url: `${bare}${address}` },
        { name: "tayari", url: `${site}${address}`, storage },
        ...(compare ? [{ name: "compared", url: `${compare}${address}`, storage }] : []),
      ],
      RUNS,
      keep,
      label,
    );
    all[route] = result;
    const b = medians(result.runs.bare!);
    const t = medians(result.runs.tayari!);
    const v = verdict(t, b);
    const failed = result.failed.bare! + result.failed.tayari!;
    const loads = [...result.runs.bare!, ...result.runs.tayari!].map((r) => r.load);
    row(
      `\`${route}\` score (median)`,
      Math.round(b.score * 100),
      Math.round(t.score * 100),
      `${Math.round((t.score - b.score) * 100)} points`,
      `>= bare - 1: ${met(v.score)}`,
    );
    row(
      `\`${route}\` total blocking time`,
      ms(b.tbt),
      ms(t.tbt),
      `${t.tbt - b.tbt >= 0 ? "+" : ""}${ms(t.tbt - b.tbt)}`,
      `<= bare + 50 ms: ${met(v.tbt)}`,
    );
    row(
      `\`${route}\` largest contentful paint`,
      seconds(b.lcp),
      seconds(t.lcp),
      `${(t.lcp / b.lcp).toFixed(2)} x bare; FCP ${seconds(b.fcp)} / ${seconds(t.fcp)}`,
      `<= bare: ${met(v.lcp)}`,
    );
    row(
      `\`${route}\` runs`,
      `${b.count}`,
      `${t.count}`,
      `CLS ${t.cls.toFixed(3)}; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
      failed ? `${failed} run(s) without a score, repeated` : "",
    );
    if (compare) {
      const c = medians(result.runs.compared!);
      row(
        `\`${route}\` the compared build: score, TBT, LCP`,
        "",
        `${Math.round(c.score * 100)}, ${ms(c.tbt)}, ${seconds(c.lcp)}`,
        `Tayari against it: TBT ${t.tbt - c.tbt >= 0 ? "+" : ""}${ms(t.tbt - c.tbt)}, score ${Math.round((t.score - c.score) * 100)} points`,
        `${c.count} runs`,
      );
    }
  }
  details.lighthouse = all;
}
