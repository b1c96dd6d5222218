import { OfflineNotice } from "../components/ui/offline-notice";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <section className="page narrow">
      <OfflineNotice needs="Choosing a new password" />
      <ResetPasswordForm />
    </section>
  );
}
