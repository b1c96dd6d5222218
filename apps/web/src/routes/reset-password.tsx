import { ResetPasswordForm } from "../features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <section className="page narrow">
      <ResetPasswordForm />
    </section>
  );
}
