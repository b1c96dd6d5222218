import { Link, useLocation } from "react-router";
import { SignInFirst } from "../../components/ui/sign-in-first";
import { useMessages } from "../../features/progress/messages";

/**
 * What a guest sees on the progress pages (their route's gate, `app/router.tsx`): the sign-in page
 * in the progress pages' words; on /progress itself also the way to "Practise next", which a
 * guest's browser works out from the tests it keeps (decision 229).
 */
export default function ProgressGuest() {
  const { t } = useMessages();
  const { pathname } = useLocation();
  return (
    <SignInFirst title={t("myProgress")} why={t("signInFirst")}>
      {pathname.replace(/\/$/, "") === "/progress" ? (
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
    </SignInFirst>
  );
}
