// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { readFileSync } from "node:fs";
import { minifySync } from "rolldown/utils";
import type { Plugin } from "vite";

/**
 * `src/boot.js`, the plain script every page runs before the app (decision 9), written into the
 * page where index.html has `<script src="/src/boot.js" data-inline></script>`: minified in the build
 * (its comments are most of its bytes), as written in development. Inline, it costs the page about
 * 360 bytes and saves a response of 740 (its headers and a request on every first visit); the
 * server allows it by its hash in the pages' Content-Security-Policy, read from the built
 * index.html (decision 103).
 */
export function bootScript(file: string): Plugin {
  const tag = '<script src="/src/boot.js" data-inline></script>';
  let minify = false;
  return {
    name: "tayari-boot-script",
    configResolved(config) {
      minify = config.command === "build";
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
        const source = readFileSync(file, "utf8");
        let code = source;
        if (minify) {
          const result = minifySync("boot.js", source);
          if (result.errors.length > 0)
            throw new Error(`src/boot.js: ${result.errors.map((e) => e.message).join("; ")}`);
          code = result.code.trim();
        }
        // Nothing in the script may end the element early.
        if (/<\/script/i.test(code)) throw new Error("src/boot.js must not contain </script");
        return html.replace(tag, () => `<script>${code}</script>`);
      },
    },
  };
}
