import { createContext, useContext } from "react";
import type { RouteObject } from "react-router";
import type { FrameKey } from "./messages";

/**
 * The route table, given by the router (`router.tsx`) to the not-found page, which is its own
 * chunk: the walk that finds the nearest page (`nearest-page-walk.ts`) comes with that chunk, so
 * no first load carries it.
 */
export const RoutesContext = createContext<readonly RouteObject[]>([]);

export const useRoutesTable = () => useContext(RoutesContext);

/** A page that is there: its address and its title (a key of the frame's messages). */
export interface NearestPage {
  to: string;
  title: FrameKey;
}
