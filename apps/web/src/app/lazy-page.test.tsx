import { Component, Suspense, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page";

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

const show = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <MemoryRouter>
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    </MemoryRouter>,
  );

const reload = vi.fn();
beforeEach(() => {
  reload.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { ...window.location, reload },
  });
});
afterEach(() => vi.restoreAllMocks());

const missingChunk = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("lazyPage", () => {
  it("shows the page once its chunk has loaded", async () => {
    show(lazyPage(async () => ({ default: () => <h1>Result</h1> })));
    expect(await screen.findByRole("heading", { name: "Result" })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once on a failed chunk, keeping the spinner up", async () => {
    show(lazyPage(missingChunk));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText("Loading")).toBeInTheDocument();
  });

  it("after that reload fails again, waits for the connection instead of reloading twice", async () => {
    show(lazyPage(missingChunk));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page came back after the reload (same tab, so the same sessionStorage).
    show(lazyPage(missingChunk));
    expect(
      await screen.findByRole("heading", { name: "Waiting for the connection" }),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    // ... and a later failure (another deployment) may reload once again.
    show(lazyPage(missingChunk));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it("preload() fetches the chunk once and tries again after a failure", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue({ default: () => null });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow("offline");
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
