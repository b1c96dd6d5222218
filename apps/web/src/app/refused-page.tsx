import { useMessages } from "../components/ui/gate-messages";
import { NotHere } from "../components/ui/not-here";
import { SignInFirst } from "../components/ui/sign-in-first";

/**
 * What the route's gate (`route-gate.tsx`) shows those it turns away: a guest the sign-in page that
 * brings them back, a student at an examiner's page that it is for examiners, with the way home.
 */
export default function RefusedPage({
  why,
  title,
}: {
  why: "signIn" | "examinersOnly";
  title: string;
}) {
  const { t } = useMessages();
  return why === "signIn" ? (
    <SignInFirst title={title} />
  ) : (
    <NotHere title={title} text={t("examinersOnly")} />
  );
}
