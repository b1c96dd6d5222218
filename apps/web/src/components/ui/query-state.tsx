import type { ReactNode } from "react";
import { PageSpinner } from "./spinner";
import { useMessages } from "./messages";

interface QueryStateProps<T> {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}

/** The spinner while loading, the server's message on failure, else the content. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useMessages();
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined) {
    return (
      <p className="load-error" role="alert">
        {query.error?.message ?? t("wrong")}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
