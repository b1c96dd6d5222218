// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import type { Plugin } from "vite";

/** Vite's preload helper: the function every lazy part's `import()` goes through in a build. */
export const PRELOAD_HELPER = "\0vite/preload-helper.js";
/** Where the helper puts each of a part's files into the page, all of them in the caller's task. */
export const APPEND = "document.head.appendChild(link);";

/**
 * Appends the links queued by `appendInTurn` in tasks of their own, as many in a turn as fit in
 * `TURN_MS` (at least one), each turn a message's task. Plain JavaScript: the helper's own code.
 */
export const IN_TURNS = `
const TURN_MS = 5;
const waitingLinks = [];
let linkTurn;
function appendInTurn(link) {
  if (waitingLinks.push(link) > 1) return;
  if (!linkTurn) {
    linkTurn = new MessageChannel();
    linkTurn.port1.onmessage = () => {
      const began = performance.now();
      do document.head.appendChild(waitingLinks.shift());
      while (waitingLinks.length > 0 && performance.now() - began < TURN_MS);
      if (waitingLinks.length > 0) linkTurn.port2.postMessage(0);
    };
  }
  linkTurn.port2.postMessage(0);
}
`;

/** The helper's code with its links appended in turns, or null where it has no `APPEND`. */
export function linksInTurns(code: string): string | null {
  if (!code.includes(APPEND)) return null;
  return `${code.replace(APPEND, "appendInTurn(link);")}\n${IN_TURNS}`;
}

/**
 * A lazy part's files (its chunks' `modulepreload` links and its stylesheets) put into the page in
 * tasks of about 5 ms, not all in the task that asked for the part (issue 71, decision 0525). At 8x
 * CPU with DevTools attached (the bench, Lighthouse), each link took 5-15 ms of the main thread; the
 * quiz's idle preload of its end screens (13 files) was one task of 278 ms (thread 185), the page's
 * preload after its first paint on the mock paper 191 ms (89 of them appending links). The
 * `import()` itself is not held back: it waits, as before, only for the part's stylesheets to load.
 * The build stops if the helper no longer has the line it changes.
 */
export function linksInTurnsPlugin(): Plugin {
  let changed = false;
  return {
    name: "tayari-links-in-turns",
    apply: "build",
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== PRELOAD_HELPER || this.environment.config.build.ssr) return null;
        const out = linksInTurns(code);
        if (out === null)
          this.error(`${id} no longer has "${APPEND}": look at decision 0525 again`);
        changed = true;
        return { code: out, map: null };
      },
    },
    buildEnd(error) {
      if (!error && !this.environment.config.build.ssr && !changed)
        this.error("the preload helper was not seen: its links would go in the caller's task");
    },
  };
}
