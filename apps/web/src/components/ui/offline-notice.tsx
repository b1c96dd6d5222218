import { useOnline } from "../../lib/use-online";

/** Said on a page that needs the server, while the device is offline: instead of a failure later. */
export function OfflineNotice({ needs }: { needs: string }) {
  if (useOnline()) return null;
  return (
    <p className="offline-notice" role="status">
      You are offline. {needs} needs the internet; practice tests you have opened before still work.
    </p>
  );
}
