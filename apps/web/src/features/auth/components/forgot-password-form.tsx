import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { notify } from "../../../components/ui/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { forgotPassword } from "../api/auth-api";
import { Spinner } from "../../../components/ui/spinner";
import { FormField } from "../../../components/ui/form-field";
import { answered, EMAIL } from "./form-parts";
import { useMessages } from "../messages";
import { codeText } from "../../../lib/codes";

/** The specification's "email-link screen". */
export function ForgotPasswordForm() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const { loading, errors } = useAuthForm();
  const [email, setEmail] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = email;
    setEmail("");
    const response = await answered(authStore.run(() => forgotPassword({ email: sent })));
    if (response) {
      notify.success(codeText(response));
      navigate("/login");
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("forgotTitle")}</h1>
      <FormField
        label={t("yourEmail")}
        errors={errors.email?.[0]}
        input={{
          ...EMAIL,
          lang: "en",
          placeholder: t("emailPlaceholder"),
          value: email,
          onChange: (e) => setEmail(e.target.value),
        }}
      />
      {loading ? <Spinner size={30} label={t("sending")} /> : null}
      <button className="button primary" type="submit" disabled={loading}>
        {t("send")}
      </button>
    </form>
  );
}
