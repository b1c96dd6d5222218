import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./compression";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 as a refusal", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("BR;Q=0, GZIP;q=0")).toBeNull();
    expect(chooseEncoding(["deflate", "gzip"])).toBe("gzip");
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
  });
});
