import { Link, useLocation } from "react-router";
import { useMessages } from "../app/messages";
import { useNearestPage } from "../app/nearest-page";

/**
 * An address that is no page: said plainly, with the nearest page above it that is there
 * (`/csit/entrance/xyz` leads back to `/csit`), then the home page (decision 220).
 */
export default function NotFoundPage() {
  const { t } = useMessages();
  const nearest = useNearestPage(useLocation().pathname);
  return (
    <section className="page not-found">
      <h1>{t("notFound")}</h1>
      <p>{t("nothingHere")}</p>
      <p className="ways-back">
        {nearest ? (
          <Link className="button primary" to={nearest.to}>
            {t("backTo", { page: t(nearest.title) })}
          </Link>
        ) : null}
        <Link className={nearest ? "button" : "button primary"} to="/">
          {t("goHome")}
        </Link>
      </p>
    </section>
  );
}
