import { useEffect, useState } from "react";
import { notify } from "../../../lib/notify";
import { asCoded, useAuth } from "../hooks/auth-store";
import { rememberVerified } from "../hooks/remember-verified";
import { useMessages } from "../messages";
import { codeText } from "../../../lib/codes";
import "../../../lib/codes/auth";
import { Address, WithValues } from "../../../components/with-values";

// The API module loads with this notice, which only signed-in pages show.
const loadApi = () => import("../api/auth-api");

/**
 * "Verify your e-mail" with a button for a new link, for a signed-in student whose address is not
 * verified yet: results and invitations are mailed only to verified addresses. Asks the server,
 * so a link opened on another device counts at once.
 */
export default function VerifyEmailNotice() {
  const { t } = useMessages();
  const { user } = useAuth();
  const token = user?.token;
  const [verified, setVerified] = useState<boolean | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    loadApi()
      .then((api) => api.me())
      .then(
        (answer) => {
          if (answer.user.email_verified) rememberVerified();
          else if (live) setVerified(false);
        },
        () => {}, // an ended session or no network: the page itself says so
      );
    return () => {
      live = false;
    };
  }, [token]);

  if (!user || verified !== false) return null;

  async function resend() {
    setSending(true);
    try {
      notify.success(codeText(await (await loadApi()).resendVerification()));
    } catch (error) {
      notify.error(codeText(asCoded(error)));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="verify-notice" aria-label={t("verifyTitle")}>
      <p>
        <strong>{t("verifyNoticeLead")}</strong>{" "}
        <WithValues
          message={t("verifyNoticeText")}
          values={{ email: <Address email={user.user.email} /> }}
        />
      </p>
      <button type="button" className="button" disabled={sending} onClick={() => void resend()}>
        {t("sendNewLink")}
      </button>
    </section>
  );
}
