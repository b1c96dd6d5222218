import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { notify } from "../../../lib/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { Field } from "./field";
import { Spinner } from "../../../components/ui/spinner";

export function LoginForm() {
  const navigate = useNavigate();
  const { loading, errors } = useAuthForm();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await authStore.login({ email, password });
    if (response) {
      notify.success("Login Successfully.");
      navigate("/");
    } else {
      notify.error(authStore.getState().error);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>Log in</h1>
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email?.[0]}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password?.[0]}
      />
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label="Logging in" /> : "Log in"}
      </button>
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New here? <Link to="/register">Create an account</Link>
        </span>
      </p>
    </form>
  );
}
