import { Link } from "react-router";
import { useMessages } from "./messages";

/** A page that needs an account, seen by a guest: its title, and where to log in. */
export function SignInFirst({ title }: { title: string }) {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p>
        {t("signInBefore")}
        <Link to="/login">{t("signInLink")}</Link>
        {t("signInAfter")}
      </p>
    </section>
  );
}
