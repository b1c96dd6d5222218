import { useMessages } from "../app/messages";
import { HomePage } from "../features/home/components/home-page";

/** The home page, its test cards named as the site names them elsewhere (decision 0219). */
export default function Home() {
  const { t } = useMessages();
  return <HomePage names={{ exams: t("exams") }} />;
}
