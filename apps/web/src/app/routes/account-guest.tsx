import { SignInFirst } from "../../components/ui/sign-in-first";
import { useMessages } from "../../features/auth/messages";

/** What a guest sees at /account (its route's gate, `app/router.tsx`): the way in, in its words. */
export default function AccountGuest() {
  const { t } = useMessages();
  return <SignInFirst title={t("yourAccount")} why={t("accountSignedOut")} />;
}
