import { Link } from "react-router";
import { useMessages } from "../app/messages";

export default function NotFoundPage() {
  const { t } = useMessages();
  return (
    <section className="page not-found">
      <h1>{t("notFound")}</h1>
      <p>{t("nothingHere")}</p>
      <Link className="button primary" to="/">
        {t("goHome")}
      </Link>
    </section>
  );
}
