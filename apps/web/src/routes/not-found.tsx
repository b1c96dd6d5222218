import { Link, useLocation } from "react-router";
import { useMessages } from "../app/messages";
import { useRoutesTable } from "../app/nearest-page";
import { nearestPage } from "../app/nearest-page-walk";
import { useMessages as useWays } from "../components/ui/not-here-messages";

/**
 * An address that is no page: said plainly, with the nearest page above it that is there
 * (`/csit/entrance/xyz` leads back to `/csit`), then the home page (decision 220).
 */
export default function NotFoundPage() {
  const { t } = useMessages();
  const ways = useWays();
  const nearest = nearestPage(useRoutesTable(), useLocation().pathname);
  return (
    <section className="page not-found">
      <h1>{t("notFound")}</h1>
      <p>{t("nothingHere")}</p>
      <p className="ways-back">
        {nearest ? (
          <Link className="button primary" to={nearest.to}>
            {ways.t("backTo", { page: t(nearest.title) })}
          </Link>
        ) : null}
        <Link className={nearest ? "button" : "button primary"} to="/">
          {t("goHome")}
        </Link>
      </p>
    </section>
  );
}
