import type { ComponentType } from "react";
import { OfflineNotice } from "../../../components/ui/offline-notice";
import { useMessages } from "../messages";

type OfflineKey = "offlineLogIn" | "offlineRegister" | "offlineForgot" | "offlineReset";

/** An account screen's page: its form, under the notice of what it cannot do offline. */
export function authPage(Form: ComponentType, offline: OfflineKey) {
  return function AuthPage() {
    const { t } = useMessages();
    return (
      <section className="page narrow">
        <OfflineNotice needs={t(offline)} />
        <Form />
      </section>
    );
  };
}
