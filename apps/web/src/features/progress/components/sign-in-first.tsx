import { Link } from "react-router";
import { useMessages } from "../messages";

/**
 * What a guest sees on the progress pages; on /progress itself (`nextStep`) also the way to
 * "Practise next", which a guest's browser works out from the tests it keeps (decision 229).
 */
export function SignInFirst({ nextStep = false }: { nextStep?: boolean }) {
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
      {nextStep ? (
        <section aria-labelledby="guest-next-step-title">
          <h2 id="guest-next-step-title">{t("guestNextStepTitle")}</h2>
          <p>{t("guestNextStepText")}</p>
          <p>
            <Link className="button" to="/progress/next-step">
              {t("practiseNext")}
            </Link>
          </p>
        </section>
      ) : null}
    </section>
  );
}
