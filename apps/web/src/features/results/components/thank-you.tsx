import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { BackgroundVideo } from "./background-video";

export const THANK_YOU_REDIRECT_MS = 7000;

export function ThankYou() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="full-screen thank-you">
      <BackgroundVideo name="thankyou" />
      <div className="full-screen-text">
        <h1>Thank you!</h1>
        <p>Your exam is complete. You will be taken to the home page in a few seconds.</p>
        <Link to="/" replace>
          Go home now
        </Link>
      </div>
    </section>
  );
}
