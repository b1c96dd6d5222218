import { Link } from "react-router";
import { useMessages } from "./messages";

interface NotHereProps {
  /** What is missing, as a heading ("We could not find this unit"); "Not found" when left out. */
  title?: string;
  /** What happened and why, in a student's words. */
  text: string;
  /** The nearest page that is there ("Back to my progress"); the home page is always offered. */
  back?: { to: string; label: string };
}

/**
 * A page whose subject is not there: a mistyped or cut link, a unit taken down, another account's
 * attempt. Says so in a student's words and offers the way back (issue 48, decision 133).
 */
export function NotHere({ title, text, back }: NotHereProps) {
  const { t } = useMessages();
  return (
    <section className="page not-found" aria-labelledby="not-here">
      <h1 id="not-here">{title ?? t("notHere")}</h1>
      <p role="alert">{text}</p>
      <p className="ways-back">
        {back ? (
          <Link className="button primary" to={back.to}>
            {back.label}
          </Link>
        ) : null}
        <Link className={back ? "button" : "button primary"} to="/">
          {t("goHome")}
        </Link>
      </p>
    </section>
  );
}
