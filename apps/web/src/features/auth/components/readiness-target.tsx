import { useState, type FormEvent } from "react";
import { TARGET_MAX, TARGET_MIN } from "@tayari/contracts/auth";
import { ApiError } from "../../../lib/api-error";
import { codeText, type Coded } from "../../../lib/codes";
import { STORAGE_KEYS, writeJson } from "../../../lib/storage";
import { notify } from "../../../components/ui/notify";
import { FormField } from "../../../components/ui/form-field";
import { asCoded, authStore, useAuth } from "../hooks/auth-store";
import { saveTarget } from "../api/account-api";
import { useMessages } from "../messages";

/** The share of a paper's marks a result praises when a student set no target (decision 0491). */
const COMPETITIVE = 60;

/**
 * The student's own readiness target (issue 69 point 3, decision 0495): a share of a paper's marks,
 * kept on the account; a result then congratulates against it and says so. None: the paper's
 * competitive score.
 */
export function ReadinessTarget() {
  const { t } = useMessages();
  const { user } = useAuth();
  const saved = user?.user.target ?? null;
  const [value, setValue] = useState(saved === null ? "" : String(saved));
  const [error, setError] = useState<Coded | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  async function save(target: number | null) {
    setBusy(true);
    setError(null);
    try {
      const kept = await saveTarget(target);
      const current = authStore.getState().user;
      if (current) {
        writeJson(STORAGE_KEYS.profile, { ...current, user: { ...current.user, ...kept } });
        authStore.reload();
      }
      setValue(kept.target === null ? "" : String(kept.target));
      notify.success(kept.target === null ? t("targetRemoved") : t("targetSaved"));
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      const coded = fields.target?.[0] ?? asCoded(failure);
      setError(coded);
      if (!fields.target) notify.error(codeText(coded));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Not a number (an empty field too) is refused by the form's own check: Remove takes it away.
    void save(value.trim() === "" ? Number.NaN : Number(value));
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h2>{t("targetTitle")}</h2>
      <p>
        {saved === null
          ? t("targetNone", { competitive: COMPETITIVE })
          : t("targetIs", { target: saved })}
      </p>
      <FormField
        label={t("targetLabel")}
        hint={t("targetHint", { min: TARGET_MIN, max: TARGET_MAX })}
        errors={error}
        input={{
          type: "number",
          name: "target",
          inputMode: "numeric",
          min: TARGET_MIN,
          max: TARGET_MAX,
          step: 1,
          value,
          onChange: (e) => setValue(e.target.value),
        }}
      />
      <button className="button primary" type="submit" disabled={busy}>
        {t("targetSave")}
      </button>{" "}
      {saved !== null ? (
        <button className="button" type="button" disabled={busy} onClick={() => void save(null)}>
          {t("targetRemove")}
        </button>
      ) : null}
    </form>
  );
}
