import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useMessages } from "./messages";

/** The router's error screen: shown when a page crashes. */
export function ErrorScreen() {
  const { t } = useMessages();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="error-screen">
      <h1>{t("crash")}</h1>
      <p>{detail}</p>
      <p>
        <a href={typeof window === "undefined" ? "/" : window.location.href}>{t("reload")}</a>
        {t("or")}
        <Link to="/">{t("home")}</Link>
        {t("end")}
      </p>
    </main>
  );
}
