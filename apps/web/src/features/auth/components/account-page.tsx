import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { notify } from "../../../components/ui/notify";
import { Spinner } from "../../../components/ui/spinner";
import { FormField } from "../../../components/ui/form-field";
import { asCoded, authStore, useAuth } from "../hooks/auth-store";
import { changePassword, logoutEverywhere } from "../api/account-api";
import { useMessages } from "../messages";
import { ReadinessTarget } from "./readiness-target";
import { codeText, type Coded } from "../../../lib/codes";
import { Address, WithValues } from "../../../components/with-values";
import { contentLanguage, useLanguage } from "../../../lib/i18n";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };
type Form = typeof EMPTY;

/** Change the password (other sessions end) and log out on every device. */
export function AccountPage() {
  const { t } = useMessages();
  const { user } = useAuth();
  const language = useLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, Coded>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      // The form's rules are checked before it is sent (a mismatch never reaches the server).
      notify.success(codeText(await changePassword(form)));
      setForm(EMPTY);
    } catch (error) {
      const failed = asCoded(error);
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      if (!Object.keys(fields).length) notify.error(codeText(failed));
      if (error instanceof ApiError && error.status === 401) authStore.forget();
    } finally {
      setBusy(false);
    }
  }

  async function onLogoutEverywhere() {
    try {
      notify.success(codeText(await logoutEverywhere()));
    } catch (error) {
      notify.error(codeText(asCoded(error)));
    }
    authStore.forget();
    navigate("/login");
  }

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <FormField label={label} errors={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="password"
          name={name}
          autoComplete={autoComplete}
          required
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      )}
    </FormField>
  );

  // The route's gate shows a guest the way in; a logout here leaves at once.
  if (!user) return null;
  const { name, email, email_verified: verified } = user.user;
  return (
    <>
      <section className="auth-form" aria-labelledby="account-title">
        <h1 id="account-title">{t("yourAccount")}</h1>
        <dl className="account-facts">
          <div>
            <dt>{t("name")}</dt>
            <dd lang={contentLanguage(name)}>{name}</dd>
          </div>
          <div>
            <dt>{t("email")}</dt>
            <dd>
              <Address email={email} />{" "}
              <span className={verified === false ? "unverified" : "verified"}>
                ({t(verified === false ? "emailNotVerified" : "emailVerified")})
              </span>
            </dd>
          </div>
          <div>
            <dt>{t("language")}</dt>
            <dd>
              {language === "ne" ? "नेपाली" : "English"}
              <br />
              <small className="hint">{t("languageHow")}</small>
            </dd>
          </div>
        </dl>
      </section>
      <ReadinessTarget />
      <form className="auth-form" onSubmit={onSubmit}>
        <h2>{t("changeYourPassword")}</h2>
        <p>
          <WithValues
            message={t("signedInAs")}
            values={{ email: <Address email={user.user.email} /> }}
          />
        </p>
        {field("current_password", t("currentPassword"), "current-password")}
        {field("password", t("newPassword"), "new-password")}
        {field("password_confirmation", t("confirmNewPassword"), "new-password")}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? <Spinner size={18} color="#ffffff" label={t("saving")} /> : t("changePassword")}
        </button>
      </form>
      <div className="auth-form">
        <h2>{t("logOutEverywhere")}</h2>
        <p>{t("logOutEverywhereText")}</p>
        <button className="button" type="button" onClick={onLogoutEverywhere}>
          {t("logOutEverywhere")}
        </button>
      </div>
    </>
  );
}
