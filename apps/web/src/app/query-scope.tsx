import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "../lib/query-client";

/**
 * The pages that read the catalog API (levels, subjects, units, entrance subjects) sit inside this
 * layout route, so TanStack Query is fetched with the first of them and is not part of the first
 * load of the other pages. One client for the whole visit: its cache survives moving between them.
 */
export default function QueryScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
