import { VerifyEmail } from "../../features/auth/components/verify-email";

export default function VerifyEmailPage() {
  return (
    <section className="page narrow">
      <VerifyEmail />
    </section>
  );
}
