import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { notify } from "../../../lib/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { t as tr, useMessages } from "../messages";
import { codeText } from "../../../lib/codes";
import type { JustRegistered } from "./login-form";

export function RegisterForm() {
  const { t } = useMessages();
  const navigate = useNavigate();
  // Sent here by a page that needs an account: the login that follows goes back to it.
  const { back } = (useLocation().state ?? {}) as JustRegistered;
  const { loading, errors } = useAuthForm();
  const [form, setForm] = useState({
    name: "",
    email: "",
    password: "",
    password_confirmation: "",
  });
  const update = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await authStore.register(form);
    if (response) {
      // One toast, the specification's; what the server says about the mail it sent (the same
      // whether the address was new) is said on the login page, above its form, with the address
      // filled in.
      notify.successAlone(tr("registerSuccess"));
      const registered: JustRegistered = { email: form.email, registered: response, back };
      navigate("/login", { state: registered });
    } else {
      const { error } = authStore.getState();
      if (error) notify.error(codeText(error));
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("createAccount")}</h1>
      <FormField label={t("name")} errors={errors.name?.[0]}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={form.name}
            onChange={update("name")}
          />
        )}
      </FormField>
      <FormField label={t("email")} errors={errors.email?.[0]}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={update("email")}
          />
        )}
      </FormField>
      <FormField label={t("password")} errors={errors.password?.[0]}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={form.password}
            onChange={update("password")}
          />
        )}
      </FormField>
      <FormField label={t("confirmPassword")} errors={errors.password_confirmation?.[0]}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            required
            minLength={8}
            value={form.password_confirmation}
            onChange={update("password_confirmation")}
          />
        )}
      </FormField>
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label={t("registering")} /> : t("register")}
      </button>
      <p className="auth-links">
        <span>
          {t("alreadyRegistered")} <Link to="/login">{t("logIn")}</Link>
        </span>
      </p>
    </form>
  );
}
