import { LoginForm } from "../features/auth/components/login-form";

export default function LoginPage() {
  return (
    <section className="page narrow">
      <LoginForm />
    </section>
  );
}
