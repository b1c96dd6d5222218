import { OfflineNotice } from "../components/ui/offline-notice";
import { RegisterForm } from "../features/auth/components/register-form";
import { useMessages } from "../features/auth/messages";

export default function RegisterPage() {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <OfflineNotice needs={t("offlineRegister")} />
      <RegisterForm />
    </section>
  );
}
