import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { writeFixtureBanks } from "./fixture-banks";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Where `npm run build:journeys` leaves the journeys' build (ignored, as all of node_modules is).
 * `npm test` makes it beside the unit tests, which leave a core idle (vitest runs one worker on two
 * cores), and the journeys' set-up copies it when E2E_PREBUILT is set, instead of building while
 * the server tests run beside them (decision 0330).
 */
export const JOURNEYS_BUILD = path.join(repo, "node_modules/.cache/tayari-journeys");

/**
 * The production build of the app into `into`/dist, bundling generated fixture banks whose every
 * key is known (written to `into`/banks, which the server of the journeys reads too).
 */
export function buildForJourneys(into: string): { banks: string; dist: string } {
  const banks = path.join(into, "banks");
  const dist = path.join(into, "dist");
  writeFixtureBanks(banks);
  execFileSync(
    process.execPath,
    [
      path.join(repo, "node_modules/vite/bin/vite.js"),
      "build",
      "--configLoader",
      "runner",
      "--outDir",
      dist,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    {
      cwd: path.join(repo, "apps/web"),
      env: { ...process.env, TAYARI_BANKS_DIR: banks },
      stdio: "inherit",
    },
  );
  return { banks, dist };
}

/**
 * The build `npm run build:journeys` made, copied into `into` (a journey may change a file of its
 * build, as a deploy would: the copy is the run's own).
 */
export function copyJourneysBuild(into: string): { banks: string; dist: string } {
  if (!existsSync(path.join(JOURNEYS_BUILD, "dist/index.html")))
    throw new Error(
      "E2E_PREBUILT is set but there is no journeys' build: run `npm run build:journeys` first, or unset E2E_PREBUILT",
    );
  cpSync(JOURNEYS_BUILD, into, { recursive: true });
  return { banks: path.join(into, "banks"), dist: path.join(into, "dist") };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Made aside and renamed: a build cut short leaves none, not half of one.
  const making = `${JOURNEYS_BUILD}.making`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  buildForJourneys(making);
  rmSync(JOURNEYS_BUILD, { recursive: true, force: true });
  renameSync(making, JOURNEYS_BUILD);
}
