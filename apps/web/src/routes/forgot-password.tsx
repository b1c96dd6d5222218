import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <section className="page narrow">
      <ForgotPasswordForm />
    </section>
  );
}
