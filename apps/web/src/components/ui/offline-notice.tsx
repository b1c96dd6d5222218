import { useOnline } from "../../lib/use-online";
import { useMessages } from "./messages";

/**
 * Said on a page that needs the server, while the device is offline: instead of a failure later.
 * `needs` names what the page does, in the interface language ("Logging in", "लग इन गर्न").
 */
export function OfflineNotice({ needs }: { needs: string }) {
  const { t } = useMessages();
  if (useOnline()) return null;
  return (
    <p className="offline-notice" role="status">
      {t("offline", { needs })}
    </p>
  );
}
