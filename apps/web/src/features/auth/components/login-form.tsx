import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { notify } from "../../../components/ui/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { FormField } from "../../../components/ui/form-field";
import { answered, EMAIL } from "./form-parts";
import { Spinner } from "../../../components/ui/spinner";
import { t as tr, useMessages } from "../messages";
import { codeText, isTranslated, type Coded } from "../../../lib/codes";
import { comeBackTo, type ComeBack } from "../../../components/ui/sign-in-first";

/**
 * What the register form hands to /login: the address just registered, and the server's words; and
 * what a page that needs an account hands to both: where to come back to.
 */
export interface JustRegistered extends ComeBack {
  email?: string;
  /** The register endpoint's answer (a code with its English), shown in the reader's language. */
  registered?: Coded;
}

export function LoginForm() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const { loading, errors } = useAuthForm();
  const from = (useLocation().state ?? {}) as JustRegistered;
  const [email, setEmail] = useState(from.email ?? "");
  const [password, setPassword] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await answered(authStore.login({ email, password }));
    if (response) {
      notify.successAlone(tr("loginSuccess"));
      // Sent here by a page that needs an account: back to it; else the home page.
      navigate(comeBackTo(from), { replace: from.back !== undefined });
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("logIn")}</h1>
      {from.registered ? (
        <p
          className="form-notice"
          role="status"
          lang={isTranslated(from.registered) ? undefined : "en"}
        >
          {codeText(from.registered)}
        </p>
      ) : null}
      <FormField
        label={t("email")}
        errors={errors.email?.[0]}
        input={{ ...EMAIL, value: email, onChange: (e) => setEmail(e.target.value) }}
      />
      <FormField
        label={t("password")}
        errors={errors.password?.[0]}
        input={{
          type: "password",
          name: "password",
          autoComplete: "current-password",
          required: true,
          // Just registered: the address is filled in, the password is what is left to type.
          autoFocus: Boolean(from.email),
          value: password,
          onChange: (e) => setPassword(e.target.value),
        }}
      />
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label={t("loggingIn")} /> : t("logIn")}
      </button>
      <p className="auth-links">
        <Link to="/forgot-password">{t("forgotPassword")}</Link>
        <span>
          {t("newHere")} <Link to="/register">{t("createAccount")}</Link>
        </span>
      </p>
    </form>
  );
}
