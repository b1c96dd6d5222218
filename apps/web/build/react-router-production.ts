// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router's functions for what the app never does, each by the head it must have (else the
 * build stops, so a React Router that changed them is looked at again) and what replaces it.
 * - A link's prefetching (framework mode's: route manifests, single-fetch URLs): no link asks for
 *   it (an ESLint rule forbids the `prefetch` prop), and without framework mode's context
 *   `usePrefetchBehavior` answers "no prefetch" anyway.
 * - The data routers' error boundary (with its handling of React Server Components' errors) and
 *   default error screen: the app's routes are declarative (decision 73), their errors reach the
 *   app's own boundary (`PageErrorBoundary`).
 */
export const UNUSED_ROUTER_PARTS: [head: string, replacement: string][] = [
  [
    "function PrefetchPageLinks({ page, ...linkProps }) {",
    "function PrefetchPageLinks() { return null; }",
  ],
  [
    "function usePrefetchBehavior(prefetch, theirElementProps) {",
    "function usePrefetchBehavior() { return [false, null, {}]; }",
  ],
  ["function DefaultErrorComponent() {", "function DefaultErrorComponent() { return null; }"],
  [
    "var RenderErrorBoundary = class extends React2.Component {",
    "var RenderErrorBoundary = ({ children }) => children;",
  ],
];

/**
 * One file of React Router's production build with what the app does not use left out (decision
 * 295): its components' `displayName`s, its top-level `forwardRef`, `memo` and `createContext`
 * marked pure, and `UNUSED_ROUTER_PARTS` replaced. `replaced` names the heads found and replaced;
 * `unknown` the first function whose head has changed (the build stops on it).
 */
export function withoutUnusedParts(code: string): {
  code: string;
  replaced: string[];
  unknown?: string;
} {
  let out = code
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, "")
    .replace(
      /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      "$1/* @__PURE__ */ $2",
    );
  const replaced: string[] = [];
  for (const [head, replacement] of UNUSED_ROUTER_PARTS) {
    const name = /^(?:function|var) (\w+)/.exec(head)![1]!;
    if (!new RegExp(`^(?:function|var) ${name}\\b`, "m").test(out)) continue;
    if (!out.includes(head)) return { code, replaced, unknown: name };
    // The original stays under another name, unused, so the bundler drops it.
    out = out.replace(head, `${replacement}\n${head.replace(name, `Unused${name}`)}`);
    replaced.push(head);
  }
  return { code: out, replaced };
}

/**
 * React Router's production build in the browser's bundle. Its package sends every bundler to its
 * development build (no `production` condition in its exports), whose warnings and checks cost
 * 440 bytes brotli on every first load. The development file's path has the production one beside
 * it; a React Router whose layout changes stops the build here rather than shipping the other one.
 */
export function reactRouterProduction(): Plugin {
  const replaced = new Set<string>();
  const development = `${path.sep}dist${path.sep}development${path.sep}`;
  const production = `${path.sep}dist${path.sep}production${path.sep}`;
  return {
    name: "tayari-react-router-production",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router" || this.environment.config.build.ssr) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const file = resolved.id.replace(development, production);
      if (file === resolved.id || !existsSync(file))
        this.error(`react-router: no production build beside ${resolved.id}`);
      return file;
    },
    // What the app does not use, left out (decision 295):
    // - its components' `displayName`s, statements at the top of its modules that the bundler must
    //   keep, each keeping its component: <Form> and <ScrollRestoration> came with everything they
    //   use (form submission, scroll keeping), never rendered here. Only React's developer tools
    //   read the names (they now show the minified function's name);
    // - the same for the contexts and components it makes at the top (`forwardRef`, `memo`,
    //   `createContext` make nothing but their value: marked pure, an unused one goes);
    // - `UNUSED_ROUTER_PARTS`, replaced.
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code, id) {
        const result = withoutUnusedParts(code);
        if (result.unknown)
          this.error(`react-router: ${id} has a ${result.unknown} this build does not know`);
        for (const head of result.replaced) replaced.add(head);
        return { code: result.code, map: null };
      },
    },
    buildEnd(error) {
      const missed = UNUSED_ROUTER_PARTS.filter(([head]) => !replaced.has(head));
      if (!error && !this.environment.config.build.ssr && missed.length > 0)
        this.error(
          `react-router: not found, so not left out: ${missed.map(([h]) => h).join("; ")}`,
        );
    },
  };
}
