import { RegisterForm } from "../features/auth/components/register-form";

export default function RegisterPage() {
  return (
    <section className="page narrow">
      <RegisterForm />
    </section>
  );
}
