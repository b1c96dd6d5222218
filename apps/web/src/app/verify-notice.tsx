import { Address, WithValues } from "../components/with-values";
import { useMessages } from "./messages";

/**
 * "Verify your e-mail" with a button for a new link, at the top of every page of a signed-in student
 * whose saved login says the address is not verified yet (results are mailed to verified addresses
 * only). What it does is fetched with the notice (features/auth/components/verify-email-notice.tsx);
 * the frame draws this much itself: in a prerendered page's HTML (`fromHtml`, hidden unless src/boot.js
 * found such a login and wrote its address in, decision 293), and while the notice's code is on its
 * way, so the page under it never moves down; its button waits for that code (`onResend`).
 */
export function VerifyNotice({
  email,
  fromHtml = false,
  sending = false,
  onResend,
}: {
  email: string;
  fromHtml?: boolean;
  sending?: boolean;
  onResend?: () => void;
}) {
  const { t } = useMessages();
  return (
    <section
      className={fromHtml ? "verify-notice verify-notice-shell" : "verify-notice"}
      aria-label={t("verify")}
    >
      <p>
        <strong>{t("verifyLead")}</strong>{" "}
        <WithValues
          message={t("verifyText")}
          values={{ email: <Address email={email} filledBefore={fromHtml} /> }}
        />
      </p>
      {/* Named in full everywhere; on a phone its words are the short ones, which the name holds. */}
      <button
        type="button"
        className="button"
        aria-label={t("newLink")}
        disabled={sending || !onResend}
        onClick={onResend}
      >
        <span className="verify-long">{t("newLink")}</span>
        <span className="verify-short">{t("newLinkShort")}</span>
      </button>
    </section>
  );
}
