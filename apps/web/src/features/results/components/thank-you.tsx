import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { BackgroundVideo } from "./background-video";
import "./end-screens.css";
import { useMessages } from "../messages";

export const THANK_YOU_REDIRECT_MS = 7000;

export function ThankYou() {
  const { t } = useMessages();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="full-screen thank-you">
      <BackgroundVideo name="thankyou" />
      <div className="full-screen-text">
        <h1>{t("thankYou")}</h1>
        <p>{t("examComplete")}</p>
        <Link to="/" replace>
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}
