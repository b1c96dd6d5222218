import { use } from "react";
import { useLocation } from "react-router";
import { useMessages } from "../messages";
import { RoutesContext } from "../routes-context";
import { nearestPage } from "../nearest-page-walk";
import { NotHere } from "../../components/ui/not-here";
import { useMessages as useWays } from "../../components/ui/not-here-messages";

/**
 * An address that is no page: said plainly, with the nearest page above it that is there
 * (`/csit/entrance/xyz` leads back to `/csit`), then the home page (decision 220).
 */
export default function NotFoundPage() {
  const { t } = useMessages();
  const ways = useWays();
  const nearest = nearestPage(use(RoutesContext), useLocation().pathname);
  return (
    <NotHere
      title={t("notFound")}
      text={t("nothingHere")}
      back={
        nearest
          ? { to: nearest.to, label: ways.t("backTo", { page: t(nearest.title) }) }
          : undefined
      }
    />
  );
}
