import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../../components/ui/notify";
import { authStore, useAuthForm } from "../hooks/auth-store";
import { resetPassword } from "../api/auth-api";
import { Spinner } from "../../../components/ui/spinner";
import { FormField } from "../../../components/ui/form-field";
import { answered, NEW_PASSWORD } from "./form-parts";
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
    const response = await answered(
      authStore.run(() => resetPassword({ token, password, password_confirmation: confirmation })),
    );
    if (response) {
      notify.success(codeText(response));
      navigate("/login");
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1>{t("chooseNewPassword")}</h1>
      {(
        [
          ["password", t("newPassword"), password, setPassword],
          ["password_confirmation", t("confirmNewPassword"), confirmation, setConfirmation],
        ] as const
      ).map(([name, label, value, set]) => (
        <FormField
          key={name}
          label={label}
          errors={errors[name]?.[0]}
          input={{ ...NEW_PASSWORD, name, value, onChange: (e) => set(e.target.value) }}
        />
      ))}
      <button className="button primary" type="submit" disabled={loading}>
        {loading ? <Spinner size={18} color="#ffffff" label={t("saving")} /> : t("resetPassword")}
      </button>
    </form>
  );
}
