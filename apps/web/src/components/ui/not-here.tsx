import { Link } from "react-router";
import { useMessages } from "./not-here-messages";
import "./not-here.css";

/** A page that is there, offered as a way back ("Back to School (Grade X)"). */
export interface WayBack {
  to: string;
  label: string;
  /** A label that is content (a level's name from the catalog) is marked with its language. */
  lang?: string;
}

interface NotHereProps {
  /** What is missing, as a heading ("We could not find this unit"); "We could not find this page" when left out. */
  title?: string;
  /** What happened and why, in a student's words; the generic sentence when left out. */
  text?: string;
  /** The nearest page that is there ("Back to my progress"), the main button. */
  back?: WayBack | undefined;
  /** Other pages that are there (every level, when the level itself is not). */
  ways?: readonly WayBack[];
}

/**
 * A page whose subject is not there: a mistyped or cut link, a unit taken down, another account's
 * attempt. Says so in a student's words, never with the address's own slugs or the server's
 * message, and offers the nearest page that is there, then the home page (issue 48, decision 220).
 */
export function NotHere({ title, text, back, ways = [] }: NotHereProps) {
  const { t } = useMessages();
  const all = back ? [back, ...ways] : ways;
  return (
    <section className="page not-found" aria-labelledby="not-here">
      <h1 id="not-here">{title ?? t("notHereTitle")}</h1>
      <p role="alert">{text ?? t("notHereWhy")}</p>
      <p className="ways-back">
        {all.map((way, i) => (
          <Link
            key={way.to}
            className={i === 0 ? "button primary" : "button"}
            to={way.to}
            lang={way.lang}
          >
            {way.label}
          </Link>
        ))}
        <Link className={all.length ? "button" : "button primary"} to="/">
          {t("goHome")}
        </Link>
      </p>
    </section>
  );
}
