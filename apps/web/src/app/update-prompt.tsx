import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { updateStore } from "./service-worker";
import { useMessages } from "./messages";
import "./update-prompt.css";

// The screens of a running test: the new version waits until the student has left them.
const TEST_PATHS = [
  /^\/csit\/entrance-questions$/,
  /^\/csit-entrance\/[^/]+$/,
  /^\/entrance-preparation\/[^/]+\/[^/]+$/,
  /^\/exam-questions$/,
  /^\/exam\/(science|management)\/start$/,
  /^\/mcq\/subject\/(?:[^/]+\/){4}[^/]+$/,
  /^\/exams\//,
];

export const isTestPath = (pathname: string) =>
  TEST_PATHS.some((test) => test.test(pathname.replace(/(.)\/$/, "$1")));

/** "A new version is ready" with a Reload button, outside a running test (lazy in layout.tsx). */
export default function UpdatePrompt() {
  const { t } = useMessages();
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.updateReady, () => false);
  const { pathname } = useLocation();
  if (!ready || isTestPath(pathname)) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t("update")}</span>
      <button type="button" className="button primary" onClick={updateStore.reload}>
        {t("reloadBtn")}
      </button>
    </div>
  );
}
