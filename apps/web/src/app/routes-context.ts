import { createContext } from "react";
import type { RouteObject } from "react-router";

/**
 * The app's routes, given by the router's `AppRoutes`: the not-found page looks for the nearest page
 * in them without importing the router, which loads it.
 */
export const RoutesContext = createContext<readonly RouteObject[]>([]);
