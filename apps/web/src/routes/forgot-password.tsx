import { OfflineNotice } from "../components/ui/offline-notice";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { useMessages } from "../features/auth/messages";

export default function ForgotPasswordPage() {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <OfflineNotice needs={t("offlineForgot")} />
      <ForgotPasswordForm />
    </section>
  );
}
