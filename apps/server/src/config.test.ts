import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.smtpUrl).toBeNull();
  });

  it("names every bad variable", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://db",
        SMTP_URL: "http://mail",
        RATE_LIMIT_LOGIN_FAILURES_PER_IP: "-4",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "RATE_LIMIT_LOGIN_FAILURES_PER_IP"])
      expect(problems).toContain(name);
  });

  it("treats an empty variable as unset and trims PUBLIC_URL", () => {
    const config = loadConfig({
      PORT: "",
      PUBLIC_URL: "https://tayari.example/",
      CORS_ORIGINS: " https://a.example , https://b.example ",
    });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("https://tayari.example");
    expect(config.corsOrigins).toEqual(["https://a.example", "https://b.example"]);
  });
});
