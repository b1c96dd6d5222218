import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { bankChunks } from "./bank-chunks";

const banksDir = path.join(path.sep, "repo", "banks");
type Hook = (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;

describe("the bank chunks of a build", () => {
  it("collects the chunks of the banks' folder and gives the entrance bank's URL to the service worker", () => {
    const banks = bankChunks(banksDir);
    (banks.collect.generateBundle as Hook).call(
      null,
      {},
      {
        a: {
          type: "chunk",
          fileName: "assets/entrance-abc.js",
          facadeModuleId: path.join(banksDir, "entrance.json"),
        },
        b: {
          type: "chunk",
          fileName: "assets/subjects-def.js",
          facadeModuleId: path.join(banksDir, "subjects.json"),
        },
        c: { type: "chunk", fileName: "assets/home-123.js", facadeModuleId: "/repo/src/home.tsx" },
        d: { type: "asset", fileName: "assets/logo.svg" },
      },
    );
    expect([...banks.files].sort()).toEqual(["assets/entrance-abc.js", "assets/subjects-def.js"]);
    const provide = banks.provide as Plugin & {
      resolveId: (id: string) => string | null;
      load: (id: string) => string | null;
    };
    const id = provide.resolveId("virtual:tayari-bank-chunks");
    expect(id).toBe("\0virtual:tayari-bank-chunks");
    expect(provide.load(id!)).toBe('export const ENTRANCE_BANK_CHUNK = "/assets/entrance-abc.js";');
    expect(provide.resolveId("react")).toBeNull();
  });
});
