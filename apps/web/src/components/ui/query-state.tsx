import type { ReactNode } from "react";
import { PageSpinner } from "./spinner";
import { NotHere } from "./not-here";
import { useMessages } from "./messages";
import { ApiError, isNotHere } from "../../lib/api-error";
import { waiting } from "../../lib/connection";
import { codeText, isTranslated } from "../../lib/codes";

interface QueryStateProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: T | undefined;
    refetch: (options: { throwOnError: true }) => Promise<unknown>;
  };
  children: (data: T) => ReactNode;
  /**
   * What the page says when its subject is not there (the server answers 400, 404 or 422): its own
   * `NotHere` with the nearest page that is there. Else the generic one, with the home page.
   */
  notHere?: ReactNode;
}

/**
 * The spinner while loading, the server's message on failure (in the reader's language), else the
 * content. No answer at all (offline, on a page never opened here) is the waiting screen, which
 * asks again. Nothing at the address is said in a student's words, never with the server's
 * message, which names the address's slugs (decision 220).
 */
export function QueryState<T>({ query, children, notHere }: QueryStateProps<T>) {
  const { t } = useMessages();
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 0)
      return <waiting.Screen retry={() => query.refetch({ throwOnError: true })} />;
    // Nothing at this address (404), or an address the server cannot read (400, 422: a cut link).
    if (isNotHere(error)) return notHere ?? <NotHere />;
    if (error instanceof ApiError)
      return (
        <p className="load-error" role="alert" lang={isTranslated(error) ? undefined : "en"}>
          {codeText(error)}
        </p>
      );
    // Not the API's answer (a page's own code failed): never its developer's words.
    return (
      <p className="load-error" role="alert">
        {t("failed")}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
