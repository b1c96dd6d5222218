import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { preloadPage } from "./preload-on-intent";

/** A lazy part of a page whose code loads when `finish` is called (or fails, given an error). */
function lazyPart(name: string, asked: string[]) {
  let finish: (error?: Error) => void = () => {};
  const loaded = new Promise<string>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve(name));
  });
  const part = Object.assign(() => null, {
    preload: () => {
      asked.push(name);
      return loaded;
    },
  });
  return { part, finish: (error?: Error) => finish(error) };
}

describe("preloadPage", () => {
  it("asks for the page, the layout around it and its gate at once, not one after another", async () => {
    const asked: string[] = [];
    const scope = lazyPart("query layout", asked);
    const gate = lazyPart("gate", asked);
    const progress = lazyPart("progress page", asked);
    const other = lazyPart("another page", asked);
    const routes: RouteObject[] = [
      {
        Component: scope.part,
        children: [
          {
            handle: { preload: gate.part.preload },
            children: [{ path: "progress", Component: progress.part }],
          },
          { path: "other", Component: other.part },
        ],
      },
    ];
    const done = preloadPage(() => routes, "/progress");
    // The route matched in this task, the parts asked for in the next (decision 0529).
    expect(asked).toEqual([]);
    // All three asked before any has come: one wave.
    await vi.waitFor(() => expect(asked.sort()).toEqual(["gate", "progress page", "query layout"]));
    gate.finish();
    progress.finish();
    scope.finish(new Error("offline"));
    const results = await done;
    expect(results.map((result) => result.status).sort()).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
  });

  it("asks for nothing at an address no route matches", async () => {
    const asked: string[] = [];
    const page = lazyPart("page", asked);
    const results = await preloadPage(() => [{ path: "progress", Component: page.part }], "/x");
    expect(asked).toEqual([]);
    expect(results).toEqual([]);
  });
});
