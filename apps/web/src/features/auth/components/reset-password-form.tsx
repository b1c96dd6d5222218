import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../../lib/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { resetPassword } from "../api/auth-api";
import { Spinner } from "../../../components/ui/spinner";
import { FormField } from "../../../components/ui/form-field";
import { useMessages } from "../messages";
import { codeText } from "../../../lib/codes";

export function ResetPasswordForm() {
  const { t } = useMessages();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { loading, errors } = useAuthForm();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");

  if (!token) {
    return (
      <div className="auth-form">
        <h1>{t("chooseNewPassword")}</h1>
        <p>{t("resetNeedsLink")}</p>
        <Link to="/forgot-password">{t("askNewLink")}</Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const response = await authStore.run(() =>
      resetPassword({ token, password, password_confirmation: confirmation }),
    );
    if (response) {
      notify.success(codeText(response));
      navigate("/login");
    } else {
      const { error } = authStore.getState();
      if (error) notify.error(codeText(error));
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("chooseNewPassword")}</h1>
      <FormField label={t("newPassword")} errors={errors.password?.[0]}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t("confirmNewPassword")} errors={errors.password_confirmation?.[0]}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            required
            minLength={8}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
      </FormField>
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label={t("saving")} /> : t("resetPassword")}
      </button>
    </form>
  );
}
