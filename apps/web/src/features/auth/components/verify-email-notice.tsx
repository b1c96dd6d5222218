import { useEffect, useState } from "react";
import { notify } from "../../../lib/notify";
import { asCoded, useAuth } from "../hooks/auth-store";
import { rememberVerified } from "../hooks/remember-verified";
import { useMessages } from "../messages";
import { codeText } from "../../../lib/codes";
import { Address, WithValues } from "../../../components/with-values";

// The API module loads with this notice, which only signed-in pages show.
const loadApi = () => import("../api/auth-api");

/**
 * "Verify your e-mail" with a button for a new link, for a signed-in student whose saved login
 * says the address is not verified yet: results and invitations are mailed only to verified
 * addresses. Shown at once from the saved login, so the page does not move down under a finger
 * when the server answers; then asks the server, and a link opened on another device hides it.
 */
export default function VerifyEmailNotice() {
  const { t } = useMessages();
  const { user } = useAuth();
  const token = user?.token;
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    loadApi()
      .then((api) => api.me())
      .then(
        // Verified elsewhere: the saved login learns it and the frame stops showing this notice.
        (answer) => answer.user.email_verified && rememberVerified(),
        () => {}, // an ended session or no network: the page itself says so
      );
  }, [token]);

  if (!user) return null;

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
