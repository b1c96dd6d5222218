import { OfflineNotice } from "../components/ui/offline-notice";
import { LoginForm } from "../features/auth/components/login-form";

export default function LoginPage() {
  return (
    <section className="page narrow">
      <OfflineNotice needs="Logging in" />
      <LoginForm />
    </section>
  );
}
