import { useEffect, useRef, useState, type ComponentType } from "react";
import { useMessages } from "./messages";

type PageModule = { default: ComponentType };

/** Waits between tries while the connection stays patchy (no `online` event ever comes). */
const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

/**
 * Stands in, inside the frame, for a page whose code could not be downloaded: it says so in plain
 * words and tries again by itself when the browser reports the connection back (and every little
 * while, since patchy data may never report it lost), then shows the page.
 */
export function pageThatRetries(load: () => Promise<PageModule>): ComponentType {
  return function RetryingPage() {
    const { t } = useMessages();
    const [Page, setPage] = useState<ComponentType | null>(null);
    const [trying, setTrying] = useState(false);
    const [tries, setTries] = useState(0);
    const tryNow = useRef<() => void>(() => {});
    useEffect(() => {
      if (Page) return;
      let cancelled = false;
      const attempt = () => {
        setTrying(true);
        load()
          .then((module) => !cancelled && setPage(() => module.default))
          .catch(() => !cancelled && setTries((n) => n + 1))
          .finally(() => !cancelled && setTrying(false));
      };
      tryNow.current = attempt;
      const timer = setTimeout(
        attempt,
        RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)],
      );
      window.addEventListener("online", attempt);
      return () => {
        cancelled = true;
        clearTimeout(timer);
        window.removeEventListener("online", attempt);
      };
    }, [Page, tries]);
    if (Page) return <Page />;
    return (
      <section className="page connection-lost" aria-live="polite">
        <h1>{t("waiting")}</h1>
        <p>{t("notLoaded")}</p>
        <button type="button" className="button" disabled={trying} onClick={() => tryNow.current()}>
          {t(trying ? "trying" : "tryNow")}
        </button>
      </section>
    );
  };
}
