import { useEffect, useState } from "react";
import { notify } from "../../../lib/notify";
import { useAuth } from "../hooks/auth-store";
import { rememberVerified } from "../hooks/remember-verified";

// The API module loads with this notice, which only signed-in pages show.
const loadApi = () => import("../api/auth-api");

/**
 * "Verify your e-mail" with a button for a new link, for a signed-in student whose address is not
 * verified yet: results and invitations are mailed only to verified addresses. Asks the server,
 * so a link opened on another device counts at once.
 */
export default function VerifyEmailNotice() {
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
      notify.success((await (await loadApi()).resendVerification()).message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="verify-notice" aria-label="Verify your e-mail">
      <p>
        <strong>Verify your e-mail.</strong> Open the link we sent to {user.user.email}, so that we
        can mail you your exam results. No mail? Look in your spam folder, or ask for a new one.
      </p>
      <button type="button" className="button" disabled={sending} onClick={() => void resend()}>
        Send a new link
      </button>
    </section>
  );
}
