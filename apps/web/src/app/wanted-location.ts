// The router moves to a new address at once, but React keeps the page on screen until the next
// one's code has come (the router renders in a transition). Where the two differ, the frame shows
// that the tapped page is on its way (layout.tsx), so a slow download never looks like a dead tap.
let wanted: string | null = null;
const listeners = new Set<() => void>();

export const wantedLocation = {
  /** The key of the location the router is at (main.tsx keeps it). */
  set(key: string) {
    if (key === wanted) return;
    wanted = key;
    listeners.forEach((listener) => listener());
  },
  get: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
