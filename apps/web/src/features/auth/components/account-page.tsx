import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Spinner } from "../../../components/ui/spinner";
import { Field } from "./field";
import { authStore, useAuth } from "../hooks/auth-store";
import { changePassword, logoutEverywhere } from "../api/account-api";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };
type Form = typeof EMPTY;

/** Change the password (other sessions end) and log out on every device. */
export function AccountPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [busy, setBusy] = useState(false);

  if (!user?.token) {
    return (
      <div className="auth-form">
        <h1>Your account</h1>
        <p>
          <Link to="/login">Log in</Link> to change your password or log out on every device.
        </p>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.password_confirmation) {
      setErrors({ password_confirmation: "The password confirmation does not match." });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      notify.success((await changePassword(form)).message);
      setForm(EMPTY);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      if (!Object.keys(fields).length) notify.error((error as Error).message);
      if (error instanceof ApiError && error.status === 401) authStore.forget();
    } finally {
      setBusy(false);
    }
  }

  async function onLogoutEverywhere() {
    try {
      notify.success((await logoutEverywhere()).message);
    } catch (error) {
      notify.error((error as Error).message);
    }
    authStore.forget();
    navigate("/login");
  }

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={errors[name]}
    />
  );

  return (
    <>
      <form className="auth-form" onSubmit={onSubmit}>
        <h1>Change your password</h1>
        <p>Signed in as {user.user.email}. Every other device will be logged out.</p>
        {field("current_password", "Current password", "current-password")}
        {field("password", "New password", "new-password")}
        {field("password_confirmation", "Confirm new password", "new-password")}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? <Spinner size={18} color="#ffffff" label="Saving" /> : "Change password"}
        </button>
      </form>
      <div className="auth-form">
        <h2>Log out everywhere</h2>
        <p>Ends every session of your account, on this device and every other.</p>
        <button className="button" type="button" onClick={onLogoutEverywhere}>
          Log out everywhere
        </button>
      </div>
    </>
  );
}
