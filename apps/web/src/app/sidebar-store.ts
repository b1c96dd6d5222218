import { useSyncExternalStore } from "react";

// Shown by default, as the specification says.
let open = true;
const listeners = new Set<() => void>();

export const sidebarStore = {
  get: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: boolean) {
    open = next;
    listeners.forEach((l) => l());
  },
  toggle() {
    sidebarStore.set(!open);
  },
};

export function useSidebarOpen(): boolean {
  return useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, sidebarStore.get);
}
