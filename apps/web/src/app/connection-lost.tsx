import { useEffect, useRef, useState, type ComponentType } from "react";
import { waiting, type WaitingProps } from "../lib/connection";
import { useMessages } from "./messages";

type PageModule = { default: ComponentType };

/** Waits between tries while the connection stays patchy (no `online` event ever comes). */
const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

/**
 * Stands in for what could not be downloaded (a page's code, a question bank, a page's data, on a
 * page never opened on this device): it says so in plain words, says what still works offline,
 * and tries again (`retry`, which rejects while it fails) when asked, when the browser reports the
 * connection back, and every little while, since patchy data may never report it lost. The caller
 * shows what it was waiting for once `retry` succeeds.
 */
export function ConnectionLost({ retry, level = 1 }: WaitingProps) {
  const { t } = useMessages();
  const [trying, setTrying] = useState(false);
  const [tries, setTries] = useState(0);
  const attempt = useRef(() => {});
  attempt.current = () => {
    setTrying(true);
    retry()
      .catch(() => setTries((n) => n + 1))
      .finally(() => setTrying(false));
  };
  useEffect(() => {
    const again = () => attempt.current();
    const timer = setTimeout(again, RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]);
    window.addEventListener("online", again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", again);
    };
  }, [tries]);
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="page connection-lost" aria-live="polite">
      <Heading>{t("waiting")}</Heading>
      <p>{t("notLoaded")}</p>
      <p>
        {t("worksOffline")} <a href="/">{t("goHome")}</a>
      </p>
      <button type="button" className="button" disabled={trying} onClick={() => attempt.current()}>
        {t(trying ? "trying" : "tryNow")}
      </button>
    </section>
  );
}

waiting.Screen = ConnectionLost;

/** A page whose code could not be downloaded: the waiting screen, then the page once it loads. */
export function pageThatRetries(load: () => Promise<PageModule>): ComponentType {
  return function RetryingPage() {
    const [Page, setPage] = useState<ComponentType | null>(null);
    if (Page) return <Page />;
    return <ConnectionLost retry={() => load().then((module) => setPage(() => module.default))} />;
  };
}
