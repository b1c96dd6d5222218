// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import type { Plugin } from "vite";
import { checkBanks } from "@tayari/content/check-banks";

/** The build refuses question banks with any problem; `npm run content:check` prints them all. */
export function contentCheck(banksDir: string): Plugin {
  return {
    name: "tayari-content-check",
    apply: "build",
    buildStart() {
      const { problems } = checkBanks(banksDir);
      if (problems.length) {
        const first = problems
          .slice(0, 10)
          .map((p) => `  ${p.file}${p.id === null ? "" : `: id ${p.id}`}: ${p.reason}`);
        this.error(
          `The question banks have ${problems.length} problem(s); run npm run content:check.\n${first.join("\n")}`,
        );
      }
    },
  };
}
