import { OfflineNotice } from "../components/ui/offline-notice";
import { LoginForm } from "../features/auth/components/login-form";
import { useMessages } from "../features/auth/messages";

export default function LoginPage() {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <OfflineNotice needs={t("offlineLogIn")} />
      <LoginForm />
    </section>
  );
}
