import { useEffect, useState, type ReactNode } from "react";
import { notify } from "../../../components/ui/notify";
import { asCoded, useAuth } from "../hooks/auth-store";
import { rememberVerified } from "../hooks/remember-verified";
import { codeText } from "../../../lib/codes";
import { me } from "../api/me";

// The forms' API module (with the auth contract's zod) loads for the button only: the check on
// mounting reads the login with the build's plain checks (api/me.ts, decision 293).
const loadApi = () => import("../api/auth-api");

/** What the frame's notice to verify the address shows and does (its `children` draw it). */
export interface VerifyNoticeState {
  email: string;
  sending: boolean;
  onResend: () => void;
}

/**
 * What the frame's notice to verify the address (app/verify-notice.tsx) does: shown at once from
 * the saved login, so the page does not move down under a finger when the server answers; then
 * asks the server, and a link opened on another device hides it. The button asks for a new link.
 * The frame draws the notice (`children`), as it draws it before this code has come.
 */
export default function VerifyEmailNotice({
  children,
}: {
  children: (state: VerifyNoticeState) => ReactNode;
}) {
  const { user } = useAuth();
  const token = user?.token;
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    me().then(
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

  return children({ email: user.user.email, sending, onResend: () => void resend() });
}
