import { matchRoutes } from "react-router";
import { authStore } from "../features/auth/hooks/auth-store";
import { readQueue } from "../features/progress/kept-attempts";
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
  // Not while attempts wait in this browser to be sent: the page sends them first, so that its
  // figures count them. (The kept attempts' storage is therefore in the entry, and a page that
  // sends them, /progress, needs no quiz's code for it: decision 0516.)
  if (handle?.answers && readQueue().length === 0) askEarly(handle.answers, token);
}
