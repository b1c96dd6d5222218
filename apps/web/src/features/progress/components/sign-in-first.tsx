import { Link } from "react-router";
import { useMessages } from "../messages";

/** What a guest sees on the progress pages. */
export function SignInFirst() {
  const { t } = useMessages();
  return (
    <section className="page" aria-labelledby="progress-title">
      <h1 id="progress-title">{t("myProgress")}</h1>
      <p>{t("signInFirst")}</p>
      <p>
        <Link className="button primary" to="/login">
          {t("login")}
        </Link>{" "}
        <Link to="/register">{t("createAccount")}</Link>
      </p>
    </section>
  );
}
