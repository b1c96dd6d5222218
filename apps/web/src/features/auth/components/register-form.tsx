import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { notify } from "../../../components/ui/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { FormField } from "../../../components/ui/form-field";
import { answered, EMAIL, NEW_PASSWORD } from "./form-parts";
import { Spinner } from "../../../components/ui/spinner";
import { t as tr, useMessages } from "../messages";
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
    const response = await answered(authStore.register(form));
    if (response) {
      // One toast, the specification's; what the server says about the mail it sent (the same
      // whether the address was new) is said on the login page, above its form, with the address
      // filled in.
      notify.successAlone(tr("registerSuccess"));
      const registered: JustRegistered = { email: form.email, registered: response, back };
      navigate("/login", { state: registered });
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("createAccount")}</h1>
      {(
        [
          ["name", t("name"), { autoComplete: "name", required: true, maxLength: 100 }],
          ["email", t("email"), EMAIL],
          ["password", t("password"), NEW_PASSWORD],
          ["password_confirmation", t("confirmPassword"), NEW_PASSWORD],
        ] as const
      ).map(([name, label, input]) => (
        <FormField
          key={name}
          label={label}
          errors={errors[name]?.[0]}
          input={{ ...input, name, value: form[name], onChange: update(name) }}
        />
      ))}
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
