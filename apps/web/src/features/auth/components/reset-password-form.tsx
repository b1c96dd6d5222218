import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../../lib/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { resetPassword } from "../api/auth-api";
import { Spinner } from "../../../components/ui/spinner";
import { Field } from "./field";

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { loading, errors } = useAuthForm();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");

  if (!token) {
    return (
      <div className="auth-form">
        <h1>Choose a new password</h1>
        <p>This page needs the link from the password reset mail.</p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await authStore.run(() =>
      resetPassword({ token, password, password_confirmation: confirmation }),
    );
    if (response) {
      notify.success(response.message);
      navigate("/login");
    } else {
      notify.error(authStore.getState().error);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>Choose a new password</h1>
      <Field
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password?.[0]}
      />
      <Field
        label="Confirm new password"
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        minLength={8}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.password_confirmation?.[0]}
      />
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label="Saving" /> : "Reset password"}
      </button>
    </form>
  );
}
