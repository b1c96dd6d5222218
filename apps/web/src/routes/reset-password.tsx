import { OfflineNotice } from "../components/ui/offline-notice";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { useMessages } from "../features/auth/messages";

export default function ResetPasswordPage() {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <OfflineNotice needs={t("offlineReset")} />
      <ResetPasswordForm />
    </section>
  );
}
