import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { isChunkFailure } from "../lib/connection";
import { ConnectionLost } from "./connection-lost";
import { useMessages } from "./messages";

/**
 * The error screen: shown instead of the whole page (frame included) when a page crashes. Code that
 * could not be downloaded (a part of a page fetched late, offline) is no crash: the waiting screen
 * says so and reloads once the address answers again.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useMessages();
  if (isChunkFailure(error))
    return (
      <main className="content">
        <ConnectionLost
          retry={() =>
            fetch(window.location.href, { method: "HEAD", cache: "no-store" }).then(() =>
              window.location.reload(),
            )
          }
        />
      </main>
    );
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="error-screen">
      <h1>{t("crash")}</h1>
      <p>{detail}</p>
      <p>
        <a href={typeof window === "undefined" ? "/" : window.location.href}>{t("reload")}</a>
        {t("or")}
        <Link to="/">{t("home")}</Link>
        {t("end")}
      </p>
    </main>
  );
}

class Boundary extends Component<
  { location: string; children: ReactNode },
  { error: unknown; location: string; failed: boolean }
> {
  override state = { error: null as unknown, location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  // Another address is another page: the crash screen gives way to it.
  static getDerivedStateFromProps(
    props: { location: string },
    state: { location: string; failed: boolean },
  ) {
    return props.location === state.location
      ? null
      : { error: null, failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Around the routes: a page that crashes shows the error screen until the student goes elsewhere. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location.key + location.pathname}>{children}</Boundary>;
}
