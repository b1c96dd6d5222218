import { matchRoutes } from "react-router";
import { authStore } from "../features/auth/hooks/auth-store";
import { askEarly } from "../lib/api-client";
import { routesFor } from "./router";

/**
 * A signed-in student's page's answers (its route's `handle.answers`), asked as the app starts,
 * beside the page's code (`askEarly`, decision 293). Through the API's client, which is therefore
 * part of the entry: one request fewer on the way to every page that calls the API.
 */
export function askAnswersEarly(pathname: string) {
  const token = authStore.getState().user?.token;
  if (!token) return;
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as { answers?: readonly string[] } | undefined;
  if (handle?.answers) askEarly(handle.answers, token);
}
