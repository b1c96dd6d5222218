import { describe, expect, it } from "vitest";
import { pageUrl } from "./service-worker";

describe("the service worker's precache list", () => {
  it("names a prerendered page by the path the server sends it at", () => {
    expect(pageUrl("prerendered/index.html")).toBe("/");
    expect(pageUrl("prerendered/csit/entrance-preparation/index.html")).toBe(
      "/csit/entrance-preparation",
    );
    expect(pageUrl("assets/index-abc1234.js")).toBe("assets/index-abc1234.js");
  });
});
