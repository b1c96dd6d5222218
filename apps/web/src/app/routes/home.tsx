import { useAuth } from "../../features/auth/hooks/auth-store";
import { useMessages } from "../messages";
import { HomePage } from "../../features/home/components/home-page";

/** The home page, its test cards named as the site names them elsewhere (decision 0219). */
export default function Home() {
  const { t } = useMessages();
  const { user } = useAuth();
  return <HomePage names={{ exams: t("exams") }} signedIn={user !== null} />;
}
