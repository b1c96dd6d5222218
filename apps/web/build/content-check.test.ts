import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeFixtureBanks } from "../e2e/fixture-banks";
import { contentCheck } from "./content-check";

/** The plugin's buildStart against `dir`: the message it stops the build with, or null. */
function buildStart(dir: string): string | null {
  let stopped: string | null = null;
  const context = {
    error(message: string) {
      stopped = message;
      throw new Error(message);
    },
  };
  try {
    (contentCheck(dir).buildStart as (this: typeof context) => void).call(context);
  } catch {
    // stopped, as the build would be
  }
  return stopped;
}

describe("the content check's plugin", () => {
  it("lets the build go on with banks that have no problem", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tayari-banks-ok-"));
    writeFixtureBanks(dir);
    expect(buildStart(dir)).toBeNull();
  });

  it("stops the build with the count and the first problems, and says what to run", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tayari-banks-bad-"));
    writeFixtureBanks(dir);
    writeFileSync(path.join(dir, "entrance.json"), "{ not json");
    const message = buildStart(dir);
    expect(message).toMatch(
      /^The question banks have \d+ problem\(s\); run npm run content:check\./,
    );
    expect(message).toContain("entrance.json");
  });
});
