import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { isConnectionFailure } from "./connection";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        // Asked once whatever the browser thinks of the network: the service worker may answer
        // from its cache (TanStack's default waits, spinning, until the browser says "online").
        networkMode: "offlineFirst",
        // A 4xx will not change on retry; a dropped connection might, but not while the device
        // knows it is offline: the page says at once that it needs the connection, and its
        // waiting screen asks again when the connection is back (decision 132).
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !(isConnectionFailure(error) && !navigator.onLine) &&
          count < 2,
      },
    },
  });
}

/** The client of the browser's visit (see `app/query-scope.tsx`). */
export const queryClient = createQueryClient();
