import { createContext, useContext } from "react";
import type { FrameKey } from "./messages";

/** A page that is there: its address and its title (a key of the frame's messages). */
export interface NearestPage {
  to: string;
  title: FrameKey;
}

/**
 * The nearest page above an address that leads nowhere (`/csit/entrance/xyz` → `/csit`), or null:
 * given by the router (`router.tsx`), which knows every page's address; read by the not-found page,
 * which is its own chunk.
 */
export const NearestPageContext = createContext<(pathname: string) => NearestPage | null>(
  () => null,
);

export const useNearestPage = (pathname: string) => useContext(NearestPageContext)(pathname);
