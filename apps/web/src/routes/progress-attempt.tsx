import { useParams } from "react-router";
import { AttemptPage } from "../features/progress/components/attempt-page";

export default function ProgressAttemptRoute() {
  const { id = "" } = useParams();
  return <AttemptPage key={id} id={id} />;
}
