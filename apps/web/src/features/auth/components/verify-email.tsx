import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useAuth } from "../hooks/auth-store";
import { verifyEmail } from "../api/auth-api";
import { me } from "../api/me";
import { rememberVerified } from "../hooks/remember-verified";
import { useMessages } from "../messages";
import { asCoded } from "../hooks/auth-store";
import { codeText, type Coded } from "../../../lib/codes";
import { Address, WithValues } from "../../../components/with-values";
import { useLanguage } from "../../../lib/i18n";

// One request per link, even when the page renders twice: a second one would find it used.
const answers = new Map<string, Promise<{ ok: boolean; message: Coded }>>();
function verifyOnce(token: string) {
  let answer = answers.get(token);
  if (!answer) {
    answer = verifyEmail({ token }).then(
      (message) => ({ ok: true, message }),
      (error: unknown) => ({ ok: false, message: asCoded(error) }),
    );
    answers.set(token, answer);
  }
  return answer;
}

/** The server's answer; in Nepali the address it names stays marked as written in Latin letters. */
function Said({ message }: { message: Coded }) {
  const { t } = useMessages();
  if (useLanguage() !== "en" && message.code === "auth.verified")
    return (
      <WithValues
        message={t("verified")}
        values={{ email: <Address email={String(message.params.email)} /> }}
      />
    );
  return <>{codeText(message)}</>;
}

/** `/verify-email?token=...`, the page the verification mail's link opens. */
export function VerifyEmail() {
  const { t } = useMessages();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = Boolean(useAuth().user);
  const [result, setResult] = useState<{ ok: boolean; message: Coded } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((answer) => {
      // If the account signed in here is the one the link verified, the frame stops asking.
      if (answer.ok && signedIn)
        me().then(
          (r) => r.user.email_verified && rememberVerified(),
          () => {},
        );
      if (live) setResult(answer);
    });
    return () => {
      live = false;
    };
  }, [token, signedIn]);

  const next = signedIn ? (
    <Link to="/account">{t("goToAccount")}</Link>
  ) : (
    <Link to="/login">{t("logIn")}</Link>
  );
  return (
    <div className="auth-form" aria-live="polite">
      <h1>{t("verifyTitle")}</h1>
      {!token ? (
        <>
          <p>{t("verifyNeedsLink")}</p>
          {next}
        </>
      ) : result ? (
        <>
          <p role={result.ok ? "status" : "alert"}>
            <Said message={result.message} />
          </p>
          {next}
        </>
      ) : (
        <Spinner label={t("checkingLink")} />
      )}
    </div>
  );
}
