import { OfflineNotice } from "../components/ui/offline-notice";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <section className="page narrow">
      <OfflineNotice needs="Getting a reset link" />
      <ForgotPasswordForm />
    </section>
  );
}
