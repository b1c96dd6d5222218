import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sidebarStore } from "./sidebar-store";

// Decision 131: a tap on the menu before the app started is kept on <html> by boot.js.
describe("the sidebar's store", () => {
  // Another file's test may have chosen (files share the worker's modules and document).
  beforeEach(() => sidebarStore.reset());
  afterEach(() => sidebarStore.reset());

  it("adopts the menu tapped before the app started, until the student chooses again", () => {
    document.documentElement.setAttribute("data-menu", "closed");
    expect(sidebarStore.get()).toBe(false); // jsdom counts as a wide screen: open by default
    document.documentElement.setAttribute("data-menu", "open");
    expect(sidebarStore.get()).toBe(true);
    sidebarStore.toggle();
    expect(sidebarStore.get()).toBe(false);
  });

  it("goes back to the screen's default on reset, the early tap forgotten", () => {
    document.documentElement.setAttribute("data-menu", "closed");
    sidebarStore.reset();
    expect(document.documentElement.hasAttribute("data-menu")).toBe(false);
    expect(sidebarStore.get()).toBe(true);
  });
});
