import { Link, isRouteErrorResponse, useRouteError } from "react-router";

/** The router's error screen: shown when a page crashes. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <p>
        <a href={typeof window === "undefined" ? "/" : window.location.href}>Reload the page</a> or{" "}
        <Link to="/">go to the home page</Link>.
      </p>
    </main>
  );
}
