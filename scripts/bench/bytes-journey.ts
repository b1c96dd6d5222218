// Prints what crosses the network from / to the first timed entrance question, three ways.
// node --import tsx scripts/bench/bytes-journey.ts http://127.0.0.1:PORT
import { chromium } from "@playwright/test";
import { TO_FIRST_ENTRANCE_QUESTION } from "./app-running";
import { precacheDone, transferred } from "./bytes";
import { CHROME_FLAGS, chromiumPath } from "./lighthouse";

const site = process.argv[2] ?? "http://127.0.0.1:3911";
const goal = TO_FIRST_ENTRANCE_QUESTION;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: CHROME_FLAGS.slice(1),
});
const ways = (process.env.WAYS ?? "block,allow,settled").split(",");
for (const way of ways) {
  const t = await transferred(browser, site, {
    serviceWorkers: way === "block" ? "block" : "allow",
    settle: way === "settled" ? precacheDone : undefined,
    goal,
  });
  console.log(
    `\n== ${way}: journey ${t.journey} B, code ${t.code} B, beside ${t.beside} B, twice ${t.twice.map((f) => `${f.url} ${f.bytes}`).join("; ")} reached ${t.reached}`,
  );
  for (const f of t.files)
    console.log(
      `${f.by.padEnd(6)} ${f.type.padEnd(10)} ${String(f.bytes).padStart(7)} ${new URL(f.url).pathname}`,
    );
}
await browser.close();
