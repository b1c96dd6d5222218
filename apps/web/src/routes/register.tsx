import { OfflineNotice } from "../components/ui/offline-notice";
import { RegisterForm } from "../features/auth/components/register-form";

export default function RegisterPage() {
  return (
    <section className="page narrow">
      <OfflineNotice needs="Creating an account" />
      <RegisterForm />
    </section>
  );
}
