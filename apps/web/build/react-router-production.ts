// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";
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

/** React Router's checks that only warn (`console.warn`), and where each one's message is. */
const WARNINGS: Record<string, number> = { warning: 1, warnOnce: 1, warningOnce: 2 };
/** Its checks that throw, and where each one's message is. */
const INVARIANTS: Record<string, number> = { invariant: 1, invariant2: 1 };
/** What an invariant of React Router throws in the app's bundle (its development build says more). */
export const INVARIANT_MESSAGE = "React Router: see its development build";

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

/**
 * React Router's messages for developers out of its production build, as React's own production
 * build leaves its messages out (decision 0524): its warnings (`warning`, `warnOnce`, `warningOnce`:
 * a `console.warn` on a route or link the app has wrong) are not called, and its invariants throw
 * one short message instead of a sentence each. Those sentences (about forty calls: routes, links,
 * hooks used outside a router, data routers) were 1.1 KB brotli of every first load, and nothing the
 * app does reaches them; the tests and `vite` in development run the development build, which keeps
 * them all. Returns the code and how many calls of each kind it changed.
 */
export function withoutDeveloperMessages(code: string): {
  code: string;
  warnings: number;
  invariants: number;
} {
  const edits: [start: number, end: number, text: string][] = [];
  let warnings = 0;
  let invariants = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    if (node.type === "CallExpression") {
      const callee = node.callee as Node & { name?: string };
      const args = node.arguments as Node[];
      const name = callee.type === "Identifier" ? callee.name! : "";
      if (Object.hasOwn(WARNINGS, name) && args.length > WARNINGS[name]!) {
        // Its condition is a plain check (no call with an effect), so the whole call goes.
        edits.push([node.start, node.end, "void 0"]);
        warnings += 1;
        return;
      }
      const message = Object.hasOwn(INVARIANTS, name) ? args[INVARIANTS[name]!] : undefined;
      if (message) {
        edits.push([message.start, message.end, JSON.stringify(INVARIANT_MESSAGE)]);
        invariants += 1;
      }
    }
    for (const key in node) if (key !== "type") visit(node[key]);
  };
  visit(parseAst(code));
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return { code: out, warnings, invariants };
}

/**
 * React Router's production build in the browser's bundle. Its package sends every bundler to its
 * development build (no `production` condition in its exports), whose warnings and checks cost
 * 440 bytes brotli on every first load. The development file's path has the production one beside
 * it; a React Router whose layout changes stops the build here rather than shipping the other one.
 */
export function reactRouterProduction(): Plugin {
  const replaced = new Set<string>();
  let messages = 0;
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
        const quiet = withoutDeveloperMessages(result.code);
        messages += quiet.warnings + quiet.invariants;
        return { code: quiet.code, map: null };
      },
    },
    buildEnd(error) {
      const missed = UNUSED_ROUTER_PARTS.filter(([head]) => !replaced.has(head));
      if (!error && !this.environment.config.build.ssr && missed.length > 0)
        this.error(
          `react-router: not found, so not left out: ${missed.map(([h]) => h).join("; ")}`,
        );
      // A React Router whose checks are named otherwise would ship its messages again.
      if (!error && !this.environment.config.build.ssr && messages === 0)
        this.error("react-router: no warning or invariant found to leave its message out");
    },
  };
}
